// /profile/me and /profile/:userId (SPEC §2): header, 'Profile Information' and 'About Channel', and the action
// that fits whose profile it is — Edit Profile (own), Send Message (member) or an invitation (non-member).
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { blockMember, useMyIds } from 'shared-auth';
import { BlockMemberButton, Button, InlineAlert } from 'shared-ui';
import { SendRequestAction, isInviteOnly } from '../../collaboration-options/components/send-request-action';
import { openConversation } from '../api/open-conversation';
import { useProfileChannel } from '../hooks/use-profile-channel';
import { useSharedTags } from '../hooks/use-shared-tags';
import { type ProfileView } from '../rules/profile-view';
import { ReportChannelButton } from '../../report/components/report-channel-button';
import { InvitePanel } from './invite-panel';
import { ProfileCards } from './profile-cards';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { SimilarChannels } from './similar-channels';


export const PROFILE_NOT_FOUND = 'This channel could not be found. It may have been removed, or the link is wrong.';
export const PROFILE_LOAD_FAILED = 'The profile could not be loaded. Please try again later.';
export const NO_OWN_CHANNEL = 'No channel is connected yet. Connect your YouTube channel to set up your profile.';

export const OPEN_CONVERSATION_FAILED = 'The conversation could not be opened. Please try again.';

/** Send Message: finds or creates the conversation, then opens /messages?conversation={id}. */
function SendMessageButton({ otherUserId }: { otherUserId: number | null }) {
  const navigate = useNavigate();
  const { userId: ownId } = useMyIds();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const start = () => {
    if (otherUserId === null || ownId === null || ownId === otherUserId) {
      setState('failed');
      return;
    }
    setState('opening');
    openConversation(ownId, otherUserId)
      .then((c) => navigate(`/messages?conversation=${c.id}`))
      .catch(() => setState('failed'));
  };
  return (
    <>
      <Button type="button" onClick={start} disabled={state === 'opening'} aria-busy={state === 'opening'}>
        Send Message
      </Button>
      {state === 'failed' && <InlineAlert tone="error">{OPEN_CONVERSATION_FAILED}</InlineAlert>}
    </>
  );
}

function OtherProfileActions({ profile, sharedTopics }: { profile: ProfileView; sharedTopics: string[] }) {
  // Invite Only channels take a collaboration request first (messages open once it is accepted).
  if (profile.isRegistered && profile.channelId && isInviteOnly(profile.collaborationStatus)) {
    return <SendRequestAction channelId={profile.channelId} />;
  }
  if (profile.isRegistered) {
    const other = Number(profile.userId);
    return <SendMessageButton otherUserId={Number.isSafeInteger(other) && other > 0 ? other : null} />;
  }
  return (
    <InvitePanel
      targetChannelId={Number(profile.channelId) > 0 ? Number(profile.channelId) : null}
      channelName={profile.name}
      sharedTopics={sharedTopics}
    />
  );
}

export function ProfilePage() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const { own, status, profile } = useProfileChannel(userId);
  const sharedTopics = useSharedTags(profile, own);

  if (status === 'loading') return <ProfileSkeleton />;
  if (!profile) {
    if (own) {
      return (
        <InlineAlert tone="warning">
          {NO_OWN_CHANNEL} <Link to="/register">Connect your channel</Link>
        </InlineAlert>
      );
    }
    return <InlineAlert tone="error">{status === 'not-found' ? PROFILE_NOT_FOUND : PROFILE_LOAD_FAILED}</InlineAlert>;
  }

  return (
    <article aria-labelledby="profile-title">
      {own && profile.sync?.state === 'reconnect' && (
        <InlineAlert tone="warning">
          YouTube access to your channel was revoked, so your numbers are no longer verified.{' '}
          <a href="/api/oauth2/authorization/google">Reconnect YouTube</a>
        </InlineAlert>
      )}
      <ProfileHeader
        profile={profile}
        actions={
          own ? (
            <Button type="button" onClick={() => navigate('/profile/edit')}>Edit Profile</Button>
          ) : (
            <>
              <OtherProfileActions profile={profile} sharedTopics={sharedTopics} />
              {profile.isRegistered && Number(profile.channelId) > 0 && (
                <ReportChannelButton channelId={Number(profile.channelId)} channelName={profile.name} ownerUserId={Number(profile.userId) || null} />
              )}
              {profile.isRegistered && profile.userId && Number(profile.userId) > 0 && (
                <BlockMemberButton name={profile.name} onBlock={() => blockMember(Number(profile.userId))} />
              )}
            </>
          )
        }
      />
      <ProfileCards profile={profile} sharedInterests={own ? null : sharedTopics} />
      {!own && Number(profile.channelId) > 0 && (
        <SimilarChannels channelId={Number(profile.channelId)} />
      )}
    </article>
  );
}

