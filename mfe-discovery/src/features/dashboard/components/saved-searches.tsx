// Saved searches under the Filters panel: save the applied filters with a name, apply or delete a saved one.
// A notification's link (`?saved=<id>`) opens the dashboard with that search applied.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SavedSearch } from 'shared-api';
import styled from 'styled-components';
import { Button, Card, InlineAlert, TextInput } from 'shared-ui';
import { createSavedSearch, deleteSavedSearch, loadSavedSearches } from '../api/collab-fit-api';
import { type DashboardFilters, toFilterPayload } from '../rules/dashboard-filters';
import { filtersOfSavedSearch } from '../rules/saved-search-filters';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  /* The name field takes the row; in the narrow sidebar the button goes under it instead of squeezing it. */
  form { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[2]}; }
  form > :first-child { flex: 1 1 12rem; min-width: 0; }
  ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}; }
  li { display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: center; justify-content: space-between; }
  li > button:first-child { flex: 1; min-width: 0; justify-content: flex-start; }
  /* A long name stays on one line (the whole name is the button's text and its tooltip). */
  li > button:first-child > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Toggle = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &::after { content: ' ▾'; }
  &[aria-expanded='true']::after { content: ' ▴'; }
`;

export function SavedSearches({ applied, onApply }: { applied: DashboardFilters; onApply: (filters: DashboardFilters) => void }) {
  const [searches, setSearches] = useState<SavedSearch[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const titleId = useId();
  const wanted = searchParams.get('saved');
  // Listed when opened (or when a notification's link names one): the dashboard's first load asks for nothing more.
  const [open, setOpen] = useState(wanted !== null);

  useEffect(() => {
    if (!open) return;
    let active = true;
    loadSavedSearches().then(
      (res) => { if (active) setSearches(res.searches); },
      () => { if (active) setSearches([]); },
    );
    return () => { active = false; };
  }, [open]);

  // Arriving from a "new channels match" notification: apply that search once.
  useEffect(() => {
    if (!wanted || !searches) return;
    const search = searches.find((s) => String(s.id) === wanted);
    setSearchParams((prev) => { prev.delete('saved'); return prev; }, { replace: true });
    if (search) onApply(filtersOfSavedSearch(search.filter));
  }, [wanted, searches, onApply, setSearchParams]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) { setError('Give the search a name'); return; }
    setError(null);
    createSavedSearch({ name: trimmed, filter: toFilterPayload(applied) }).then(
      (saved) => { setSearches((list) => [...(list ?? []), saved]); setName(''); },
      (err: unknown) => setError(err instanceof Error ? err.message : 'Could not save the search'),
    );
  };

  const remove = (search: SavedSearch) => {
    deleteSavedSearch(search.id).then(
      () => setSearches((list) => (list ?? []).filter((s) => s.id !== search.id)),
      () => setError('Could not delete the search'),
    );
  };

  return (
    <Panel as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Toggle type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>Saved searches</Toggle>
      </h2>
      {open && <>
      <p>Save the applied filters: you get a notification when new channels match.</p>
      <form onSubmit={save}>
        <TextInput aria-label="Name of the search" placeholder="e.g. Spanish gaming" value={name} maxLength={60}
          onChange={(e) => setName(e.target.value)} />
        <Button type="submit" size="sm">Save search</Button>
      </form>
      {error && <InlineAlert>{error}</InlineAlert>}
      {searches && searches.length > 0 && (
        <ul aria-label="Your saved searches">
          {searches.map((s) => (
            <li key={s.id}>
              <Button type="button" variant="secondary" size="sm" title={s.name} onClick={() => onApply(filtersOfSavedSearch(s.filter))}>
                <span>{s.name}</span>
              </Button>
              <Button type="button" variant="ghost" size="sm" aria-label={`Delete saved search ${s.name}`} onClick={() => remove(s)}>Delete</Button>
            </li>
          ))}
        </ul>
      )}
      </>}
    </Panel>
  );
}
