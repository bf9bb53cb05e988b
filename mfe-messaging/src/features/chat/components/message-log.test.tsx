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

it('shows one time per run of one sender and a day divider before the first message of each day', () => {
  const base = messages(5);
  const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
  const items: ChatItem[] = [
    { ...base[0]!, senderId: OTHER, timestamp: at(2, 9, 0) },
    { ...base[1]!, senderId: OTHER, timestamp: at(2, 9, 3) },
    { ...base[2]!, senderId: ME, timestamp: at(2, 9, 4) },
    { ...base[3]!, senderId: ME, timestamp: at(3, 9, 5) },
    { ...base[4]!, senderId: ME, timestamp: at(3, 9, 30) },
  ];
  renderLog({ items });
  const rows = screen.getByRole('log').querySelectorAll<HTMLElement>('[data-row-key]');
  const timesIn = (row: HTMLElement) => row.querySelectorAll('[data-testid="message-time"]').length;
  expect([...rows].map(timesIn)).toEqual([0, 1, 1, 1, 1]);
  // Two days: two dividers, above messages 1 and 4, each named by its day.
  const dividers = screen.getAllByRole('separator');
  expect(dividers).toHaveLength(2);
  expect(rows[0]!.contains(dividers[0]!)).toBe(true);
  expect(rows[3]!.contains(dividers[1]!)).toBe(true);
  expect(dividers[0]).toHaveAccessibleName(new Date(2026, 10, 2).toLocaleDateString([], { month: 'short', day: 'numeric' }));
  // The time under a group is the time of day of its last message.
  expect(rows[1]!.querySelector('time')).toHaveAttribute('datetime', at(2, 9, 3));
  expect(rows[1]!.querySelector('time')).toHaveTextContent(new Date(2026, 10, 2, 9, 3).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
});

it("keeps a pending message's 'Sending…' under it even inside a group", () => {
  const base = messages(2);
  const now = new Date().toISOString();
  const items: ChatItem[] = [
    { ...base[0]!, senderId: ME, timestamp: now, key: 'c1', id: null, sequence: null, state: 'sending' },
    { ...base[1]!, senderId: ME, timestamp: now, key: 'c2', id: null, sequence: null, state: 'sending' },
  ];
  renderLog({ items });
  expect(screen.getAllByText('Sending…')).toHaveLength(2);
  expect(screen.getAllByTestId('message-time')).toHaveLength(1);
  expect(screen.getByRole('separator', { name: 'Today' })).toBeInTheDocument();
});
