// Settings → Notifications: per kind, in-app and email; the weekly digest; quiet hours; the member's time zone
// (this browser's by default, editable).
import { useEffect, useState } from 'react';
import type { EmailPreferences } from 'shared-api';
import { EMAIL_KINDS, EMAIL_KIND_LABELS } from 'shared-api/email-kinds';
import styled from 'styled-components';
import { Button, Card, CardTitle, InlineAlert, Skeleton, TextInput } from 'shared-ui';
import { loadEmailPreferences, saveEmailPreferences } from '../api/email-preferences-api';

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => theme.space[2]}; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  /* The switch columns stay narrow and one line, so a phone keeps the kind's name readable. */
  td:not(:first-child), th:not(:first-child) { text-align: center; width: 4.5rem; white-space: nowrap; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  margin-top: ${({ theme }) => theme.space[4]};
  label { display: inline-flex; gap: ${({ theme }) => theme.space[2]}; align-items: center; white-space: nowrap; }
  input[type='time'] { width: auto; }
`;

/** The time zone's label and field share a line that shrinks to a phone's width. */
const ZoneLabel = styled.label`
  flex: 1 1 14rem;
  max-width: 24rem;
  input { flex: 1; min-width: 0; }
`;

const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const toMinutes = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function EmailPreferencesSection() {
  const [prefs, setPrefs] = useState<EmailPreferences | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadEmailPreferences().then((p) => {
      // Never chosen: start from this browser's time zone (saved with the next save).
      if (live) setPrefs(p.timeZone === 'UTC' ? { ...p, timeZone: browserTimeZone() } : p);
    }, () => live && setError('Your email preferences could not be loaded.'));
    return () => { live = false; };
  }, []);
  if (error && !prefs) return <InlineAlert tone="error">{error}</InlineAlert>;
  if (!prefs) return <Skeleton $height="12rem" />;

  const update = (next: EmailPreferences) => { setPrefs(next); setStatus('idle'); };
  const setKind = (kind: (typeof EMAIL_KINDS)[number], channel: 'inApp' | 'email', on: boolean) => {
    const next = { ...prefs, kinds: { ...prefs.kinds, [kind]: { ...prefs.kinds[kind], [channel]: on } } };
    update(kind === 'digest' && channel === 'email' ? { ...next, digest: on } : next);
  };
  const save = async () => {
    setStatus('saving');
    try {
      setPrefs(await saveEmailPreferences(prefs));
      setStatus('saved');
    } catch {
      setStatus('error');
    }
  };
  const quiet = prefs.quietHours;
  return (
    <Card as="section" aria-labelledby="email-prefs-title" id="email">
      <CardTitle id="email-prefs-title">Notifications and email</CardTitle>
      <Grid>
        <thead><tr><th scope="col">What</th><th scope="col">In app</th><th scope="col">Email</th></tr></thead>
        <tbody>
          {EMAIL_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{EMAIL_KIND_LABELS[kind]}</th>
              <td>{kind === 'digest' ? '—' : (
                <input type="checkbox" aria-label={`${EMAIL_KIND_LABELS[kind]} in the app`} checked={prefs.kinds[kind].inApp}
                  onChange={(e) => setKind(kind, 'inApp', e.target.checked)} />)}</td>
              <td><input type="checkbox" aria-label={`${EMAIL_KIND_LABELS[kind]} by email`}
                checked={kind === 'digest' ? prefs.digest : prefs.kinds[kind].email}
                onChange={(e) => setKind(kind, 'email', e.target.checked)} /></td>
            </tr>
          ))}
        </tbody>
      </Grid>
      <Row>
        <label>
          <input type="checkbox" checked={quiet !== null}
            onChange={(e) => update({ ...prefs, quietHours: e.target.checked ? { start: 22 * 60, end: 7 * 60 } : null })} />
          Quiet hours (no email)
        </label>
        {quiet && (
          <>
            <label>From <TextInput type="time" value={toTime(quiet.start)} onChange={(e) => update({ ...prefs, quietHours: { ...quiet, start: toMinutes(e.target.value) } })} /></label>
            <label>to <TextInput type="time" value={toTime(quiet.end)} onChange={(e) => update({ ...prefs, quietHours: { ...quiet, end: toMinutes(e.target.value) } })} /></label>
          </>
        )}
      </Row>
      <Row>
        <ZoneLabel>Time zone <TextInput value={prefs.timeZone} onChange={(e) => update({ ...prefs, timeZone: e.target.value })} /></ZoneLabel>
        <Button type="button" variant="ghost" size="sm" onClick={() => update({ ...prefs, timeZone: browserTimeZone() })}>Use this browser&apos;s time zone</Button>
      </Row>
      <Row>
        <Button type="button" onClick={() => void save()} loading={status === 'saving'}>Save preferences</Button>
        {status === 'saved' && <span role="status">Saved.</span>}
        {status === 'error' && <InlineAlert tone="error">Not saved: check the time zone (for example Europe/Paris).</InlineAlert>}
      </Row>
    </Card>
  );
}
