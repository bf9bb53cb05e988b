// Applied filters as removable pills, with 'Clear All' (SPEC §2).
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, X } from 'shared-ui';
import { type FilterKey, type FilterPill } from '../rules/dashboard-filters';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
`;

const Pill = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px 4px 2px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FilterPillsProps {
  pills: readonly FilterPill[];
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
  /** Where focus goes when the last pill is gone (e.g. the page heading). */
  focusWhenEmptyId?: string;
}

/**
 * After a removal, focus moves to the pill that took the removed one's place (else the one before it); with no
 * pill left, to `focusWhenEmptyId` — never lost to the page body.
 */
export function FilterPills({ pills, onRemove, onClearAll, focusWhenEmptyId }: FilterPillsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    setFocusIndex(null);
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-pill]');
    const target = buttons?.length ? buttons[Math.min(focusIndex, buttons.length - 1)] : null;
    if (target) {
      target.focus();
      return;
    }
    const fallback = focusWhenEmptyId ? document.getElementById(focusWhenEmptyId) : null;
    if (fallback) {
      if (!fallback.hasAttribute('tabindex')) fallback.setAttribute('tabindex', '-1');
      fallback.focus();
    }
  }, [pills, focusIndex, focusWhenEmptyId]);

  if (pills.length === 0) return null;
  return (
    <List aria-label="Active filters" ref={listRef}>
      {pills.map((pill, index) => (
        <Pill key={pill.key}>
          {pill.label}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove ${pill.label}`}
            data-remove-pill=""
            onClick={() => {
              setFocusIndex(index);
              onRemove(pill.key);
            }}
          >
            <X size={16} aria-hidden="true" />
          </Button>
        </Pill>
      ))}
      <li>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setFocusIndex(0);
            onClearAll();
          }}
        >
          Clear All
        </Button>
      </li>
    </List>
  );
}
