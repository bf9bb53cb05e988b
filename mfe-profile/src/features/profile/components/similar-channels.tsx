// "Similar channels" under a profile: nearest neighbours on category, language and size (server: collab-fit).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChannelCard } from 'shared-api';
import styled from 'styled-components';
import { Avatar, Card, formatSubscribers } from 'shared-ui';
import { fetchSimilarChannels } from '../api/similar-channels';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space[4]};
  h2 { margin: 0 0 ${({ theme }) => theme.space[3]}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul {
    margin: 0; padding: 0; list-style: none;
    display: grid; gap: ${({ theme }) => theme.space[3]};
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
  li a { display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: center; min-width: 0; color: inherit; text-decoration: none; }
  li a:hover strong, li a:focus-visible strong { text-decoration: underline; }
  li span { display: flex; flex-direction: column; min-width: 0; }
  strong { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function SimilarChannels({ channelId }: { channelId: string }) {
  const [channels, setChannels] = useState<ChannelCard[] | null>(null);
  useEffect(() => {
    let active = true;
    fetchSimilarChannels(channelId).then(
      (res) => { if (active) setChannels(res.channels); },
      () => { if (active) setChannels([]); },
    );
    return () => { active = false; };
  }, [channelId]);
  if (!channels || channels.length === 0) return null;
  return (
    <Section as="section" aria-labelledby="profile-similar-title">
      <h2 id="profile-similar-title">Similar channels</h2>
      <ul>
        {channels.map((c) => (
          <li key={c.id}>
            <Link to={`/profile/${c.id}`}>
              <Avatar src={c.thumbnail} name={c.name} size={40} />
              <span>
                <strong title={c.name}>{c.name}</strong>
                <small>{formatSubscribers(c.subscriberCount)} subscribers{c.category ? ` · ${c.category}` : ''}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
