// The owner's incoming collaboration requests (the COLLABORATION_REQUEST notification links here): accept or
// decline, with an optional note. Accepting opens the conversation, which starts with the request.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CollabRequest } from 'shared-api';
import { REQUEST_NOTE_MAX } from 'shared-api/collaboration-options';
import styled from 'styled-components';
import {
  Avatar, Badge, Button, EmptyState, ErrorPanel, Field, ReportDialog, Skeleton, StackList, TextInput, type BadgeTone,
} from 'shared-ui';
import { blockingAvailable, blockMember, sendReport } from 'shared-auth';
import { listCollabRequests, respondToRequest } from '../api/channel-page-api';

const Item = styled.li<{ $highlight: boolean }>`
  border: 1px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  header { display: flex; align-items: center; gap: ${({ theme }) => theme.space[3]}; flex-wrap: wrap; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: ${({ theme }) => theme.space[3]} 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > div { flex: 1 1 14rem; }
`;

export const STATUS_TONE: Record<CollabRequest['status'], BadgeTone> = {
  PENDING: 'warning', ACCEPTED: 'success', DECLINED: 'danger', WITHDRAWN: 'neutral',
};
export const STATUS_LABEL: Record<CollabRequest['status'], string> = {
  PENDING: 'Pending', ACCEPTED: 'Accepted', DECLINED: 'Declined', WITHDRAWN: 'Withdrawn',
};

function RequestItem({ request, highlight, onChanged }: { request: CollabRequest; highlight: boolean; onChanged: (r: CollabRequest) => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [canBlock, setCanBlock] = useState(false);
  useEffect(() => {
    if (!reporting) return;
    let live = true;
    void blockingAvailable().then((yes) => { if (live) setCanBlock(yes); });
    return () => { live = false; };
  }, [reporting]);
  const ref = useRef<HTMLLIElement>(null);
  const conversationLink = useRef<HTMLAnchorElement>(null);
  // Set when this item's own Accept/Decline answered it: the buttons that had focus are gone, so focus moves on.
  const answered = useRef(false);
  useEffect(() => {
    if (highlight) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlight]);
  useEffect(() => {
    if (!answered.current || request.status === 'PENDING') return;
    answered.current = false;
    (conversationLink.current ?? ref.current)?.focus();
  }, [request.status]);
  const act = async (action: 'accept' | 'decline') => {
    setBusy(action);
    setError(null);
    try {
      const changed = await respondToRequest(request.id, action, note);
      answered.current = true;
      onChanged(changed);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Item ref={ref} tabIndex={-1} $highlight={highlight} aria-label={`Request from ${request.requester.name}`}>
      <header>
        <Avatar src={request.requester.thumbnail} name={request.requester.name} size={40} />
        <strong>{request.requester.name}</strong>
        <Badge tone={STATUS_TONE[request.status]}>{STATUS_LABEL[request.status]}</Badge>
      </header>
      <dl>
        <dt>Format</dt><dd>{request.optionLabel}</dd>
        <dt>Timing</dt><dd>{request.timing}</dd>
        <dt>Message</dt><dd>{request.message}</dd>
        {request.responseNote && (<><dt>Your note</dt><dd>{request.responseNote}</dd></>)}
      </dl>
      {request.status === 'PENDING' && (
        <Actions>
          <Field label="Note (optional)" error={error ?? undefined}>
            <TextInput value={note} maxLength={REQUEST_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <Button type="button" onClick={() => act('accept')} loading={busy === 'accept'} disabled={busy !== null}>Accept</Button>
          <Button type="button" variant="secondary" onClick={() => act('decline')} loading={busy === 'decline'} disabled={busy !== null}>Decline</Button>
        </Actions>
      )}
      {request.status === 'ACCEPTED' && request.conversationId && (
        <Link ref={conversationLink} to={`/messages?conversation=${request.conversationId}`}>Open the conversation</Link>
      )}
      <Button type="button" variant="ghost" size="sm" onClick={() => setReporting(true)}>Report request</Button>
      <ReportDialog
        open={reporting}
        subject={`the request from ${request.requester.name}`}
        memberName={request.requester.name}
        onSend={(r) => sendReport({ item: { kind: 'COLLAB_REQUEST', id: request.id }, ...r })}
        onBlock={canBlock ? async () => (await blockMember(request.requester.userId)) === 'blocked' : undefined}
        onClose={() => setReporting(false)}
      />
    </Item>
  );
}

export function RequestsPanel({ highlightId }: { highlightId: number | null }) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: CollabRequest[] }>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', list: await listCollabRequests('incoming') });
    } catch (err) {
      setState({ status: 'error', message: err instanceof Error ? err.message : 'Please try again.' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === 'loading') {
    return <div role="status" aria-label="Loading requests"><Skeleton $width="100%" $height="120px" /></div>;
  }
  if (state.status === 'error') return <ErrorPanel title="Could not load your requests" message={state.message} onRetry={load} />;
  if (state.list.length === 0) {
    return <EmptyState title="No collaboration requests yet" description="Requests other creators send you appear here." />;
  }
  const replace = (r: CollabRequest) =>
    setState((s) => (s.status === 'ready' ? { status: 'ready', list: s.list.map((x) => (x.id === r.id ? r : x)) } : s));
  return (
    <StackList aria-label="Incoming collaboration requests">
      {state.list.map((r) => <RequestItem key={r.id} request={r} highlight={r.id === highlightId} onChanged={replace} />)}
    </StackList>
  );
}
