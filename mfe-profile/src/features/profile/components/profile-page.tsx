// /profile/me and /profile/:userId (SPEC §2). Frame: header and the two cards; the own profile offers
// Edit Profile, another member's offers Send Message. Profile data and invitations come with the feature.
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-auth';
import { Avatar, Button, Card, CardTitle, formatSubscribers, STATUS_NOT_SET } from 'shared-ui';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 { margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
`;

/** Own profile: route /profile/me, or an id matching the member's own channel or user id. */
export function isOwnProfile(userId: string | undefined, ownIds: Array<string | number | undefined | null>): boolean {
  if (!userId || userId === 'me') return true;
  return ownIds.some((id) => id !== undefined && id !== null && String(id) === userId);
}

export function ProfilePage() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const { userChannel, serverUser } = useSession();
  const own = isOwnProfile(userId, [userChannel?.id, userChannel?.youtubeId, serverUser?.user?.id]);
  const channel = own ? userChannel : null;
  const name = channel?.channelName ?? channel?.name ?? (own ? 'My channel' : 'Channel');
  const subscribers = Number(channel?.subscribers ?? channel?.subscriberCount ?? 0);
  const location = [channel?.city, channel?.country].filter((v) => typeof v === 'string' && v).join(', ') || 'Unknown';

  return (
    <article aria-labelledby="profile-title">
      <Header>
        <Avatar src={channel?.thumbnail ?? channel?.avatarUrl ?? null} name={name} size={80} />
        <div>
          <h1 id="profile-title">{name}</h1>
          <p>{formatSubscribers(subscribers)} subscribers · {location}</p>
        </div>
        {own ? (
          <Button type="button" onClick={() => navigate('/profile/edit')}>Edit Profile</Button>
        ) : (
          <Button type="button">Send Message</Button>
        )}
      </Header>
      <Cards>
        <Card>
          <CardTitle>Profile Information</CardTitle>
        </Card>
        <Card>
          <CardTitle>About Channel</CardTitle>
          <p>{typeof channel?.collaborationStatus === 'string' && channel.collaborationStatus ? channel.collaborationStatus : STATUS_NOT_SET}</p>
        </Card>
      </Cards>
    </article>
  );
}
