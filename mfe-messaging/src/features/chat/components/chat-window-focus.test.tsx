import { act, render, screen } from '@testing-library/react';
import type { Conversation } from 'shared-api';
import { UiProvider } from 'shared-ui';
import type { ChatDataService, ChatSnapshot } from '../service/chat-data-service';
import { ChatWindow } from './chat-window';

const conversation = {
  id: 7, user1Id: 1, user2Id: 2, opponentUserId: 2, unreadCount: 0, opponentLastReadSequence: 0,
  opponentChannelInfo: { channelName: 'Cleo Crafts', name: 'Cleo Crafts', thumbnail: '', avatarUrl: '', channelId: 2, id: 2 },
} as unknown as Conversation;

const snapshot = {
  conversations: [conversation], conversationsLoaded: true, conversationsLoading: false, conversationsError: null,
  messages: { 7: { messages: [], loaded: true, loading: false, loadingOlder: false, hasOlder: false, error: null } },
  outbox: [], connected: true, online: { 2: true }, typingUntil: {}, readUpTo: {}, openConversationId: 7,
} as ChatSnapshot;

const service = {
  userId: 1, loadOlder: async () => {}, retry: () => {}, send: () => 'queued', notifyTyping: () => {},
} as unknown as ChatDataService;

function renderWindow(pageHeading: boolean, onBack = () => {}) {
  return render(
    <UiProvider>
      <ChatWindow service={service} snapshot={snapshot} conversation={conversation} pageHeading={pageHeading} onBack={onBack} />
    </UiProvider>,
  );
}

it("on a phone the partner's name is the page's h1, with their status and a Back button; focus starts on it", () => {
  const onBack = jest.fn();
  renderWindow(true, onBack);
  const title = screen.getByRole('heading', { level: 1, name: 'Cleo Crafts' });
  expect(title).toHaveFocus();
  expect(screen.getByText('Online')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Back to conversations' }).click());
  expect(onBack).toHaveBeenCalledTimes(1);
});

it('on a wide screen the name is an h2 (the list has the h1), and focus on a visible element is left alone', () => {
  const row = document.createElement('button');
  document.body.append(row);
  row.focus();
  // jsdom has no layout (no element has client rects): give the focused row the box a visible desktop row has.
  jest.spyOn(row, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  renderWindow(false);
  expect(screen.getByRole('heading', { level: 2, name: 'Cleo Crafts' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(row).toHaveFocus();
  row.remove();
});
