// /moderation/appeal?action=<id>: where a moderation notice leads (server/src/modules/safety/notices.ts). Shows the
// member's standing (GET /api/safety/me) and takes one appeal of the decision (POST /api/appeals); it lands in the
// moderators' queue, and the member gets a notice with the outcome.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Sanction } from 'shared-api';
import { APPEAL_TEXT_MAX } from 'shared-api/report-categories';
import { ApiError } from 'shared-auth';
import { Button, Card, Field, InlineAlert, Spinner, TextArea } from 'shared-ui';
import { useMyStanding, useSendAppeal } from '../hooks/use-appeal';

export const APPEAL_SENT = 'Your appeal was sent. A moderator will review it, and you will get a notice with the outcome.';
export const APPEAL_FAILED = 'The appeal could not be sent. Please try again.';

const day = (iso: string) => new Date(iso).toLocaleDateString([], { year: 'numeric', month: 'long', day: 'numeric' });

export function standingText(sanction: Sanction | null): string {
  if (!sanction) return 'Your account is in good standing: no restriction or suspension applies.';
  const until = sanction.expiresAt ? `until ${day(sanction.expiresAt)}` : 'until further notice';
  return sanction.kind === 'SUSPEND'
    ? `Your account is suspended ${until}: you cannot send messages or collaboration requests.`
    : `Your account is restricted ${until}: you cannot start new conversations or send collaboration requests; conversations you already have go on.`;
}

function refusal(err: unknown): string {
  if (!(err instanceof ApiError)) return APPEAL_FAILED;
  if (err.status === 409) return 'You have already appealed this decision; a moderator will review it.';
  if (err.status === 404) return 'This decision was not found, or it is not about your account.';
  if (err.status === 400) return 'This decision cannot be appealed, or the text is missing.';
  return APPEAL_FAILED;
}

export function AppealPage() {
  const [search] = useSearchParams();
  const actionId = Number(search.get('action'));
  const valid = Number.isSafeInteger(actionId) && actionId > 0;
  const { status: standingStatus, data: standing } = useMyStanding();
  const [text, setText] = useState('');
  const send = useSendAppeal();
  // An empty text is refused here, before any call; it replaces the last refusal until the next send.
  const [missingText, setMissingText] = useState(false);
  const sent = send.isSuccess;
  const failure = missingText ? 'Explain why the decision should change.' : send.isError ? refusal(send.error) : null;

  const submit = () => {
    if (!text.trim()) return setMissingText(true);
    setMissingText(false);
    send.mutate({ actionId, text: text.trim() });
  };

  return (
    <section aria-labelledby="appeal-title" style={{ maxWidth: 640 }}>
      <h1 id="appeal-title">Appeal a moderation decision</h1>
      <Card>
        <h2 style={{ marginTop: 0, fontSize: '1.1rem' }}>Your standing</h2>
        {standingStatus === 'pending' && <Spinner label="Loading your standing" />}
        {standingStatus === 'error' && <InlineAlert tone="error">Your standing could not be loaded.</InlineAlert>}
        {standingStatus === 'success' && <p data-testid="standing" style={{ margin: 0 }}>{standingText(standing.sanction)}</p>}
      </Card>
      {!valid && <InlineAlert tone="warning">Open this page from the moderation notice you received.</InlineAlert>}
      {valid && sent && <InlineAlert tone="success">{APPEAL_SENT}</InlineAlert>}
      {valid && !sent && (
        <form aria-label="Appeal" onSubmit={(e) => { e.preventDefault(); submit(); }} style={{ marginTop: 16 }}>
          <Field
            label="Why should the decision change?"
            required
            hint={`Up to ${APPEAL_TEXT_MAX} characters. You can appeal each decision once; a moderator who did not decide it reads it.`}
          >
            <TextArea value={text} rows={6} maxLength={APPEAL_TEXT_MAX} onChange={(e) => setText(e.target.value)} />
          </Field>
          {failure && <InlineAlert tone="error">{failure}</InlineAlert>}
          <Button type="submit" disabled={send.isPending}>{send.isPending ? 'Sending…' : 'Send appeal'}</Button>
        </form>
      )}
    </section>
  );
}
