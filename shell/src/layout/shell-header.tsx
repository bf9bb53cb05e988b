// Header of the signed-in pages: logo, nav, the channel search (mfe_discovery), the notification bell
// (mfe_messaging) and the avatar menu. Each remote slot fails on its own.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-auth';
import { AppHeader } from 'shared-ui';
import { RemoteSlot } from '../federation/remote-component';
import { ICON_SLOT, SEARCH_SLOT, SlotSkeleton } from '../federation/remote-skeletons';
import { HEADER_SLOTS } from '../app/route-remotes';
import { AvatarMenu } from './avatar-menu';
import { BrandLogo } from './brand-logo';

const MessagesLink = styled.span`
  display: inline-flex;
  align-items: center;
  /* The unread count sits on the link's top-right corner. */
  & > :not(a) { margin-left: -14px; transform: translateY(-10px); }
`;
/** The avatar button's size (36 px picture + 2 px padding on each side). */
const AVATAR_SLOT = { width: '40px', height: '40px', circle: true };

export function ShellHeader() {
  const { signedIn, loading } = useSession();
  // While the session is still being restored, placeholders hold the places of the member's pieces, so the
  // header keeps its height (on a phone the search box is a row of its own) and the page below does not move.
  let searchSlot: ReactNode;
  let actions: ReactNode;
  if (signedIn) {
    searchSlot = <RemoteSlot id={HEADER_SLOTS.search} size={SEARCH_SLOT} />;
    actions = (
      <>
        <RemoteSlot id={HEADER_SLOTS.notificationBell} size={ICON_SLOT} />
        <AvatarMenu />
      </>
    );
  } else if (loading) {
    searchSlot = <SlotSkeleton size={SEARCH_SLOT} />;
    actions = (
      <>
        <SlotSkeleton size={ICON_SLOT} />
        <SlotSkeleton size={AVATAR_SLOT} />
      </>
    );
  }
  return (
    <AppHeader
      logo={<BrandLogo to="/dashboardV2" />}
      nav={
        <>
          <NavLink to="/dashboardV2">Home</NavLink>
          <NavLink to="/profile/me">My Profile</NavLink>
          <MessagesLink>
            <NavLink to="/messages">Messages</NavLink>
            {/* The unread badge also keeps the tab's chat connection running on every signed-in page. */}
            {signedIn && <RemoteSlot id={HEADER_SLOTS.unreadBadge} />}
          </MessagesLink>
        </>
      }
      search={searchSlot}
      actions={actions}
    />
  );
}
