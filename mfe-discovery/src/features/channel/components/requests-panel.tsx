// The owner's incoming collaboration requests (the COLLABORATION_REQUEST notification links here): accept or
// decline, with an optional note. Accepting opens the conversation, which starts with the request.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CollabRequest } from 'shared-api';
import { REQUEST_NOTE_MAX } from 'shared-api/collaboration-options';
import styled from 'styled-components';
import {
  Avatar, Badge, Button, EmptyState, ErrorPanel, Field, ReportDialog, Skeleton, StackList, TextInput, type BadgeTone,
} from 'shared-ui';
import { blockingAvailable, blockMember, sendReport } from 'shared-auth';
import { useIncomingRequests, useRespondToRequest } from '../hooks/use-incoming-requests';

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

function RequestItem({ request, highlight }: { request: CollabRequest; highlight: boolean }) {
  const [note, setNote] = useState('');
  // Set when this item's own Accept/Decline answered it: the buttons that had focus are gone, so focus moves on.
  const answered = useRef(false);
  const respond = useRespondToRequest(request.id, () => { answered.current = true; });
  const busy = respond.isPending ? respond.variables.action : null;
  const error = respond.error ? (respond.error instanceof Error ? respond.error.message : 'Please try again.') : null;
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
  useEffect(() => {
    if (highlight) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlight]);
  useEffect(() => {
    if (!answered.current || request.status === 'PENDING') return;
    answered.current = false;
    (conversationLink.current ?? ref.current)?.focus();
  }, [request.status]);
  const act = (action: 'accept' | 'decline') => respond.mutate({ action, note });
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
  const { status, data: list, error, refetch } = useIncomingRequests();
  // Without a list (after an error) a refetch goes back to the pending state: the skeleton.
  const retry = () => { void refetch(); };

  if (status === 'pending') {
    return <div role="status" aria-label="Loading requests"><Skeleton $width="100%" $height="120px" /></div>;
  }
  if (status === 'error') {
    return <ErrorPanel title="Could not load your requests" message={error instanceof Error ? error.message : 'Please try again.'} onRetry={retry} />;
  }
  if (list.length === 0) {
    return <EmptyState title="No collaboration requests yet" description="Requests other creators send you appear here." />;
  }
  return (
    <StackList aria-label="Incoming collaboration requests">
      {list.map((r) => <RequestItem key={r.id} request={r} highlight={r.id === highlightId} />)}
    </StackList>
  );
}
