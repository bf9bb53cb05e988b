import { HEADER_SLOTS, REMOTE_PAGE_ROUTES, remotesForPath } from './route-remotes';
import { REMOTE_MODULES as M } from './remote-modules';

const header = [M.channelSearch, M.notificationBell, M.messagesUnreadBadge];

describe('remotesForPath', () => {
  it.each([
    ['/dashboardV2', M.dashboardPage],
    ['/messages', M.messagesPage],
    ['/billing', M.billingPage],
    ['/settings', M.settingsPage],
    ['/channelPage/UC123', M.channelPage],
    ['/profile/2653', M.profilePage],
    ['/profile/me', M.profilePage],
    ['/profile/edit', M.editProfilePage],
  ])('%s needs %s and the header slots', (path, page) => {
    expect(remotesForPath(path)).toEqual([page, ...header]);
  });

  it('ranks a fixed path above a parameter (/profile/edit is not a profile id)', () => {
    expect(remotesForPath('/profile/edit')[0]).toBe(M.editProfilePage);
  });

  it.each(['/', '/register', '/login', '/about', '/terms', '/dashboard', '/nowhere', '/profile/1/extra'])(
    '%s preloads nothing (public page, redirect or unknown path)',
    (path) => {
      expect(remotesForPath(path)).toEqual([]);
    },
  );
});

describe('REMOTE_PAGE_ROUTES', () => {
  it('names every page module the shell renders, and the header slots name the rest', () => {
    const used = new Set([...REMOTE_PAGE_ROUTES.map((r) => r.id), ...Object.values(HEADER_SLOTS)]);
    expect([...used].sort()).toEqual(Object.values(M).sort());
  });
});
