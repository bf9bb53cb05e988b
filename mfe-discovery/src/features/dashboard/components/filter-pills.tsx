// Applied filters as removable pills, with 'Clear All' (SPEC §2).
import styled from 'styled-components';
import { Button } from 'shared-ui';
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
}

export function FilterPills({ pills, onRemove, onClearAll }: FilterPillsProps) {
  if (pills.length === 0) return null;
  return (
    <List aria-label="Active filters">
      {pills.map((pill) => (
        <Pill key={pill.key}>
          {pill.label}
          <Button type="button" variant="ghost" size="sm" aria-label={`Remove ${pill.label}`} onClick={() => onRemove(pill.key)}>
            ×
          </Button>
        </Pill>
      ))}
      <li>
        <Button type="button" variant="ghost" size="sm" onClick={onClearAll}>Clear All</Button>
      </li>
    </List>
  );
}
