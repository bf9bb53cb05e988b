// The conversation list (SPEC §2): search, one row per conversation (avatar, name, 50-character preview, time
// label, unread badge), the spec's empty states, a skeleton while loading and an error with Retry. Folder tabs
// Inbox / Requests / Spam (message requests) with their counts; the open conversation's folder is selected.
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Conversation, ConversationFolder } from 'shared-api';
import { CONVERSATION_FOLDERS } from 'shared-api/conversation-folders';
import { Avatar, Button, CountBadge, InlineAlert, Skeleton, SearchInput, Tabs, formatBadgeCount, formatChatTimestamp, truncatePreview } from 'shared-ui';
import { filterConversations } from '../../chat/rules/conversation-order';
import { FOLDER_EMPTY, FOLDER_LABELS, countByFolder, folderOf } from '../../chat/rules/folders';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 0;
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Row = styled.button<{ $active: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Texts = styled.span`
  min-width: 0;
  display: flex;
  flex-direction: column;
  strong, span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Meta = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* The folder tabs and their panel fill the list's height; the rows scroll inside. The three tabs share the narrow
   column at every width (the compact tab size), so the last one's count is not pushed out of sight. */
const FolderTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  flex: 1;
  [role='tab'] {
    flex: 1 1 auto;
    padding: 10px 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > [role='tabpanel'] { min-height: 0; display: flex; flex-direction: column; }
`;

const FolderCount = styled.span`
  margin-left: 6px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const LIST_LABELS: Record<ConversationFolder, string> = { INBOX: 'Conversations', REQUESTS: 'Message requests', SPAM: 'Spam' };

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  margin: ${({ theme }) => theme.space[6]} 0;
`;

export interface ConversationListProps {
  conversations: Conversation[];
  loaded: boolean;
  error: string | null;
  openId: number | null;
  onOpen(id: number): void;
  onRetry(): void;
  /** The member (their own last message puts a request in the Inbox); without it every conversation is in the Inbox. */
  me?: number | null;
}

export function ConversationList({ conversations, loaded, error, openId, onOpen, onRetry, me = null }: ConversationListProps) {
  const [query, setQuery] = useState('');
  const [folder, setFolder] = useState<ConversationFolder>('INBOX');
  const who = me ?? -1;
  const counts = useMemo(() => countByFolder(conversations, who), [conversations, who]);
  // A conversation opened from a link or a notification shows its folder.
  const openFolder = useMemo(() => {
    const open = openId === null ? undefined : conversations.find((c) => c.id === openId);
    return open ? folderOf(open, who) : null;
  }, [conversations, openId, who]);
  useEffect(() => {
    if (openFolder) setFolder(openFolder);
  }, [openFolder]);
  const inFolder = useMemo(() => conversations.filter((c) => folderOf(c, who) === folder), [conversations, folder, who]);
  const shown = useMemo(() => filterConversations(inFolder, query), [inFolder, query]);
  const rows = (list: Conversation[]) => (
    <List aria-label={LIST_LABELS[folder]}>
      {list.map((c) => {
        const name = c.opponentChannelInfo.channelName || c.opponentChannelInfo.name;
        const badge = formatBadgeCount(c.unreadCount);
        const preview = truncatePreview(c.lastMessage?.content ?? '');
        return (
          <li key={c.id}>
            <Row
              type="button"
              $active={c.id === openId}
              aria-current={c.id === openId ? 'true' : undefined}
              aria-label={`${name}${badge ? `, ${badge} unread` : ''}${preview ? `: ${preview}` : ''}`}
              data-conversation-id={c.id}
              onClick={() => onOpen(c.id)}
            >
              <Avatar src={c.opponentChannelInfo.thumbnail || c.opponentChannelInfo.avatarUrl} name={name} size={44} />
              <Texts>
                <strong>{name}</strong>
                <span data-testid="conversation-preview">{preview || 'No messages yet'}</span>
              </Texts>
              <Meta>
                <time dateTime={c.lastMessage?.timestamp ?? c.updatedAt}>
                  {formatChatTimestamp(c.lastMessage?.timestamp ?? c.lastMessageTime ?? c.updatedAt)}
                </time>
                {badge && <CountBadge data-testid="unread-badge">{badge}</CountBadge>}
              </Meta>
            </Row>
          </li>
        );
      })}
    </List>
  );
  const body = (
    !loaded && !error ? (
      <div aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2].map((i) => <Skeleton key={i} style={{ height: 56, marginBottom: 8 }} />)}
      </div>
    ) : inFolder.length === 0 ? (
      (loaded && <Empty>{conversations.length === 0 ? 'No conversations yet' : FOLDER_EMPTY[folder]}</Empty>) || null
    ) : shown.length === 0 ? (
      <Empty>No conversations found</Empty>
    ) : rows(shown)
  );
  // Without a member (signed out, tests of the bare list) there are no folders to tell apart.
  const hasFolders = me !== null;
  return (
    <Panel aria-labelledby="conversations-title">
      <h1 id="conversations-title">Messages</h1>
      <SearchInput label="Search conversations" placeholder="Search conversations" value={query} onValue={setQuery} />
      {error && (
        <InlineAlert tone="error">
          {error} <Button size="sm" variant="secondary" onClick={onRetry}>Retry</Button>
        </InlineAlert>
      )}
      {hasFolders ? (
        <FolderTabs
          label="Conversation folders"
          value={folder}
          onChange={(id) => setFolder(id as ConversationFolder)}
          tabs={CONVERSATION_FOLDERS.map((f) => ({
            id: f,
            label: <>{FOLDER_LABELS[f]}{f !== 'INBOX' && counts[f] > 0 && <FolderCount aria-label={`(${counts[f]})`}>{counts[f]}</FolderCount>}</>,
            content: f === folder ? body : null,
          }))}
        />
      ) : body}
    </Panel>
  );
}
