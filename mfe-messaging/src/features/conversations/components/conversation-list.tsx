// The conversation list (SPEC §2): search, one row per conversation (avatar, name, 50-character preview, time
// label, unread badge), the spec's empty states, a skeleton while loading and an error with Retry.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Conversation } from 'shared-api';
import { Avatar, Button, CountBadge, InlineAlert, Skeleton, SearchInput, formatBadgeCount, formatChatTimestamp, truncatePreview } from 'shared-ui';
import { filterConversations } from '../../chat/rules/conversation-order';

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
}

export function ConversationList({ conversations, loaded, error, openId, onOpen, onRetry }: ConversationListProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterConversations(conversations, query), [conversations, query]);
  return (
    <Panel aria-labelledby="conversations-title">
      <h1 id="conversations-title">Messages</h1>
      <SearchInput label="Search conversations" placeholder="Search conversations" value={query} onValue={setQuery} />
      {error && (
        <InlineAlert tone="error">
          {error} <Button size="sm" variant="secondary" onClick={onRetry}>Retry</Button>
        </InlineAlert>
      )}
      {!loaded && !error ? (
        <div aria-busy="true" aria-label="Loading conversations">
          {[0, 1, 2].map((i) => <Skeleton key={i} style={{ height: 56, marginBottom: 8 }} />)}
        </div>
      ) : conversations.length === 0 ? (
        loaded && <Empty>No conversations yet</Empty>
      ) : shown.length === 0 ? (
        <Empty>No conversations found</Empty>
      ) : (
        <List aria-label="Conversations">
          {shown.map((c) => {
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
      )}
    </Panel>
  );
}
