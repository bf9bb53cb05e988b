// "Similar channels" under a channel (channel page and profile): nearest neighbours on category, language and size
// (server: collab-fit). The page passes the call (shared-auth's fetchSimilarChannels) and where a channel opens.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChannelCard, SimilarChannelsResponse } from 'shared-api';
import styled from 'styled-components';
import { formatSubscribers } from '../rules';
import { Avatar } from './avatar';
import { Card } from './card';

const Section = styled(Card)`
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

export interface SimilarChannelsProps {
  channelId: number;
  /** GET /api/channels/{id}/similar. */
  load(channelId: number): Promise<SimilarChannelsResponse>;
  /** The page a listed channel opens. */
  channelPath(channelId: number): string;
  className?: string;
}

/** The list, or nothing while loading, when there are none, or when the call fails (it is a suggestion only). */
export function SimilarChannels({ channelId, load, channelPath, className }: SimilarChannelsProps) {
  const titleId = useId();
  const [channels, setChannels] = useState<ChannelCard[] | null>(null);
  useEffect(() => {
    let active = true;
    load(channelId).then(
      (res) => { if (active) setChannels(res.channels); },
      () => { if (active) setChannels([]); },
    );
    return () => { active = false; };
  }, [channelId, load]);
  if (!channels || channels.length === 0) return null;
  return (
    <Section as="section" aria-labelledby={titleId} className={className}>
      <h2 id={titleId}>Similar channels</h2>
      <ul>
        {channels.map((c) => (
          <li key={c.id}>
            <Link to={channelPath(c.id)}>
              <Avatar src={c.thumbnail} name={c.name} size={40} />
              <span>
                <strong title={c.name}>{c.name}</strong>
                <small>{formatSubscribers(c.subscriberCount)} subscribers{c.category ? ` · ${c.category}` : ''}{c.language ? ` · ${c.language}` : ''}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
