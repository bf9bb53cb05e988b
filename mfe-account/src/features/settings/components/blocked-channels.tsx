// Settings → Blocked channels: the members the caller blocked, each with Unblock (which restores messages,
// requests, presence and discovery between the two at once).
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BlockedChannel } from 'shared-api';
import { Avatar, Button, EmptyState, ErrorPanel, InlineAlert, Skeleton } from 'shared-ui';
import { loadBlockedChannels, unblockMember } from '../api/blocks-api';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  > div { flex: 1; min-width: 0; }
  strong { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function BlockedChannels() {
  const [blocked, setBlocked] = useState<BlockedChannel[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    setBlocked(null);
    loadBlockedChannels().then((r) => setBlocked(r.blocked)).catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const unblock = (who: BlockedChannel) => {
    setBusy(who.userId);
    setNotice(null);
    unblockMember(who.userId)
      .then(() => {
        setBlocked((list) => (list ?? []).filter((b) => b.userId !== who.userId));
        setNotice({ tone: 'success', text: `${who.channelName} is unblocked.` });
      })
      .catch(() => setNotice({ tone: 'error', text: `${who.channelName} could not be unblocked. Please try again.` }))
      .finally(() => setBusy(null));
  };

  return (
    <section aria-labelledby="blocked-title">
      <h2 id="blocked-title">Blocked channels</h2>
      <p>Blocked members cannot message you or send you requests, and you do not see each other in discovery or search.</p>
      {notice && <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert>}
      {failed ? (
        <ErrorPanel title="Blocked channels could not be loaded" onRetry={load} />
      ) : blocked === null ? (
        <div aria-busy="true" aria-label="Loading blocked channels"><Skeleton $height="56px" /><Skeleton $height="56px" /></div>
      ) : blocked.length === 0 ? (
        <EmptyState title="You have not blocked anyone" />
      ) : (
        <List aria-label="Blocked channels">
          {blocked.map((b) => (
            <Row key={b.userId}>
              <Avatar src={b.avatarUrl} name={b.channelName} size={40} />
              <div>
                <strong>{b.channelName}</strong>
                <small>Blocked {dateOf(b.blockedAt)}</small>
              </div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={busy === b.userId}
                onClick={() => unblock(b)}
                aria-label={`Unblock ${b.channelName}`}
              >
                {busy === b.userId ? 'Unblocking…' : 'Unblock'}
              </Button>
            </Row>
          ))}
        </List>
      )}
    </section>
  );
}
