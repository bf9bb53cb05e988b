// One channel of the dashboard grid (SPEC §2 "Collaborator card"); missing values read 'N/A'.
import { lazy, Suspense } from 'react';
import type { ChannelCard } from 'shared-api';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Button, Card, StatusBadge, SyncBadge, formatAge, formatSubscribers, syncStateOf } from 'shared-ui';

/**
 * The collab-fit reasons come only with the Best fit order, so their code (chips, the "Why this match?" dialog, the
 * fit rules) is a chunk of its own: the default dashboard does not load it. The dashboard starts loading it as soon
 * as Best fit is chosen (loadFitReasons), alongside the listing call.
 */
export const loadFitReasons = () => import('./fit-reasons');
const FitReasons = lazy(() => loadFitReasons().then((m) => ({ default: m.FitReasons })));

const NOT_AVAILABLE = 'N/A';

/** Every card (and its loading skeleton) is at least this tall, so a row's View Profile buttons line up and the
    grid keeps its size when the cards replace the skeletons. */
export const CARD_MIN_HEIGHT = '330px';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  min-height: ${CARD_MIN_HEIGHT};
  min-width: 0;
  text-align: center;
  /* One line for the name: a long one ends in an ellipsis (the full name is its accessible name and tooltip). */
  h2 {
    margin: 0;
    max-width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.4;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 140px; }
  > button { margin-top: auto; }
  dl { margin: 0; display: grid; grid-template-columns: auto auto; gap: 2px ${({ theme }) => theme.space[2]}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; text-align: right; }
  dd { margin: 0; text-align: left; }
`;

function text(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : NOT_AVAILABLE;
}

export function CollaboratorCard({ channel }: { channel: ChannelCard }) {
  const navigate = useNavigate();
  const name = text(channel.name || channel.channelName);
  const titleId = `channel-${channel.id}-name`;
  return (
    <Body as="article" aria-labelledby={titleId}>
      <Avatar src={channel.thumbnail} name={name === NOT_AVAILABLE ? null : name} size={72} />
      <h2 id={titleId} title={name}>{name}</h2>
      <p>{formatSubscribers(channel.subscriberCount)} subscribers</p>
      <SyncBadge state={syncStateOf(channel.syncedAt)} syncedAt={channel.syncedAt ?? null} />
      {channel.lastUploadAt && <p>Last upload {formatAge(channel.lastUploadAt)}</p>}
      <dl>
        <dt>Category</dt>
        <dd>{text(channel.category)}</dd>
        <dt>Language</dt>
        <dd>{text(channel.language)}</dd>
      </dl>
      <StatusBadge status={channel.collaboration_status ?? channel.collaborationStatus} />
      {channel.fit && <Suspense fallback={null}><FitReasons fit={channel.fit} name={name} /></Suspense>}
      <Button type="button" fullWidth onClick={() => navigate(`/profile/${channel.id}`, { state: { channel } })}>
        View Profile
      </Button>
    </Body>
  );
}
