// Renders discovery pages as the shell does (renderRemote: session, theme, router, page-data cache) on the tab's
// session store, with the header search above them; renderRemote's location probe shows where the router is.
import { renderRemote } from 'jest-support/render-remote';
import { type ReactElement } from 'react';
import { sessionStore } from 'shared-auth';
import { ChannelSearch } from '../features/search/components/channel-search';

export function renderDiscovery(path: string, page: ReactElement) {
  return renderRemote(page, {
    at: path,
    route: '/dashboardV2',
    routes: { '/profile/:id': <p>Profile page</p> },
    beside: <ChannelSearch />,
    store: sessionStore,
  });
}
