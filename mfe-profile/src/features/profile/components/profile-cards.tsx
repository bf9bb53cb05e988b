import styled from 'styled-components';
import { Card, CardTitle, StatusBadge } from 'shared-ui';
import { type ProfileView } from '../rules/profile-view';
import { ProfileDetails, type DetailItem } from './profile-details';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
`;

export interface ProfileCardsProps {
  profile: ProfileView;
  /** Shared interests are shown on another channel's profile only (null on the own profile). */
  sharedInterests: string[] | null;
}

/** The cards 'Profile Information' and 'About Channel' (SPEC §2). */
export function ProfileCards({ profile, sharedInterests }: ProfileCardsProps) {
  const info: DetailItem[] = [
    ...(sharedInterests ? [{ label: 'Shared Interests', value: sharedInterests.join(', ') }] : []),
    { label: 'Category', value: profile.category },
    { label: 'Content Language(s)', value: profile.languages.join(', ') },
    { label: 'Collaboration Interests', value: profile.collaborationInterests },
    { label: 'About Me', value: profile.userDescription },
  ];
  return (
    <Cards>
      <Card as="section" aria-labelledby="profile-information">
        <CardTitle id="profile-information">Profile Information</CardTitle>
        <ProfileDetails items={info} />
      </Card>
      <Card as="section" aria-labelledby="about-channel">
        <CardTitle id="about-channel">About Channel</CardTitle>
        <ProfileDetails
          items={[
            { label: 'About', value: profile.channelDescription },
            { label: 'Collaboration Status', value: <StatusBadge status={profile.collaborationStatus} /> },
          ]}
        />
      </Card>
    </Cards>
  );
}
