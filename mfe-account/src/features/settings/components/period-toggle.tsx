// Monthly / annual billing toggle: a radio group styled as a segmented control (arrow keys move between the two).
import { useId } from 'react';
import type { BillingPeriod } from 'shared-api';
import styled from 'styled-components';
import { visuallyHidden } from 'shared-ui';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  legend { ${visuallyHidden} }
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  input { ${visuallyHidden} }
  label {
    padding: 6px 16px;
    border-radius: ${({ theme }) => theme.radii.pill};
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input:checked + label { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
  input:focus-visible + label { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function PeriodToggle({ value, onChange, saving }: { value: BillingPeriod; onChange: (p: BillingPeriod) => void; saving: number }) {
  const name = useId();
  return (
    <Group>
      <legend>Billing period</legend>
      <Segments>
        {(['monthly', 'annual'] as const).map((p) => (
          <span key={p}>
            <input type="radio" id={`${name}-${p}`} name={name} value={p} checked={value === p} onChange={() => onChange(p)} />
            <label htmlFor={`${name}-${p}`}>{p === 'monthly' ? 'Monthly' : 'Annual'}</label>
          </span>
        ))}
      </Segments>
      <Hint>Save up to {saving}% with annual billing</Hint>
    </Group>
  );
}
