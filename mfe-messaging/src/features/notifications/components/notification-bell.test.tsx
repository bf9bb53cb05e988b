// The bell against a small in-test notification server (fetch) and an in-test realtime connection.
import { fakeFetch } from 'jest-support/fake-fetch';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Notification } from 'shared-api';
import { SessionProvider, serverUserAtom, sessionStore } from 'shared-auth';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { UiProvider } from 'shared-ui';
import { TestRealtimeConnection, notification } from '../../../test-support/notification-fixture';
import type { RealtimeConnection } from '../../../realtime/realtime-connection';
import { NotificationBell } from './notification-bell';

const USER_ID = 42;
const QUEUE = `/user/${USER_ID}/queue/notifications`;

/** What the server holds for the member; the fake fetch answers the four notification calls from it. */
const server = {
  items: [] as Notification[],
  unreadCount: 0,
  fail: new Set<string>(),
};

function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return { ok: status < 300, status, text: async () => text, json: async () => body };
}

function route(url: string, init?: RequestInit) {
  const method = init?.method ?? 'GET';
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (server.fail.has(pathname)) return answer(500, { message: 'boom' });
  if (method === 'GET' && pathname === '/api/notifications/unread') {
    return answer(200, { notifications: server.items.filter((n) => !n.read), unreadCount: server.unreadCount });
  }
  if (method === 'GET' && pathname === '/api/notifications') {
    const page = Number(searchParams.get('page'));
    const size = Number(searchParams.get('size'));
    return answer(200, {
      notifications: server.items.slice(page * size, page * size + size),
      currentPage: page, totalItems: server.items.length, totalPages: Math.ceil(server.items.length / size),
      unreadCount: server.unreadCount,
    });
  }
  if (method === 'PUT' && pathname === '/api/notifications/mark-all-read') {
    server.items = server.items.map((n) => ({ ...n, read: true }));
    server.unreadCount = 0;
    return answer(200, { success: true, updated: 1 });
  }
  const one = /^\/api\/notifications\/(\d+)\/read$/.exec(pathname);
  if (method === 'PUT' && one) {
    const target = server.items.find((n) => n.id === Number(one[1]));
    return answer(200, { success: true, notification: { ...target, read: true } });
  }
  return answer(404, { message: `no route ${method} ${pathname}` });
}

const calls = (method: string, path: string | RegExp) =>
  fakeFetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method
    && (typeof path === 'string' ? new URL(url, 'http://localhost').pathname === path : path.test(url))).length;

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

async function renderBell(path = '/dashboardV2', connection: RealtimeConnection | null = null, bells = 1) {
  await act(async () => {
    render(
      <SessionProvider>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>
            {Array.from({ length: bells }, (_, i) => <NotificationBell key={i} connection={connection} />)}
            <LocationProbe />
          </MemoryRouter>
        </UiProvider>
      </SessionProvider>,
    );
  });
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => screen.queryByTestId('notification-badge')?.textContent ?? null;
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const rows = () => within(panel()).queryAllByRole('listitem');

async function openPanel() {
  fireEvent.click(bell());
  await waitFor(() => expect(within(panel()).queryByRole('status', { name: 'Loading notifications' })).toBeNull());
}

let errors: jest.SpyInstance;
beforeAll(signInForTests);
beforeEach(() => {
  server.items = [];
  server.unreadCount = 0;
  server.fail.clear();
  fakeFetch.mockReset();
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => route(url, init) as never);
  sessionStore.set(serverUserAtom, { uid: 'uid-1', validated: true, user: { id: USER_ID } });
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  jest.useRealTimers();
});

describe('badge', () => {
  it('shows the unread count from GET /api/notifications/unread, and nothing for zero', async () => {
    server.unreadCount = 7;
    await renderBell();
    await waitFor(() => expect(badge()).toBe('7'));
    expect(bell()).toHaveAccessibleName('Notifications, 7 unread');
    server.unreadCount = 0;
  });

  it.each([[99, '99'], [100, '99+'], [4321, '99+']])('caps %p as %p', async (count, text) => {
    server.unreadCount = count;
    await renderBell();
    await waitFor(() => expect(badge()).toBe(text));
  });

  it('shows no badge for zero, and logs the spec text when the count cannot be read', async () => {
    server.fail.add('/api/notifications/unread');
    await renderBell();
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Failed to fetch unread notifications', expect.anything()));
    expect(badge()).toBeNull();
    expect(bell()).toBeEnabled();
  });
});

describe('polling', () => {
  it('polls the unread count every 30 s while there is no live connection', async () => {
    jest.useFakeTimers();
    await renderBell();
    expect(calls('GET', '/api/notifications/unread')).toBe(1);
    server.unreadCount = 3;
    await act(async () => { jest.advanceTimersByTime(29_999); });
    expect(calls('GET', '/api/notifications/unread')).toBe(1);
    await act(async () => { jest.advanceTimersByTime(1); });
    expect(calls('GET', '/api/notifications/unread')).toBe(2);
    await act(async () => { jest.advanceTimersByTime(30_000); });
    expect(calls('GET', '/api/notifications/unread')).toBe(3);
    expect(badge()).toBe('3');
  });

  it('stops polling while the realtime connection is up, re-reads REST on every reconnect, polls again when it drops', async () => {
    jest.useFakeTimers();
    const connection = new TestRealtimeConnection();
    connection.setConnected(true);
    await renderBell(undefined, connection);
    const atStart = calls('GET', '/api/notifications/unread');
    expect(atStart).toBeGreaterThanOrEqual(1);
    await act(async () => { jest.advanceTimersByTime(90_000); });
    expect(calls('GET', '/api/notifications/unread')).toBe(atStart);

    await act(async () => { connection.setConnected(false); });
    await act(async () => { jest.advanceTimersByTime(30_000); });
    const whileDown = calls('GET', '/api/notifications/unread');
    expect(whileDown).toBeGreaterThan(atStart);

    server.unreadCount = 5;
    await act(async () => { connection.setConnected(true); });
    expect(calls('GET', '/api/notifications/unread')).toBe(whileDown + 1);
    expect(badge()).toBe('5');
    await act(async () => { jest.advanceTimersByTime(60_000); });
    expect(calls('GET', '/api/notifications/unread')).toBe(whileDown + 1);
  });
});

describe('dropdown', () => {
  it('shows the title, Mark all as read and the empty state', async () => {
    await renderBell();
    await openPanel();
    expect(within(panel()).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('No notifications yet');
    expect(panel()).toHaveTextContent("We'll notify you when something important happens");
    expect(fakeFetch.mock.calls.some(([url]) => url === '/api/notifications?page=0&size=10')).toBe(true);
  });

  it('shows each row with its title, description, time label and unread state', async () => {
    server.items = [
      notification({ title: 'New message from Ana', description: 'Hi there', minutesAgo: 0 }),
      notification({ type: 'COLLABORATION_REQUEST', title: 'Bob sent a collaboration request', description: 'Paid Promotion', minutesAgo: 5, read: true }),
      notification({ type: 'INVITATION_ACCEPTED', title: 'Cleo joined CollabHub: say hello', description: '', minutesAgo: 3 * 60 }),
      notification({ type: 'SOMETHING_NEW', title: '', minutesAgo: 2 * 24 * 60 }),
      notification({ minutesAgo: 8 * 24 * 60, title: 'Old one' }),
    ];
    server.unreadCount = 4;
    await renderBell();
    await openPanel();
    const texts = rows().map((r) => r.textContent);
    expect(texts[0]).toContain('Message: New message from Ana');
    expect(texts[0]).toContain('Hi there');
    expect(texts[0]).toContain('Just now');
    expect(texts[0]).toContain(', unread');
    expect(texts[1]).toContain('Collaboration request: Bob sent a collaboration request');
    expect(texts[1]).toContain('5m ago');
    expect(texts[1]).not.toContain(', unread');
    expect(texts[2]).toContain('Invitation accepted: Cleo joined CollabHub: say hello');
    expect(texts[2]).toContain('3h ago');
    expect(texts[3]).toContain('Notification: Notification');
    expect(texts[3]).toContain('2d ago');
    expect(texts[4]).toContain(new Date(server.items[4]!.createdAt).toLocaleDateString());
    const icons = rows().map((r) => r.querySelector('[data-icon]')?.getAttribute('data-icon'));
    expect(icons).toEqual(['message', 'handshake', 'celebrate', 'bell', 'message']);
  });

  it('keeps the newest per source and shows the duplicate note for 5 seconds', async () => {
    jest.useFakeTimers();
    server.items = [
      notification({ sourceId: 'c1', title: 'newest in c1', minutesAgo: 1 }),
      notification({ sourceId: 'c2', title: 'only in c2', minutesAgo: 2 }),
      notification({ sourceId: 'c1', title: 'older in c1', minutesAgo: 3 }),
      notification({ sourceId: 'c1', title: 'oldest in c1', minutesAgo: 4 }),
    ];
    await renderBell();
    await act(async () => { fireEvent.click(bell()); });
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('newest in c1'), expect.stringContaining('only in c2')]);
    expect(panel()).toHaveTextContent('2 duplicate notification(s) removed');
    await act(async () => { jest.advanceTimersByTime(4_999); });
    expect(panel()).toHaveTextContent('2 duplicate notification(s) removed');
    await act(async () => { jest.advanceTimersByTime(1); });
    expect(panel()).not.toHaveTextContent('duplicate notification(s) removed');
  });

  it('click: marks it read (count − 1), goes to its link and closes', async () => {
    const target = notification({ title: 'Open me', link: '/messages?conversation=77', sourceId: '77' });
    server.items = [target, notification()];
    server.unreadCount = 2;
    await renderBell();
    await waitFor(() => expect(badge()).toBe('2'));
    await openPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: /Open me/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/messages?conversation=77');
    expect(badge()).toBe('1');
    await waitFor(() => expect(calls('PUT', `/api/notifications/${target.id}/read`)).toBe(1));
  });

  it('a read one only navigates; the count never goes below 0', async () => {
    const read = notification({ title: 'Seen', read: true, link: '/profile/5' });
    const unread = notification({ title: 'Unseen', link: '/profile/6' });
    server.items = [read, unread];
    server.unreadCount = 0; // already read elsewhere
    await renderBell();
    await openPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: /Seen/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/5');
    await openPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: /Unseen/ }));
    expect(badge()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/6');
    await waitFor(() => expect(calls('PUT', /\/read$/)).toBe(1));
    expect(calls('PUT', `/api/notifications/${read.id}/read`)).toBe(0);
  });

  it('Mark all as read: one call, badge gone, every row read', async () => {
    server.items = [notification(), notification(), notification()];
    server.unreadCount = 3;
    await renderBell();
    await openPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    expect(badge()).toBeNull();
    expect(rows().every((r) => !r.textContent?.includes(', unread'))).toBe(true);
    await waitFor(() => expect(calls('PUT', '/api/notifications/mark-all-read')).toBe(1));
    expect(calls('PUT', /\/\d+\/read$/)).toBe(0);
  });

  it('logs a failed mark-all with the spec text and re-reads the count', async () => {
    server.items = [notification()];
    server.unreadCount = 1;
    server.fail.add('/api/notifications/mark-all-read');
    await renderBell();
    await openPanel();
    const before = calls('GET', '/api/notifications/unread');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Failed to mark all notifications as read', expect.anything()));
    await waitFor(() => expect(badge()).toBe('1'));
    expect(calls('GET', '/api/notifications/unread')).toBe(before + 1);
  });

  it('loads ten per page and more with Load more notifications', async () => {
    server.items = Array.from({ length: 13 }, (_, i) => notification({ title: `Item ${i + 1}`, minutesAgo: i }));
    await renderBell();
    await openPanel();
    expect(rows()).toHaveLength(10);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Load more notifications' }));
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(fakeFetch.mock.calls.some(([url]) => url === '/api/notifications?page=1&size=10')).toBe(true);
    expect(within(panel()).queryByRole('button', { name: 'Load more notifications' })).toBeNull();
  });

  it('Load more always adds a visible row: pages holding only duplicates are read through', async () => {
    // Page 0: ten sources. Pages 1 and 2: older notifications of those same sources (hidden as duplicates).
    // Page 3: a new source.
    const newest = Array.from({ length: 10 }, (_, i) => notification({ sourceId: `s${i}`, title: `Newest ${i}`, minutesAgo: i }));
    const older = Array.from({ length: 20 }, (_, i) => notification({ sourceId: `s${i % 10}`, title: `Older ${i}`, minutesAgo: 20 + i }));
    const fresh = notification({ sourceId: 'other', title: 'Another source', minutesAgo: 60 });
    server.items = [...newest, ...older, fresh];
    await renderBell();
    await openPanel();
    expect(rows()).toHaveLength(10);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Load more notifications' }));
    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(within(panel()).getByText('Another source')).toBeInTheDocument();
    expect(calls('GET', '/api/notifications')).toBe(4);
    expect(within(panel()).queryByRole('button', { name: 'Load more notifications' })).toBeNull();
  });

  it('says so, with a retry, when the list cannot be loaded, and logs the spec text', async () => {
    server.fail.add('/api/notifications');
    await renderBell();
    await openPanel();
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
    expect(errors).toHaveBeenCalledWith('Failed to fetch notifications', expect.anything());
    server.fail.clear();
    server.items = [notification({ title: 'Back again' })];
    fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('keyboard', () => {
  it('focuses the panel, moves between rows with arrows, keeps Tab inside, and Escape returns focus to the bell', async () => {
    server.items = [notification({ title: 'First' }), notification({ title: 'Second' }), notification({ title: 'Third' })];
    await renderBell();
    bell().focus();
    await openPanel();
    expect(panel()).toHaveFocus();
    const [first, second, third] = within(panel()).getAllByRole('button', { name: /First|Second|Third/ });
    fireEvent.keyDown(panel(), { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third!, { key: 'ArrowDown' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third!, { key: 'ArrowUp' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'Home' });
    expect(first).toHaveFocus();
    // Tab from the last focusable wraps to the first (Mark all as read).
    third!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(within(panel()).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(bell()).toHaveFocus());
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('live pushes', () => {
  async function live(path?: string) {
    const connection = new TestRealtimeConnection();
    connection.setConnected(true);
    await renderBell(path, connection);
    return connection;
  }

  it('subscribes only to the member\'s own notification queue', async () => {
    const connection = await live();
    expect([...connection.subscriptions.keys()]).toEqual([QUEUE]);
  });

  it('a created push raises the badge and appears in an open list; a read push lowers it', async () => {
    const connection = await live();
    await openPanel();
    const fresh = notification({ title: 'Pushed in', type: 'COLLABORATION_REQUEST' });
    await act(async () => { connection.push(QUEUE, { event: 'created', notification: fresh, unreadCount: 1 }); });
    expect(badge()).toBe('1');
    expect(rows()[0]).toHaveTextContent('Pushed in');
    await act(async () => { connection.push(QUEUE, { event: 'read', ids: [fresh.id], unreadCount: 0 }); });
    expect(badge()).toBeNull();
    expect(rows()[0]).not.toHaveTextContent(', unread');
    // Malformed bodies are ignored.
    await act(async () => { connection.push(QUEUE, { event: 'created', unreadCount: 9 }); });
    expect(badge()).toBeNull();
  });

  it('a MESSAGE push changes the bell in memory and reads nothing over REST (the chat hears the message itself)', async () => {
    const connection = await live();
    const before = fakeFetch.mock.calls.length;
    const message = notification({ sourceId: '31' });
    await act(async () => {
      connection.push(QUEUE, { event: 'created', notification: notification({ type: 'INVITATION_ACCEPTED' }), unreadCount: 1 });
      connection.push(QUEUE, { event: 'created', notification: message, unreadCount: 2 });
    });
    expect(badge()).toBe('2');
    expect(fakeFetch.mock.calls.slice(before)).toEqual([]);
  });

  it('a message in the conversation that is open and focused is read at once and never raises the badge', async () => {
    const focus = jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    const connection = await live('/messages?conversation=12');
    const message = notification({ sourceId: '12', link: '/messages?conversation=12' });
    await act(async () => { connection.push(QUEUE, { event: 'created', notification: message, unreadCount: 1 }); });
    expect(badge()).toBeNull();
    await waitFor(() => expect(calls('PUT', `/api/notifications/${message.id}/read`)).toBe(1));
    // Another conversation's message still counts.
    await act(async () => { connection.push(QUEUE, { event: 'created', notification: notification({ sourceId: '13' }), unreadCount: 1 }); });
    expect(badge()).toBe('1');
    focus.mockRestore();
  });

  it('re-reads the open list from REST after a reconnect', async () => {
    const connection = await live();
    server.items = [notification({ title: 'Before the drop' })];
    await openPanel();
    await act(async () => { connection.setConnected(false); });
    server.items = [notification({ title: 'Missed while offline' }), ...server.items];
    server.unreadCount = 2;
    await act(async () => { connection.setConnected(true); });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Missed while offline'));
    expect(badge()).toBe('2');
  });
});

describe('one store for the tab', () => {
  it('two mounted bells make one REST read, hold one subscription, and both change with one push', async () => {
    const connection = new TestRealtimeConnection();
    connection.setConnected(true);
    server.unreadCount = 2;
    await renderBell(undefined, connection, 2);
    const bells = screen.getAllByRole('button', { name: /^Notifications/ });
    const badges = () => screen.queryAllByTestId('notification-badge').map((b) => b.textContent);
    await waitFor(() => expect(badges()).toEqual(['2', '2']));
    expect(bells).toHaveLength(2);
    expect(calls('GET', '/api/notifications/unread')).toBe(1);
    expect(connection.subscriptions.get(QUEUE)?.size).toBe(1);

    const before = fakeFetch.mock.calls.length;
    const fresh = notification({ title: 'Pushed once', type: 'COLLABORATION_REQUEST' });
    await act(async () => { connection.push(QUEUE, { event: 'created', notification: fresh, unreadCount: 3 }); });
    expect(badges()).toEqual(['3', '3']);
    expect(bells.map((b) => b.getAttribute('aria-label'))).toEqual(['Notifications, 3 unread', 'Notifications, 3 unread']);
    expect(fakeFetch.mock.calls.slice(before)).toEqual([]);

    // The list is read once too: the second bell opens on the list the first one loaded, kept current by pushes.
    server.items = [fresh];
    fireEvent.click(bells[0]!);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(bells[1]!);
    expect(rows()[0]).toHaveTextContent('Pushed once');
    expect(calls('GET', '/api/notifications')).toBe(1);
    await act(async () => { connection.push(QUEUE, { event: 'read', ids: [fresh.id], unreadCount: 0 }); });
    expect(badges()).toEqual([]);
    expect(rows()[0]).not.toHaveTextContent(', unread');
  });

  it('signing out stops the store: nothing is heard on the queue any more', async () => {
    const connection = new TestRealtimeConnection();
    connection.setConnected(true);
    await renderBell(undefined, connection, 2);
    expect(connection.subscriptions.get(QUEUE)?.size).toBe(1);
    await act(async () => { sessionStore.set(serverUserAtom, null); });
    expect(connection.subscriptions.get(QUEUE)?.size ?? 0).toBe(0);
  });
});
