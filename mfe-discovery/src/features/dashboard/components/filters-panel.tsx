// The dashboard's left Filters panel (SPEC §2). Frame only: the filter state and calls come with the feature.
import styled from 'styled-components';
import { Button, CATEGORIES, COLLABORATION_STATUS_OPTIONS, Field, NumberInput, Select, TextInput } from 'shared-ui';

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
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: c }));
const statusOptions = COLLABORATION_STATUS_OPTIONS.map((s) => ({ value: s.code, label: s.label }));

export function FiltersPanel() {
  return (
    <Panel aria-labelledby="filters-title">
      <h2 id="filters-title">Filters</h2>
      <Field label="Minimum subscribers">
        <NumberInput min={0} placeholder="100" onChange={() => undefined} />
      </Field>
      <Field label="Maximum subscribers">
        <NumberInput min={0} placeholder="1,000,000+" onChange={() => undefined} />
      </Field>
      <Field label="Category/Niche">
        <Select options={categoryOptions} placeholder="All categories" defaultValue="" />
      </Field>
      <Field label="Language">
        <TextInput placeholder="e.g. English, Spanish" />
      </Field>
      <Field label="Collaboration Status">
        <Select options={statusOptions} placeholder="Any status" defaultValue="" />
      </Field>
      <Actions>
        <Button type="button">Apply Filters</Button>
        <Button type="button" variant="secondary">Reset Filters</Button>
      </Actions>
    </Panel>
  );
}
