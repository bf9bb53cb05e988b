// The notification centre's state and every change to it, as a pure reducer (the notification store applies it to
// its atom and wires calls, timers and the connection to it).
import type { Notification, NotificationPage, NotificationPush } from 'shared-api';
import { decrementUnread, newestFirst } from './notification-rules';

export interface NotificationState {
  /** Every loaded notification, newest first, one per id (de-duplication by source happens for display). */
  items: Notification[];
  unreadCount: number;
  /** Pages loaded so far (the next page to load). */
  pagesLoaded: number;
  totalPages: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadingMore: boolean;
}

export const INITIAL_NOTIFICATION_STATE: NotificationState = {
  items: [], unreadCount: 0, pagesLoaded: 0, totalPages: 0, status: 'idle', loadingMore: false,
};

export type NotificationAction =
  | { type: 'load-start' }
  | { type: 'load-failed' }
  | { type: 'page-loaded'; page: NotificationPage }
  | { type: 'more-start' }
  | { type: 'more-failed' }
  | { type: 'count'; unreadCount: number }
  | { type: 'marked-read'; id: number }
  | { type: 'all-read' }
  | { type: 'pushed'; push: NotificationPush };

function mergeById(current: Notification[], incoming: Notification[]): Notification[] {
  const byId = new Map(current.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, n);
  return [...byId.values()].sort(newestFirst);
}

const safeCount = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'load-start':
      return { ...state, status: state.status === 'ready' ? 'ready' : 'loading' };
    case 'load-failed':
      return { ...state, status: state.status === 'ready' ? 'ready' : 'error' };
    case 'page-loaded': {
      const { page } = action;
      const first = page.currentPage === 0;
      return {
        ...state,
        // Page 0 is a fresh read (REST is the truth); later pages add to what is loaded.
        items: first ? [...page.notifications].sort(newestFirst) : mergeById(state.items, page.notifications),
        pagesLoaded: first ? 1 : Math.max(state.pagesLoaded, page.currentPage + 1),
        totalPages: page.totalPages,
        unreadCount: safeCount(page.unreadCount),
        status: 'ready',
        loadingMore: false,
      };
    }
    case 'more-start':
      return { ...state, loadingMore: true };
    case 'more-failed':
      return { ...state, loadingMore: false };
    case 'count':
      return { ...state, unreadCount: safeCount(action.unreadCount) };
    case 'marked-read': {
      const target = state.items.find((n) => n.id === action.id);
      if (target?.read) return state;
      return {
        ...state,
        items: state.items.map((n) => (n.id === action.id ? { ...n, read: true } : n)),
        unreadCount: decrementUnread(state.unreadCount),
      };
    }
    case 'all-read':
      return { ...state, items: state.items.map((n) => (n.read ? n : { ...n, read: true })), unreadCount: 0 };
    case 'pushed': {
      const { push } = action;
      if (push.event === 'created') {
        return { ...state, items: mergeById(state.items, [push.notification]), unreadCount: safeCount(push.unreadCount) };
      }
      const ids = push.ids === null ? null : new Set(push.ids);
      return {
        ...state,
        items: state.items.map((n) => (!n.read && (ids === null || ids.has(n.id)) ? { ...n, read: true } : n)),
        unreadCount: safeCount(push.unreadCount),
      };
    }
    default:
      return state;
  }
}

/** SPEC §2: 'Load more notifications' while pages remain. */
export function hasMorePages(state: NotificationState): boolean {
  return state.status === 'ready' && state.pagesLoaded < state.totalPages;
}

/** How many more duplicates the displayed list drops once this page is in (for the '{n} … removed' note). */
export function duplicatesAddedByPage(
  state: NotificationState,
  page: NotificationPage,
  countDuplicates: (items: Notification[]) => number,
): number {
  const before = page.currentPage === 0 ? 0 : countDuplicates(state.items);
  const after = countDuplicates(notificationReducer(state, { type: 'page-loaded', page }).items);
  return Math.max(0, after - before);
}

/** At most this many pages are read by one "Load more" that keeps finding only duplicates. */
export const MAX_PAGES_PER_LOAD_MORE = 10;

/**
 * "Load more": reads pages from the next one on until the displayed (de-duplicated) list gains a row, or the pages
 * end. De-duplication hides older notifications of a source already shown, so one page alone may add nothing.
 * Returns the pages read, in order; the caller applies each with 'page-loaded'.
 */
export async function fetchUntilVisible(
  state: NotificationState,
  fetchPage: (page: number) => Promise<NotificationPage>,
  visibleCount: (items: Notification[]) => number,
): Promise<NotificationPage[]> {
  const pages: NotificationPage[] = [];
  const before = visibleCount(state.items);
  let next = state;
  do {
    const page = await fetchPage(next.pagesLoaded);
    pages.push(page);
    next = notificationReducer(next, { type: 'page-loaded', page });
  } while (visibleCount(next.items) <= before && next.pagesLoaded < next.totalPages && pages.length < MAX_PAGES_PER_LOAD_MORE);
  return pages;
}
