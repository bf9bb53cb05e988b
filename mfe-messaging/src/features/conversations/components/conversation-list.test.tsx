import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Conversation } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { ConversationList, type ConversationListProps } from './conversation-list';

function conversation(id: number, name: string, last: string | null, unread = 0): Conversation {
  const at = '2026-11-20T10:00:00.000Z';
  return {
    id, user1Id: 1, user2Id: id + 1, user1UnreadCount: unread, user2UnreadCount: 0, unreadCount: unread,
    opponentUserId: id + 1, lastSequence: last ? 1 : 0, timestamp: at, lastMessageTime: last ? at : null, updatedAt: at,
    opponentChannelInfo: { channelName: name, name, thumbnail: '', avatarUrl: '', channelId: id, id },
    lastMessage: last ? { content: last, timestamp: at, senderId: id + 1 } : null,
  };
}

function renderList(props: Partial<ConversationListProps>) {
  const onOpen = jest.fn();
  render(
    <UiProvider>
      <ConversationList conversations={[]} loaded error={null} openId={null} onOpen={onOpen} onRetry={() => {}} {...props} />
    </UiProvider>,
  );
  return { onOpen };
}

it("says 'No conversations yet' when there are none", () => {
  renderList({});
  expect(screen.getByText('No conversations yet')).toBeInTheDocument();
});

it('shows name, a 50-character preview with an ellipsis and the unread badge, and opens on click', () => {
  const long = 'a'.repeat(60);
  const { onOpen } = renderList({ conversations: [conversation(5, 'Cleo Crafts', long, 3), conversation(6, 'Bob Bakes', null)] });
  const row = screen.getByRole('button', { name: /Cleo Crafts, 3 unread/ });
  expect(within(row).getByTestId('conversation-preview')).toHaveTextContent(`${'a'.repeat(50)}...`);
  expect(within(row).getByTestId('unread-badge')).toHaveTextContent('3');
  expect(within(screen.getByRole('button', { name: /Bob Bakes/ })).queryByTestId('unread-badge')).toBeNull();
  fireEvent.click(row);
  expect(onOpen).toHaveBeenCalledWith(5);
});

it("filters by name and says 'No conversations found' when nothing matches; Escape clears", () => {
  renderList({ conversations: [conversation(5, 'Cleo Crafts', 'hi'), conversation(6, 'Bob Bakes', 'yo')] });
  const search = screen.getByRole('searchbox', { name: 'Search conversations' });
  fireEvent.change(search, { target: { value: 'cleo' } });
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  fireEvent.change(search, { target: { value: 'zzz' } });
  expect(screen.getByText('No conversations found')).toBeInTheDocument();
  fireEvent.keyDown(search, { key: 'Escape' });
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it('shows a skeleton while loading, and the error with Retry', () => {
  const onRetry = jest.fn();
  render(
    <UiProvider>
      <ConversationList conversations={[]} loaded={false} error="Your conversations could not be loaded." openId={null} onOpen={() => {}} onRetry={onRetry} />
    </UiProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
  expect(screen.queryByText('No conversations yet')).toBeNull();
});
