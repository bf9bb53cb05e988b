// /channelPage/:id: the channel on real data (banner, avatar, subscribers, views, videos, category, language,
// description) with the tabs Collaborations and Reviews (and Requests on one's own channel). Options and reviews
// come from the server only for premium members; others see a blurred placeholder, the premium text and the
// upgrade button.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ChannelCollaboration, CollabRequest } from 'shared-api';
import { blockMember } from 'shared-auth';
import styled from 'styled-components';
import {
  Avatar, Badge, BlockMemberButton, Button, Card, ErrorPanel, InlineAlert, LoadingScreen, StatusBadge, Tabs, VerifiedTick, formatSubscribers,
  formatThousands,
} from 'shared-ui';
import { useChannelPage } from '../hooks/use-channel-page';
import {
  blockedReasonText, CHECKOUT_CANCELED, DEFAULT_LANGUAGE, REQUEST_ACCEPTED, SEND_MESSAGE, SEND_REQUEST, teaserCounts, upgradePath,
} from '../rules/channel-page-texts';
import { CollaborationOptions } from './collaboration-options';
import { GrowthChart } from './growth-chart';
import { ActionColumn } from './action-column';
import { InvitePanel } from './invite-panel';
import { PremiumGate } from './premium-gate';
import { RequestForm } from './request-form';
import { RequestsPanel, STATUS_LABEL, STATUS_TONE } from './requests-panel';
import { ReviewForm, ReviewsList } from './reviews-list';
import { SimilarChannels } from './similar-channels';

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 1100px;
  margin: 0 auto;
  width: 100%;
`;

const Banner = styled.img`
  width: 100%;
  height: clamp(96px, 22vw, 220px);
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  display: block;
`;

/* Only the avatar overlaps the banner's lower edge; the title, the request status and the actions start below it. */
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  padding: 0 ${({ theme }) => theme.space[4]};
  > img:first-child, > span:first-child {
    border: 4px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
    margin-top: -48px;
  }
  /* Inline, so the tick stays right after the name's last word when the name wraps. */
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes['2xl']}; overflow-wrap: anywhere; }
  h1 > [role='img'] { margin-left: 6px; vertical-align: -2px; }
`;

const Titles = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  p { margin: 2px 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  div { background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; padding: ${({ theme }) => theme.space[3]}; }
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.semibold}; font-size: ${({ theme }) => theme.fontSizes.lg}; overflow-wrap: anywhere; }
`;

const Description = styled(Card)`
  h2 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const SEND_REQUEST_ID = 'send-request';

type TabId = 'collaborations' | 'reviews' | 'requests';

function Stat({ label, value }: { label: string; value: string }) {
  return <div><dt>{label}</dt><dd>{value}</dd></div>;
}

function RequestAction({ data, onOpen, sent }: { data: ChannelCollaboration; onOpen: () => void; sent: CollabRequest | null }) {
  const { channel, viewer, premium } = data;
  const navigate = useNavigate();
  if (!channel.isRegistered) return <InvitePanel channelId={channel.id} channelName={channel.name} />;
  if (data.isOwner) return null;
  const accepted = !sent && viewer.lastRequest?.status === 'ACCEPTED' ? viewer.lastRequest.conversationId : null;
  if (accepted !== null) {
    // An accepted request opened the conversation: messaging is what is left to do, premium or not.
    return (
      <ActionColumn>
        <Button type="button" onClick={() => navigate(`/messages?conversation=${accepted}`)}>{SEND_MESSAGE}</Button>
        <p role="status">
          {REQUEST_ACCEPTED}{viewer.lastRequest?.responseNote && <> · “{viewer.lastRequest.responseNote}”</>}
        </p>
      </ActionColumn>
    );
  }
  if (!premium) return null;
  const reason = sent ? 'PENDING' : viewer.requestBlockedBy;
  const why = blockedReasonText(reason);
  const last = viewer.lastRequest;
  return (
    <ActionColumn>
      {last && !sent && (
        <p role="status">
          Your last request: <Badge tone={STATUS_TONE[last.status]}>{STATUS_LABEL[last.status]}</Badge>
          {last.responseNote && <> · “{last.responseNote}”</>}
          {last.status === 'ACCEPTED' && last.conversationId && (
            <> · <Link to={`/messages?conversation=${last.conversationId}`}>Open the conversation</Link></>
          )}
        </p>
      )}
      <Button id={SEND_REQUEST_ID} type="button" onClick={onOpen} disabled={reason !== null} aria-describedby={why ? 'request-blocked' : undefined}>
        {reason === 'PENDING' ? 'Request sent' : SEND_REQUEST}
      </Button>
      {why && <p id="request-blocked">{why}</p>}
    </ActionColumn>
  );
}

function ChannelView({ data, reload }: { data: ChannelCollaboration; reload: () => void }) {
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const [formOpen, setFormOpen] = useState(search.get('request') === 'new');
  const [sent, setSent] = useState<CollabRequest | null>(null);
  const sentNotice = useRef<HTMLDivElement>(null);
  // The form's button that had focus is gone once a request is sent: focus moves to the confirmation.
  useEffect(() => {
    if (sent) sentNotice.current?.focus();
  }, [sent]);
  const { channel, premium, isOwner } = data;
  const full = premium || isOwner;
  const tabParam = search.get('tab');
  const tab: TabId = tabParam === 'reviews' || (tabParam === 'requests' && isOwner) ? tabParam : 'collaborations';
  const highlight = Number(search.get('request')) || null;
  const counts = teaserCounts(data.optionsCount, data.reviewsCount);
  const upgradeTo = upgradePath(pathname);
  const selectTab = (id: string) => {
    const next = new URLSearchParams(search);
    if (id === 'collaborations') next.delete('tab');
    else next.set('tab', id);
    next.delete('request');
    setSearch(next, { replace: true });
  };

  const collaborations = full ? (
    <>
      {formOpen && data.options && (
        <RequestForm channelId={channel.id} channelName={channel.name} options={data.options}
          onCancel={() => { setFormOpen(false); document.getElementById(SEND_REQUEST_ID)?.focus(); }}
          onSent={(r) => { setSent(r); setFormOpen(false); reload(); }} />
      )}
      {sent && (
        <div ref={sentNotice} tabIndex={-1}>
          <InlineAlert tone="success">Request sent. {channel.name} will be notified, and you will see their answer here and in your notifications.</InlineAlert>
        </div>
      )}
      <CollaborationOptions options={data.options ?? []} />
    </>
  ) : <PremiumGate counts={counts} upgradeTo={upgradeTo} />;

  const reviews = full ? (
    <>
      <ReviewsList reviews={data.reviews ?? []} />
      {data.viewer.canReview && <ReviewForm channelId={channel.id} mine={data.viewer.myReview} onSaved={reload} />}
    </>
  ) : <PremiumGate counts={counts} upgradeTo={upgradeTo} />;

  const tabs = [
    { id: 'collaborations', label: 'Collaborations', content: collaborations },
    { id: 'reviews', label: `Reviews${full ? ` (${data.reviewsCount})` : ''}`, content: reviews },
    ...(isOwner ? [{ id: 'requests', label: 'Requests', content: <RequestsPanel highlightId={highlight} /> }] : []),
  ];

  // Another member's channel can be blocked (by its owner's user id).
  const blockable = !isOwner && channel.isRegistered && channel.userId !== null && channel.userId > 0 ? channel.userId : null;

  return (
    <Page aria-labelledby="channel-title">
      {search.get('checkout') === 'success' && premium && (
        <InlineAlert tone="success">Welcome to premium: collaboration options and reviews are unlocked.</InlineAlert>
      )}
      {search.get('checkout') === 'canceled' && !premium && <InlineAlert tone="info">{CHECKOUT_CANCELED}</InlineAlert>}
      <Banner src={data.banner} alt="" />
      <Head>
        <Avatar src={channel.thumbnail} name={channel.name} size={96} />
        <Titles>
          <h1 id="channel-title">{channel.name}{channel.isRegistered && <VerifiedTick />}</h1>
          <p>
            {channel.handle && <>{channel.handle} · </>}
            {formatSubscribers(channel.subscriberCount)} subscribers
            {channel.link && <> · <a href={channel.link} target="_blank" rel="noreferrer">Visit channel</a></>}
          </p>
          <p><StatusBadge status={channel.collaborationStatus} /> {isOwner && <Badge tone="accent">Your channel</Badge>}</p>
        </Titles>
        <RequestAction data={data} sent={sent} onOpen={() => { setFormOpen(true); selectTab('collaborations'); }} />
        {blockable !== null && <BlockMemberButton name={channel.name} onBlock={() => blockMember(blockable)} />}
      </Head>
      <Stats aria-label="Channel statistics">
        <Stat label="Subscribers" value={formatSubscribers(channel.subscriberCount)} />
        <Stat label="Views" value={formatThousands(channel.views ?? 0)} />
        <Stat label="Videos" value={formatThousands(channel.videoCount ?? 0)} />
        <Stat label="Category" value={channel.category ?? 'N/A'} />
        <Stat label="Language" value={channel.language || DEFAULT_LANGUAGE} />
      </Stats>
      <GrowthChart channelId={channel.id} syncedAt={channel.syncedAt} />
      <Description as="section" aria-labelledby="about-title">
        <h2 id="about-title">About</h2>
        <p>{channel.description || channel.about || 'This channel has no description yet.'}</p>
      </Description>
      <Tabs label="Channel sections" tabs={tabs} value={tab} onChange={selectTab} />
      <SimilarChannels channelId={channel.id} />
    </Page>
  );
}

export function ChannelPage() {
  const { id = '' } = useParams();
  const { state, reload, retry } = useChannelPage(id);
  if (state.status === 'loading') return <LoadingScreen text="Loading channel..." />;
  if (state.status === 'not-found') {
    return <ErrorPanel headingLevel={1} title="Channel not found" message="This channel does not exist or was removed." />;
  }
  if (state.status === 'error') return <ErrorPanel headingLevel={1} title="Could not load this channel" message={state.message} onRetry={retry} />;
  return <ChannelView data={state.data} reload={reload} />;
}
