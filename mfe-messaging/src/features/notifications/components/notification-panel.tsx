// The dropdown of SPEC §2: title, 'Mark all as read', the list (10 per page), 'Load more notifications', the empty
// state and the duplicate note. A popover with a focus trap; arrow keys, Home and End move between rows.
import { type KeyboardEvent, type RefObject } from 'react';
import type { Notification } from 'shared-api';
import { Button, EmptyState, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import type { NotificationCentre } from '../hooks/use-notification-centre';
import { useNow } from '../hooks/use-now';
import { NOTIFICATION_TEXTS } from '../rules/notification-rules';
import { BellIcon } from './notification-icon';
import { NotificationRow } from './notification-row';

/* ≥ 360 px on larger screens (400 px when it fits); the full width of a phone, just below the header row. */
const Panel = styled.div`
  position: fixed;
  top: var(--notification-panel-top, 64px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - var(--notification-panel-top, 64px) - 8px);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  ${({ theme }) => theme.media.sm} {
    position: absolute;
    top: calc(100% + 8px);
    left: auto;
    right: 0;
    width: min(400px, calc(100vw - 16px));
    min-width: 360px;
    max-height: min(600px, calc(100vh - 96px));
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[2]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
`;

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0; }
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
`;

const SkeletonLines = styled.div`
  flex: 1;
  display: grid;
  gap: 6px;
`;

export interface NotificationPanelProps {
  id: string;
  titleId: string;
  panelRef: RefObject<HTMLDivElement | null>;
  centre: NotificationCentre;
  onOpen: (notification: Notification) => void;
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-notification-row]'));
  if (rows.length === 0) return;
  event.preventDefault();
  const at = rows.indexOf(document.activeElement as HTMLElement);
  const last = rows.length - 1;
  const next = {
    ArrowDown: at < 0 ? 0 : Math.min(at + 1, last),
    ArrowUp: at < 0 ? last : Math.max(at - 1, 0),
    Home: 0,
    End: last,
  }[event.key as 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'];
  rows[next]?.focus();
}

export function NotificationPanel({ id, titleId, panelRef, centre, onOpen }: NotificationPanelProps) {
  const now = useNow(true);
  const { items, status, unreadCount } = centre;
  let content;
  if (status === 'error' && items.length === 0) {
    content = (
      <Problem role="alert">
        <p>Notifications could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={centre.load}>Try again</Button>
      </Problem>
    );
  } else if ((status === 'loading' || status === 'idle') && items.length === 0) {
    content = (
      <div role="status" aria-label="Loading notifications">
        {[0, 1, 2].map((i) => (
          <SkeletonRow key={i}>
            <Skeleton $circle $width="36px" $height="36px" />
            <SkeletonLines>
              <Skeleton $height="14px" $width="70%" />
              <Skeleton $height="12px" $width="90%" />
            </SkeletonLines>
          </SkeletonRow>
        ))}
      </div>
    );
  } else if (items.length === 0) {
    content = <EmptyState icon={<BellIcon />} title={NOTIFICATION_TEXTS.emptyTitle} description={NOTIFICATION_TEXTS.emptyDescription} />;
  } else {
    content = (
      <>
        <List aria-labelledby={titleId}>
          {items.map((n) => (
            <li key={n.id}>
              <NotificationRow notification={n} now={now} onOpen={onOpen} />
            </li>
          ))}
        </List>
        {centre.hasMore && (
          <Footer>
            <Button variant="ghost" size="sm" loading={centre.loadingMore} onClick={centre.loadMore}>
              {NOTIFICATION_TEXTS.loadMore}
            </Button>
          </Footer>
        )}
      </>
    );
  }
  return (
    <Panel id={id} ref={panelRef} role="dialog" aria-labelledby={titleId} tabIndex={-1} onKeyDown={moveFocus}>
      <Header>
        <h2 id={titleId}>{NOTIFICATION_TEXTS.title}</h2>
        <Button variant="ghost" size="sm" onClick={centre.markAllRead} disabled={unreadCount === 0 && !items.some((n) => !n.read)}>
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </Header>
      <div role="status" aria-live="polite">{centre.note && <Note>{centre.note}</Note>}</div>
      <Body>{content}</Body>
    </Panel>
  );
}
