// One reported item in the queue: what was reported (the snapshot as it was), the reports, and the decisions.
import { useState } from 'react';
import type { ModerationActionRequest, QueueItem } from 'shared-api';
import { REPORT_CATEGORY_LABELS } from 'shared-api/report-categories';
import { Badge, Button, Card, Field, TextInput } from 'shared-ui';
import styled from 'styled-components';

const KIND_LABELS: Record<QueueItem['item']['kind'], string> = {
  CHANNEL: 'Channel profile', MESSAGE: 'Message', COLLAB_REQUEST: 'Collaboration request', INVITATION: 'Invitation',
};
/** Snapshot fields worth showing first, in this order; the rest follow. */
const SNAPSHOT_ORDER = ['content', 'message', 'name', 'about', 'description', 'senderChannel', 'requesterChannel', 'inviterChannel', 'sentAt'];

const Head = styled.div`
  display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[2]}; align-items: center; justify-content: space-between;
`;
const Snapshot = styled.dl`
  display: grid; grid-template-columns: minmax(90px, max-content) 1fr; gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0; padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.background}; border-radius: ${({ theme }) => theme.radii.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
`;
const Reports = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[3]}; padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[2]}; margin-top: ${({ theme }) => theme.space[2]};`;

export interface QueueItemCardProps {
  entry: QueueItem;
  onDecide: (body: ModerationActionRequest) => Promise<void>;
}

export function QueueItemCard({ entry, onDecide }: QueueItemCardProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = Object.entries(entry.snapshot)
    .filter(([, v]) => v !== null && v !== '')
    .sort(([a], [b]) => (SNAPSHOT_ORDER.indexOf(a) + 1 || 99) - (SNAPSHOT_ORDER.indexOf(b) + 1 || 99))
    .slice(0, 8);
  const decide = (action: ModerationActionRequest['action'], days?: number) => {
    setBusy(true);
    onDecide({ action, item: entry.item, reason, ...(days ? { days } : {}) }).finally(() => setBusy(false));
  };
  const title = `${KIND_LABELS[entry.item.kind]} #${entry.item.id}`;
  return (
    <Card $padding="md" as="article" aria-label={title}>
      <Head>
        <strong>{title} · {entry.reported?.name ?? `member ${entry.reported?.userId ?? '?'}`}</strong>
        <span>
          <Badge tone="warning">{entry.reportCount} report{entry.reportCount === 1 ? '' : 's'}</Badge>{' '}
          {entry.hidden && <Badge tone="danger">Hidden until reviewed</Badge>}
        </span>
      </Head>
      <small>First reported {new Date(entry.firstReportedAt).toLocaleString()}</small>
      <Snapshot aria-label="Reported content as it was">
        {fields.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{String(v)}</dd>
          </div>
        ))}
      </Snapshot>
      <Reports>
        {entry.reports.map((r) => (
          <li key={r.id}>{REPORT_CATEGORY_LABELS[r.category]}{r.note ? `: “${r.note}”` : ''}</li>
        ))}
      </Reports>
      <Field label="Reason (the member is told)">
        <TextInput value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
      </Field>
      <Actions>
        {([['DISMISS', 'Dismiss'], ['REMOVE', 'Remove content'], ['WARN', 'Warn']] as const).map(([a, label]) => (
          <Button key={a} size="sm" variant={a === 'DISMISS' ? 'secondary' : 'primary'} disabled={busy || !reason.trim()} onClick={() => decide(a)}>
            {label}
          </Button>
        ))}
        <Button size="sm" variant="danger" disabled={busy || !reason.trim()} onClick={() => decide('RESTRICT', 7)}>Restrict 7 days</Button>
        <Button size="sm" variant="danger" disabled={busy || !reason.trim()} onClick={() => decide('SUSPEND')}>Suspend</Button>
      </Actions>
    </Card>
  );
}
