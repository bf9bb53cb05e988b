// A message request's preview, above its messages: who is writing (channel, verified badge, subscriber tier,
// account age, topics in common) and what to do: Accept (moves it to the Inbox), Delete, Block, Report. Until the
// member accepts or replies, the sender sees no read receipt, typing or presence.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ConversationFolder, MessageRequestPreview } from 'shared-api';
import { blockMember } from 'shared-auth';
import { Avatar, Badge, BlockDialog, Button, InlineAlert, Skeleton, VerifiedTick } from 'shared-ui';
import { acceptRequest, deleteRequest, loadRequestPreview, reportChannel } from '../api/requests-api';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; display: flex; align-items: center; gap: 4px; }
  p { margin: 0; }
`;

const Who = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  > div { min-width: 0; display: grid; gap: 2px; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
  /* A fact ("1K–10K subscribers", "New account · 3 days") wraps as a whole, never between a number and its unit. */
  small > span { white-space: nowrap; }
`;

const Topics = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
`;

/* Two by two on a phone (three in a row left Report alone on a second line), one row from md. */
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.md} { display: flex; flex-wrap: wrap; }
`;

/** "New account · joined today", "New account · 3 days", "Member for 5 months", "Member for 2 years". */
export function accountAge(days: number): string {
  if (days < 1) return 'New account · joined today';
  if (days < 30) return `New account · ${days === 1 ? '1 day' : `${days} days`}`;
  if (days < 365) {
    const months = Math.floor(days / 30);
    return `Member for ${months === 1 ? '1 month' : `${months} months`}`;
  }
  const years = Math.floor(days / 365);
  return `Member for ${years === 1 ? '1 year' : `${years} years`}`;
}

export interface RequestPreviewProps {
  conversationId: number;
  folder: ConversationFolder;
  name: string;
  opponentUserId: number;
  /** After Accept, Delete or Block: the list is read again (and Delete/Block close the conversation). */
  onDone(action: 'accepted' | 'deleted' | 'blocked'): void;
}

export function RequestPreview({ conversationId, folder, name, opponentUserId, onDone }: RequestPreviewProps) {
  const [preview, setPreview] = useState<MessageRequestPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [blocking, setBlocking] = useState(false);

  useEffect(() => {
    let live = true;
    setPreview(null);
    setFailed(false);
    loadRequestPreview(conversationId).then((p) => live && setPreview(p)).catch(() => live && setFailed(true));
    return () => { live = false; };
  }, [conversationId]);

  const act = (run: () => Promise<unknown>, done: 'accepted' | 'deleted', failure: string) => {
    setBusy(true);
    setNotice(null);
    run().then(() => onDone(done)).catch(() => setNotice({ tone: 'error', text: failure })).finally(() => setBusy(false));
  };
  const report = () => {
    const channelId = preview?.sender.channelId;
    if (!channelId) return;
    setBusy(true);
    reportChannel(channelId, folder === 'SPAM' ? 'SCAM_OR_FRAUD' : 'SPAM')
      .then(() => setNotice({ tone: 'success', text: 'Reported. Our moderators will review it; they are not told who reported them.' }))
      .catch(() => setNotice({ tone: 'error', text: 'The report could not be sent. Please try again.' }))
      .finally(() => setBusy(false));
  };

  return (
    <Box aria-labelledby="request-title">
      <h3 id="request-title">{folder === 'SPAM' ? 'Likely spam' : 'Message request'}</h3>
      {folder === 'SPAM' ? (
        <InlineAlert tone="warning">This message looks like a scam: it asks to move elsewhere, for money, or links to files. Be careful with links.</InlineAlert>
      ) : (
        <p>{name} has not talked with you before. They will not know you have read this until you accept or reply.</p>
      )}
      {failed ? (
        <InlineAlert tone="error">Could not load who sent this.</InlineAlert>
      ) : !preview ? (
        <div aria-busy="true" aria-label="Loading the sender"><Skeleton $height="48px" /></div>
      ) : (
        <Who>
          <Avatar src={preview.sender.avatarUrl} name={preview.sender.channelName} size={48} />
          <div>
            <strong>
              {preview.sender.channelName}
              {preview.sender.verified && <VerifiedTick />}
            </strong>
            <small>
              {preview.sender.subscriberTier && <><span>{`${preview.sender.subscriberTier} subscribers`}</span>{' · '}</>}
              <span>{accountAge(preview.sender.accountAgeDays)}</span>
            </small>
            {preview.sharedTopics.length > 0 ? (
              <Topics aria-label="Topics in common">
                {preview.sharedTopics.map((t) => <li key={t}><Badge tone="accent">{t}</Badge></li>)}
              </Topics>
            ) : <small>No topics in common</small>}
          </div>
        </Who>
      )}
      {notice && <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert>}
      <Actions>
        <Button type="button" disabled={busy} onClick={() => act(() => acceptRequest(conversationId), 'accepted', 'Could not accept. Please try again.')}>Accept</Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => act(() => deleteRequest(conversationId), 'deleted', 'Could not delete. Please try again.')}>Delete</Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => setBlocking(true)}>Block</Button>
        <Button type="button" variant="secondary" disabled={busy || !preview?.sender.channelId} onClick={report}>Report</Button>
      </Actions>
      <BlockDialog
        open={blocking}
        onBlock={() => blockMember(opponentUserId)}
        name={name}
        onClose={() => setBlocking(false)}
        onBlocked={() => { setBlocking(false); onDone('blocked'); }}
      />
    </Box>
  );
}
