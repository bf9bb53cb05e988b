import { act, render, screen } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import type { ChatItem } from '../rules/message-list';
import { MessageLog, type MessageLogProps } from './message-log';

const ME = 1;
const OTHER = 2;

function messages(count: number): ChatItem[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `m${i + 1}`, id: i + 1, sequence: i + 1, clientMessageId: null, conversationId: 7,
    senderId: i % 2 === 0 ? ME : OTHER, recipientId: i % 2 === 0 ? OTHER : ME, content: `Message number ${i + 1}`,
    timestamp: '2026-11-20T10:00:00.000Z', state: 'sent',
  }));
}

function renderLog(props: Partial<MessageLogProps>) {
  const all: MessageLogProps = {
    items: [], me: ME, name: 'Cleo Crafts', seenKey: null, loaded: true, loading: false, loadingOlder: false,
    error: null, onLoadOlder: () => {}, onRetry: () => {}, ...props,
  };
  const view = render(<UiProvider><MessageLog {...all} /></UiProvider>);
  return { ...view, rerender: (next: Partial<MessageLogProps>) => view.rerender(<UiProvider><MessageLog {...all} {...next} /></UiProvider>) };
}

it('renders a conversation of 10,000 messages as a log with only a bounded window of message nodes', () => {
  const items = messages(10_000);
  const { container } = renderLog({ items });
  const log = screen.getByRole('log', { name: 'Messages with Cleo Crafts' });
  const rendered = log.querySelectorAll('[data-testid="chat-message"]');
  expect(rendered.length).toBeGreaterThan(0);
  expect(rendered.length).toBeLessThanOrEqual(60);
  // The whole document holds no more than that either (no hidden copy of the list).
  expect(container.querySelectorAll('[data-testid="chat-message"]')).toHaveLength(rendered.length);
  // The rows not rendered are padding of their estimated height, so the scroll range is the whole conversation.
  const track = log.querySelector<HTMLElement>('[data-row-key]')!.parentElement!;
  const padding = parseFloat(track.style.paddingTop || '0') + parseFloat(track.style.paddingBottom || '0');
  expect(padding).toBeGreaterThan((10_000 - 60) * 50);
});

it('announces an incoming message in the live region, not my own', () => {
  const items = messages(3);
  const view = renderLog({ items });
  const incoming: ChatItem = { ...items[1]!, key: 'm4', id: 4, sequence: 4, content: 'Are you there?' };
  act(() => view.rerender({ items: [...items, incoming] }));
  expect(screen.getByText('Cleo Crafts: Are you there?')).toBeInTheDocument();
  const mine: ChatItem = { ...items[0]!, key: 'm5', id: 5, sequence: 5, content: 'Yes!' };
  act(() => view.rerender({ items: [...items, incoming, mine] }));
  expect(screen.queryByText('Cleo Crafts: Yes!')).toBeNull();
  expect(screen.getByText('Yes!')).toBeInTheDocument();
});

it("shows 'Seen' under the given message and Retry for a failed one", () => {
  const items = messages(2);
  const failed: ChatItem = { ...items[0]!, key: 'c1', id: null, sequence: null, state: 'failed', error: 'Too long' };
  const onRetry = jest.fn();
  renderLog({ items: [...items, failed], seenKey: 'm1', onRetry });
  expect(screen.getByTestId('seen')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Retry' }).click());
  expect(onRetry).toHaveBeenCalledWith('c1');
});
