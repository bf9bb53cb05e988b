// The member pages whose content is a remote, by path: the route table renders them and start-up preloads the
// one the browser opens on (with the header's slots), so both read the same list.
import { matchRoutes } from 'react-router-dom';
import { REMOTE_MODULES as M, type RemoteModuleId } from './remote-modules';

export interface RemotePageRoute {
  path: string;
  id: RemoteModuleId;
  /** 'member': shown to visitors as a sign-in prompt (public by SPEC §2); 'protected': validated members only. */
  gate: 'member' | 'protected';
}

export const REMOTE_PAGE_ROUTES: readonly RemotePageRoute[] = [
  { path: '/profile/edit', id: M.editProfilePage, gate: 'member' },
  { path: '/profile/me', id: M.profilePage, gate: 'member' },
  { path: '/dashboardV2', id: M.dashboardPage, gate: 'protected' },
  { path: '/messages', id: M.messagesPage, gate: 'protected' },
  { path: '/billing', id: M.billingPage, gate: 'protected' },
  { path: '/settings', id: M.settingsPage, gate: 'protected' },
  { path: '/moderation', id: M.moderationPage, gate: 'protected' },
  { path: '/moderation/appeal', id: M.appealPage, gate: 'protected' },
  { path: '/channelPage/:id', id: M.channelPage, gate: 'protected' },
  { path: '/profile/:userId', id: M.profilePage, gate: 'protected' },
];

/** The remote pieces of a member's header, on every page of the signed-in frame. */
export const HEADER_SLOTS = {
  search: M.channelSearch,
  notificationBell: M.notificationBell,
  unreadBadge: M.messagesUnreadBadge,
} as const;

const routeObjects = REMOTE_PAGE_ROUTES.map(({ path }) => ({ path }));

/** The exposed modules a signed-in member's page at `pathname` renders first: its page and the header slots. */
export function remotesForPath(pathname: string): RemoteModuleId[] {
  const match = matchRoutes(routeObjects, pathname)?.[0];
  if (!match) return [];
  const page = REMOTE_PAGE_ROUTES[routeObjects.indexOf(match.route)]!;
  return [page.id, ...Object.values(HEADER_SLOTS)];
}
