import { type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  dd { margin: ${({ theme }) => theme.space[1]} 0 0; color: ${({ theme }) => theme.colors.textMuted}; white-space: pre-line; }
`;

export const NOT_SPECIFIED = 'Not specified';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a profile card; an empty value reads 'Not specified'. */
export function ProfileDetails({ items }: { items: DetailItem[] }) {
  return (
    <List>
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? NOT_SPECIFIED : value}</dd>
        </div>
      ))}
    </List>
  );
}
