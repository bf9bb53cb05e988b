// Edit Profile → Collaboration options: which of the seven options the channel offers, each with a short
// description. Saved on its own (premium members see these on the channel page).
import { useState, type FormEvent } from 'react';
import type { CollaborationOption } from 'shared-api';
import { OPTION_DESCRIPTION_MAX } from 'shared-api/collaboration-options';
import styled from 'styled-components';
import { NotAuthenticatedError, useSession } from 'shared-auth';
import { Button, Card, ErrorPanel, InlineAlert, OptionTile, Skeleton, StackList, TextInput } from 'shared-ui';
import { useOwnOptions, useSaveOwnOptions } from '../hooks/use-own-options';

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  > p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Row = styled(OptionTile)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  label { display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: center; font-weight: ${({ theme }) => theme.fontWeights.semibold}; cursor: pointer; }
  input[type='checkbox'] { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export function CollaborationOptionsSection() {
  // Edit Profile is a public route: the Firebase session may still be restoring when it first renders.
  const { firebaseUser } = useSession();
  const loaded = useOwnOptions(Boolean(firebaseUser));
  const save = useSaveOwnOptions();
  // The owner's edits since the last load or save; null: the stored options as loaded.
  const [draft, setDraft] = useState<CollaborationOption[] | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const options = draft ?? loaded.data?.options ?? null;
  // Without a session the profile form reports it; this section just stays out of the way.
  const signedOut = loaded.error instanceof NotAuthenticatedError;
  const loadError = loaded.error && !signedOut ? (loaded.error instanceof Error ? loaded.error.message : 'Please try again.') : null;
  // Without options (after an error) a refetch goes back to the pending state: the skeleton.
  const retry = () => { void loaded.refetch(); };

  const change = (key: string, patch: Partial<CollaborationOption>) => {
    setResult(null);
    setDraft(options?.map((o) => (o.key === key ? { ...o, ...patch } : o)) ?? null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!options) return;
    try {
      await save.mutateAsync({ options: options.map(({ key, available, description }) => ({ key, available, description })) });
      setDraft(null);
      setResult({ tone: 'success', text: 'Collaboration options saved.' });
    } catch (err) {
      setResult({ tone: 'error', text: `Failed to save collaboration options: ${err instanceof Error ? err.message : 'please try again.'}` });
    }
  };

  if (signedOut || !firebaseUser) return null;
  return (
    <Section as="form" onSubmit={submit} aria-labelledby="collab-options-title">
      <h2 id="collab-options-title">Collaboration options</h2>
      <p>Choose what you offer. Premium members see these on your channel page and pick one when they send you a request.</p>
      {loadError && <ErrorPanel title="Could not load your collaboration options" message={loadError} onRetry={retry} />}
      {!options && !loadError && <div role="status" aria-label="Loading collaboration options"><Skeleton $width="100%" $height="180px" /></div>}
      {options && (
        <StackList>
          {options.map((o) => (
            <Row key={o.key} $on={o.available}>
              <label>
                <input type="checkbox" checked={o.available} onChange={(e) => change(o.key, { available: e.target.checked })} />
                {o.label}
              </label>
              <TextInput aria-label={`${o.label} description`} value={o.description} maxLength={OPTION_DESCRIPTION_MAX}
                onChange={(e) => change(o.key, { description: e.target.value })} />
            </Row>
          ))}
        </StackList>
      )}
      {result && <InlineAlert tone={result.tone}>{result.text}</InlineAlert>}
      <Actions><Button type="submit" loading={save.isPending} disabled={!options}>Save collaboration options</Button></Actions>
    </Section>
  );
}
