// Settings → User details: the account's email and the connected YouTube channel.
import { Link } from 'react-router-dom';
import { useSession } from 'shared-auth';
import styled from 'styled-components';
import { Avatar, Card, CardTitle, formatSubscribers } from 'shared-ui';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: center; flex-wrap: wrap; }
  @media (max-width: 480px) { grid-template-columns: 1fr; dt { margin-top: ${({ theme }) => theme.space[2]}; } }
`;

export function UserDetails() {
  const { firebaseUser, serverUser, userChannel } = useSession();
  const email = serverUser?.email ?? firebaseUser?.email ?? null;
  const name = userChannel?.channelName ?? userChannel?.name ?? null;
  const subscribers = typeof userChannel?.subscriberCount === 'number' ? userChannel.subscriberCount : null;
  return (
    <Card as="section" aria-labelledby="user-details-title">
      <CardTitle id="user-details-title">User details</CardTitle>
      <Rows>
        <dt>Email</dt>
        <dd>{email ?? 'Not available'}</dd>
        <dt>Connected channel</dt>
        <dd>
          {name ? (
            <>
              <Avatar src={userChannel?.thumbnail ?? userChannel?.avatarUrl ?? null} name={name} size={32} />
              <strong>{name}</strong>
              {subscribers !== null && <span>{formatSubscribers(subscribers)} subscribers</span>}
              <Link to="/profile/me">View profile</Link>
            </>
          ) : (
            <>No channel connected. <Link to="/register">Connect your YouTube channel</Link></>
          )}
        </dd>
      </Rows>
    </Card>
  );
}
