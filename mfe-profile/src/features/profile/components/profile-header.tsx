import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, formatSubscribers, SyncBadge, VerifiedTick } from 'shared-ui';
import { type ProfileView } from '../rules/profile-view';

/* A profile card with a cover band: the page reads as one profile at desktop width, not a line over two cards. */
const Header = styled.header`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: 104px ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto 0;
    height: 88px;
    background: linear-gradient(120deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.accentSoft});
  }
  > * { position: relative; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  ${({ theme }) => theme.media.md} { padding: 104px ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]}; }
`;

/* The avatar alone reaches up into the cover band; the text and actions stay below it. */
const AvatarRing = styled.div`
  align-self: flex-start;
  margin-top: -64px;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-radius: 999px;
  line-height: 0;
`;

const Identity = styled.div`
  flex: 1;
  min-width: 200px;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

/* The name and the tick stay on one line together; the tick sits beside the h1 so its name is not read as
   part of the title. */
const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: 1.2;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  ${({ theme }) => theme.media.md} { align-items: flex-end; }
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ProfileHeaderProps {
  profile: ProfileView;
  actions: ReactNode;
}

/** Avatar, name, verified tick, channel link, subscribers and location (SPEC §2). */
export function ProfileHeader({ profile, actions }: ProfileHeaderProps) {
  return (
    <Header>
      <AvatarRing><Avatar src={profile.avatar} name={profile.name} size={96} /></AvatarRing>
      <Identity>
        <NameRow>
          <Title id="profile-title" tabIndex={-1}>{profile.name}</Title>
          {profile.isVerified && <VerifiedTick size={22} />}
        </NameRow>
        <p>{formatSubscribers(profile.subscribers)} subscribers · {profile.location}</p>
        {profile.sync && <p><SyncBadge state={profile.sync.state} syncedAt={profile.sync.syncedAt} /></p>}
        {profile.link && (
          <a href={profile.link} target="_blank" rel="noopener noreferrer">
            View channel on YouTube
          </a>
        )}
      </Identity>
      <Actions>{actions}</Actions>
    </Header>
  );
}
