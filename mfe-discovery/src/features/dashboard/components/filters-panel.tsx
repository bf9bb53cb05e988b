// The dashboard's left Filters panel (SPEC §2): edits a draft; Apply Filters / Reset Filters hand it over.
// Disabled while a search is shown (SPEC §4).
import styled from 'styled-components';
import {
  Button, CATEGORIES, COLLABORATION_STATUS_OPTIONS, Field, NumberInput, SUBSCRIBER_RANGE, Select, TextInput,
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

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: c }));
const statusOptions = COLLABORATION_STATUS_OPTIONS.map((s) => ({ value: s.code, label: s.label }));

export interface FiltersPanelProps {
  draft: DashboardFilters;
  onChange: (key: FilterKey, value: string) => void;
  onApply: () => void;
  onReset: () => void;
  disabled?: boolean;
}

export function FiltersPanel({ draft, onChange, onApply, onReset, disabled = false }: FiltersPanelProps) {
  return (
    <Panel aria-labelledby="filters-title">
      <h2 id="filters-title">Filters</h2>
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
        <Field label="Category/Niche">
          <Select
            options={categoryOptions}
            placeholder="All categories"
            value={draft.category}
            onChange={(e) => onChange('category', e.target.value)}
          />
        </Field>
        <Field label="Language">
          <TextInput
            placeholder="e.g. English, Spanish"
            value={draft.language}
            onChange={(e) => onChange('language', e.target.value)}
          />
        </Field>
        <Field label="Collaboration Status">
          <Select
            options={statusOptions}
            placeholder="Any status"
            value={draft.collaboration_status}
            onChange={(e) => onChange('collaboration_status', e.target.value)}
          />
        </Field>
        <Actions>
          <Button type="button" onClick={onApply}>Apply Filters</Button>
          <Button type="button" variant="secondary" onClick={onReset}>Reset Filters</Button>
        </Actions>
      </fieldset>
    </Panel>
  );
}
