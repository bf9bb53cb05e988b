// The icon of each notification kind (see rules/notification-kinds.ts), drawn inline so it needs no icon font.
import styled from 'styled-components';
import type { NotificationIconName, NotificationKind } from '../rules/notification-kinds';

const PATHS: Record<NotificationIconName, string[]> = {
  message: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'],
  handshake: ['M11 17l2 2a1 1 0 0 0 3-3', 'M14 14l2.5 2.5a1 1 0 0 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4', 'M21 3l1 11h-2', 'M3 3L2 14l6.5 6.5a1 1 0 1 0 3-3', 'M3 4h8'],
  celebrate: ['M5.8 11.3L2 22l10.7-3.79', 'M4 3h.01', 'M22 8h.01', 'M15 2h.01', 'M22 20h.01', 'M22 2l-2.24.75a2.9 2.9 0 0 0-1.96 3.12c.1.86-.57 1.63-1.45 1.63h-.38c-.86 0-1.6.6-1.76 1.44L14 10', 'M11 13c1.93 1.93 2.83 4.17 2 5-.83.83-3.07-.07-5-2-1.93-1.93-2.83-4.17-2-5 .83-.83 3.07.07 5 2z'],
  mail: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M22 6l-10 7L2 6'],
  bell: ['M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9', 'M13.73 21a2 2 0 0 1-3.46 0'],
};

const Circle = styled.span<{ $tone: NotificationKind['tone'] }>`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $tone }) => ({
    primary: theme.colors.primary, accent: theme.colors.accent, success: theme.colors.success, neutral: theme.colors.textMuted,
  })[$tone]};
  background: ${({ theme, $tone }) => ({
    primary: theme.colors.primarySoft, accent: theme.colors.accentSoft, success: theme.colors.successSoft, neutral: theme.colors.surfaceMuted,
  })[$tone]};
`;

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  return (
    <Circle $tone={kind.tone} aria-hidden="true" data-icon={kind.icon}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {PATHS[kind.icon].map((d) => <path key={d} d={d} />)}
      </svg>
    </Circle>
  );
}

export function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {PATHS.bell.map((d) => <path key={d} d={d} />)}
    </svg>
  );
}
