// "Similar channels" as the channel page and the profile show it: a titled list of linked channels, three to a row
// on a wide screen (the six neighbours make two full rows), one a row on a phone. The caller fetches the channels.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ChannelCard } from 'shared-api';
import styled from 'styled-components';
import { formatSubscribers } from '../rules/format-subscribers';
import { Avatar } from './avatar';
import { Card } from './card';

const Section = styled(Card)`
  h2 { margin: 0 0 ${({ theme }) => theme.space[3]}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul {
    margin: 0; padding: 0; list-style: none;
    display: grid; gap: ${({ theme }) => theme.space[3]};
    grid-template-columns: 1fr;
    ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  }
  li a { display: flex; gap: ${({ theme }) => theme.space[2]}; align-items: center; min-width: 0; color: inherit; text-decoration: none; }
  li a:hover strong, li a:focus-visible strong { text-decoration: underline; }
  li span { display: flex; flex-direction: column; min-width: 0; }
  strong { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export interface SimilarChannelsPanelProps {
  channels: ChannelCard[];
  /** Where a channel's link goes (its channel page, or its profile). */
  hrefOf: (channel: ChannelCard) => string;
  /** Show each channel's language after its category. */
  showLanguage?: boolean;
  className?: string;
}

export function SimilarChannelsPanel({ channels, hrefOf, showLanguage = false, className }: SimilarChannelsPanelProps) {
  const titleId = useId();
  return (
    <Section as="section" aria-labelledby={titleId} className={className}>
      <h2 id={titleId}>Similar channels</h2>
      <ul>
        {channels.map((c) => (
          <li key={c.id}>
            <Link to={hrefOf(c)}>
              <Avatar src={c.thumbnail} name={c.name} size={40} />
              <span>
                <strong title={c.name}>{c.name}</strong>
                <small>
                  {formatSubscribers(c.subscriberCount)} subscribers{c.category ? ` · ${c.category}` : ''}
                  {showLanguage && c.language ? ` · ${c.language}` : ''}
                </small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
