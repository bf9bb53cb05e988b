import styled from 'styled-components';
import { focusRing } from '../theme/focus-ring';

/**
 * Page numbers to show: all when few, otherwise first, last, and a window around the current page,
 * with 'gap' where pages are skipped.
 */
export function pageItems(current: number, total: number, siblings = 1): Array<number | 'gap'> {
  if (total <= 7 + 2 * (siblings - 1)) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, current - siblings);
  const end = Math.min(total - 1, current + siblings);
  const items: Array<number | 'gap'> = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 1) items.push('gap');
  items.push(total);
  return items;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const PageButton = styled.button`
  min-width: 40px;
  height: 40px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current='page']) { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: default;
  }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
  ${focusRing}
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  min-width: 24px;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}

/** Numbered pagination with previous/next arrows; hidden for one page or fewer (SPEC §2). */
export function Pagination({ currentPage, totalPages, onPageChange, label = 'Pagination', className }: PaginationProps) {
  if (!Number.isFinite(totalPages) || totalPages <= 1) return null;
  const go = (page: number) => {
    // SPEC §5: a page change is ignored if out of range or equal to the current page.
    if (!Number.isInteger(page) || page < 1 || page > totalPages || page === currentPage) return;
    onPageChange(page);
  };
  return (
    <Nav aria-label={label} className={className}>
      <List>
        <li>
          <PageButton type="button" aria-label="Previous page" disabled={currentPage <= 1} onClick={() => go(currentPage - 1)}>
            <span aria-hidden="true">‹</span>
          </PageButton>
        </li>
        {pageItems(currentPage, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true"><Gap>…</Gap></li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" aria-label="Next page" disabled={currentPage >= totalPages} onClick={() => go(currentPage + 1)}>
            <span aria-hidden="true">›</span>
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
