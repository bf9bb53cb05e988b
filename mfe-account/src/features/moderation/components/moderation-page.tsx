// /moderation: the moderation queue (moderators only; the server answers 403 to anyone else). Reported items with
// their snapshots and the decisions, reported members, and appeals; oldest first.
import { useState } from 'react';
import type { ModerationActionRequest, ModerationQueue } from 'shared-api';
import { ApiError } from 'shared-auth';
import { Button, Card, EmptyState, InlineAlert, Spinner, StackList, Tabs, useToast } from 'shared-ui';
import { useModerationAction, useModerationQueue, useResolveAppeal } from '../hooks/use-moderation-queue';
import { QueueItemCard } from './queue-item-card';

export const NOT_A_MODERATOR = 'This page is for CollabHub moderators.';
export const QUEUE_FAILED = 'The queue could not be loaded. Please try again.';

type Load = { state: 'loading' } | { state: 'forbidden' } | { state: 'failed' } | { state: 'ready'; queue: ModerationQueue };

function loadOf({ status, data, error }: ReturnType<typeof useModerationQueue>): Load {
  if (status === 'pending') return { state: 'loading' };
  if (status === 'error') return { state: error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed' };
  return { state: 'ready', queue: data };
}

export function ModerationPage() {
  const load = loadOf(useModerationQueue());
  const action = useModerationAction();
  const appeal = useResolveAppeal();
  const [tab, setTab] = useState('items');
  const toast = useToast();

  const decide = async (body: ModerationActionRequest) => {
    try {
      await action.mutateAsync(body);
      toast.show({ message: 'Decision recorded; the member was notified.', tone: 'success' });
    } catch {
      toast.show({ message: 'The decision could not be recorded.', tone: 'error' });
    }
  };
  const decideAppeal = async (id: number, decision: 'UPHOLD' | 'REVERSE') => {
    try {
      await appeal.mutateAsync({ id, body: { decision, reason: decision === 'REVERSE' ? 'Reversed on appeal' : 'Decision stands after review' } });
    } catch {
      toast.show({ message: 'The appeal could not be decided.', tone: 'error' });
    }
  };

  return (
    <section aria-labelledby="moderation-title">
      <h1 id="moderation-title">Moderation queue</h1>
      {load.state === 'loading' && <Spinner label="Loading the queue" />}
      {load.state === 'forbidden' && <InlineAlert tone="warning">{NOT_A_MODERATOR}</InlineAlert>}
      {load.state === 'failed' && <InlineAlert tone="error">{QUEUE_FAILED}</InlineAlert>}
      {load.state === 'ready' && (
        <Tabs
          label="Queue views"
          value={tab}
          onChange={setTab}
          tabs={[
            {
              id: 'items', label: `Items (${load.queue.byItem.length})`,
              content: load.queue.byItem.length === 0 ? <EmptyState title="Nothing to review" /> : (
                <StackList>
                  {load.queue.byItem.map((entry) => (
                    <li key={`${entry.item.kind}-${entry.item.id}`}><QueueItemCard entry={entry} onDecide={decide} /></li>
                  ))}
                </StackList>
              ),
            },
            {
              id: 'members', label: `Members (${load.queue.byMember.length})`,
              content: load.queue.byMember.length === 0 ? <EmptyState title="No reported members" /> : (
                <StackList>
                  {load.queue.byMember.map((m) => (
                    <li key={m.reported.userId}>
                      <Card $padding="md">
                        <strong>{m.reported.name ?? `Member ${m.reported.userId}`}</strong>
                        <div>{m.reportCount} reports on {m.itemCount} item{m.itemCount === 1 ? '' : 's'} · first {new Date(m.firstReportedAt).toLocaleDateString()}</div>
                      </Card>
                    </li>
                  ))}
                </StackList>
              ),
            },
            {
              id: 'appeals', label: `Appeals (${load.queue.appeals.length})`,
              content: load.queue.appeals.length === 0 ? <EmptyState title="No open appeals" /> : (
                <StackList>
                  {load.queue.appeals.map((a) => (
                    <li key={a.id}>
                      <Card $padding="md">
                        <strong>Appeal of {a.action.action.toLowerCase()} #{a.actionId}</strong>
                        <p>{a.text}</p>
                        <Button size="sm" variant="secondary" onClick={() => void decideAppeal(a.id, 'UPHOLD')}>Uphold</Button>{' '}
                        <Button size="sm" onClick={() => void decideAppeal(a.id, 'REVERSE')}>Reverse</Button>
                      </Card>
                    </li>
                  ))}
                </StackList>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
