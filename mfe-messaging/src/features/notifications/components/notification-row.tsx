// One notification in the dropdown: icon, title, description, time label and an unread dot; the whole row is
// one button (Enter/Space or a click opens it).
import type { Notification } from 'shared-api';
import { focusRing, formatNotificationTime, visuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { notificationKind, notificationTitle } from '../rules/notification-kinds';
import { NotificationIcon } from './notification-icon';

const Row = styled.button<{ $unread: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  width: 100%;
  text-align: left;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  ${focusRing}
  &:focus-visible { outline-offset: -2px; }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1;
`;

const Title = styled.span<{ $unread: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.medium)};
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Dot = styled.span`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
`;

const DotSpace = styled.span`
  flex-shrink: 0;
  width: 10px;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface NotificationRowProps {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
}

export function NotificationRow({ notification: n, now, onOpen }: NotificationRowProps) {
  const kind = notificationKind(n.type);
  const unread = !n.read;
  const when = n.createdAt || n.timestamp;
  return (
    <Row type="button" $unread={unread} data-notification-row="" data-unread={unread || undefined} onClick={() => onOpen(n)}>
      <NotificationIcon kind={kind} />
      <Text>
        <Hidden>{`${kind.label}: `}</Hidden>
        <Title $unread={unread}>{notificationTitle(n)}</Title>
        {n.description && <Description>{n.description}</Description>}
        <Time dateTime={when}>{formatNotificationTime(when, now)}</Time>
      </Text>
      {unread ? <Dot aria-hidden="true" title="Unread" /> : <DotSpace aria-hidden="true" />}
      {unread && <Hidden>, unread</Hidden>}
    </Row>
  );
}
