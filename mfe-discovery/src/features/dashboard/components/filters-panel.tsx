// The dashboard's left Filters panel (SPEC §2): edits a draft; Apply Filters / Reset Filters hand it over.
// Disabled while a search is shown (SPEC §4). On a phone the panel is collapsed behind a Filters toggle, so the
// results come first; from the md breakpoint it is always open beside the grid.
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Button, ChevronDown, SlidersHorizontal, CATEGORIES, COLLABORATION_STATUS_OPTIONS, Field, NumberInput, SUBSCRIBER_RANGE, SelectField, TextInput,
  VisuallyHidden,
} from 'shared-ui';
import { type DashboardFilters, type FilterKey } from '../rules/dashboard-filters';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  align-self: start;
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  fieldset { display: contents; }
`;

/* A phone gets the toggle; from md the panel is always open, so the title is plain text (no button: a tab stop
   saying "collapsed" beside a visible panel would be false). */
const Heading = styled.h2`
  ${({ theme }) => theme.media.md} {
    button { display: none; }
  }
`;

const WideTitle = styled.span`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.md} { display: flex; }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;
  svg[data-chevron] { margin-left: auto; transition: transform ${({ theme }) => theme.transitions.fast}; }
  &[aria-expanded='true'] svg[data-chevron] { transform: rotate(180deg); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; border-radius: 4px; }
`;

const Count = styled.span`
  padding: 0 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    ${({ $open }) => ($open ? '' : 'display: none;')}
  }
`;

/* Both buttons on one line at the panel's width. */
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  button { white-space: nowrap; padding-left: 8px; padding-right: 8px; }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  input { width: 18px; height: 18px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: c }));
const statusOptions = COLLABORATION_STATUS_OPTIONS.map((s) => ({ value: s.code, label: s.label }));

export interface FiltersPanelProps {
  draft: DashboardFilters;
  onChange: (key: FilterKey, value: string) => void;
  onApply: () => void;
  onReset: () => void;
  disabled?: boolean;
  /** How many filters are applied (shown on the phone toggle). */
  activeCount?: number;
}

export function FiltersPanel({ draft, onChange, onApply, onReset, disabled = false, activeCount = 0 }: FiltersPanelProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const bind = (key: FilterKey) => ({ value: draft[key] ?? '', onValue: (value: string) => onChange(key, value) });
  return (
    <Panel aria-labelledby="filters-title">
      <Heading id="filters-title">
        <WideTitle>
          <SlidersHorizontal size={18} aria-hidden="true" />
          Filters
          {activeCount > 0 && <Count>{activeCount}<VisuallyHidden> applied</VisuallyHidden></Count>}
        </WideTitle>
        <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          <SlidersHorizontal size={18} aria-hidden="true" />
          Filters
          {activeCount > 0 && <Count>{activeCount}<VisuallyHidden> applied</VisuallyHidden></Count>}
          <ChevronDown size={18} aria-hidden="true" data-chevron="" />
        </Toggle>
      </Heading>
      <Body id={bodyId} $open={open}>
      <fieldset disabled={disabled}>
        <Field label="Minimum subscribers">
          <NumberInput
            min={0}
            placeholder={String(SUBSCRIBER_RANGE.min)}
            value={draft.subscribers_min}
            onChange={(value) => onChange('subscribers_min', value)}
          />
        </Field>
        <Field label="Maximum subscribers">
          <NumberInput
            min={0}
            placeholder={SUBSCRIBER_RANGE.maxLabel}
            value={draft.subscribers_max}
            onChange={(value) => onChange('subscribers_max', value)}
          />
        </Field>
        <SelectField label="Category/Niche" options={categoryOptions} placeholder="All categories" {...bind('category')} />
        <Field label="Language">
          <TextInput
            placeholder="e.g. English, Spanish"
            value={draft.language}
            onChange={(e) => onChange('language', e.target.value)}
          />
        </Field>
        <SelectField label="Collaboration Status" options={statusOptions} placeholder="Any status" {...bind('collaboration_status')} />
        <Check>
          <input
            type="checkbox"
            checked={draft.active === '30'}
            onChange={(e) => onChange('active', e.target.checked ? '30' : '')}
          />
          Active in the last 30 days
        </Check>
        <Actions>
          <Button type="button" size="sm" onClick={onApply}>Apply Filters</Button>
          <Button type="button" size="sm" variant="secondary" onClick={onReset}>Reset Filters</Button>
        </Actions>
      </fieldset>
      </Body>
    </Panel>
  );
}
