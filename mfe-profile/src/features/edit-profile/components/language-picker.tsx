import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, focusRing, InlineAlert, Select } from 'shared-ui';
import { availableLanguages, PROFILE_MESSAGES, type LanguageOption } from '../profile-form-rules';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 2px;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child { flex: 1; }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px 4px 2px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Remove = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  &:hover { background: ${({ theme }) => theme.colors.teal[100]}; }
  ${focusRing}
`;

const Empty = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface LanguagePickerProps {
  options: readonly LanguageOption[];
  value: readonly LanguageOption[];
  onChange: (languages: LanguageOption[]) => void;
  loading: boolean;
  error: string | null;
}

/** Content Language(s): choose from the API's list, each language once; chosen ones show as removable chips. */
export function LanguagePicker({ options, value, onChange, loading, error }: LanguagePickerProps) {
  const selectId = useId();
  const [pick, setPick] = useState('');
  const remaining = availableLanguages(options, value);
  const exhausted = !loading && !error && remaining.length === 0;

  const add = () => {
    const chosen = remaining.find((l) => String(l.id) === pick);
    if (!chosen) return;
    onChange([...value, chosen]);
    setPick('');
  };

  return (
    <Group>
      <Legend>Content Language(s)<RequiredMark aria-hidden="true">*</RequiredMark></Legend>
      {value.length > 0 && (
        <Chips aria-label="Chosen languages">
          {value.map((l) => (
            <Chip key={l.id}>
              {l.language}
              <Remove type="button" aria-label={`Remove ${l.language}`} onClick={() => onChange(value.filter((v) => v.id !== l.id))}>
                ×
              </Remove>
            </Chip>
          ))}
        </Chips>
      )}
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {exhausted ? (
        <Empty role="status">{PROFILE_MESSAGES.noMoreLanguages}</Empty>
      ) : (
        <Row>
          <Select
            id={selectId}
            aria-label="Add a content language"
            value={pick}
            disabled={loading || Boolean(error)}
            placeholder={loading ? 'Loading languages...' : 'Select a language'}
            options={remaining.map((l) => ({ value: String(l.id), label: l.language }))}
            onChange={(e) => setPick(e.target.value)}
          />
          <Button variant="secondary" onClick={add} disabled={!pick}>Add</Button>
        </Row>
      )}
    </Group>
  );
}
