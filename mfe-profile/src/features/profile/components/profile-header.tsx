import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, formatSubscribers, VerifiedTick } from 'shared-ui';
import { type ProfileView } from '../rules/profile-view';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Identity = styled.div`
  flex: 1;
  min-width: 200px;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Title = styled.h1`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
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
      <Avatar src={profile.avatar} name={profile.name} size={80} />
      <Identity>
        <Title id="profile-title">
          {profile.name}
          {profile.isVerified && <VerifiedTick />}
        </Title>
        <p>{formatSubscribers(profile.subscribers)} subscribers · {profile.location}</p>
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
