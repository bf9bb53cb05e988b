import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchChannelTags, useSessionActions, type ServerUser, type UserTag } from 'shared-auth';
import { isRefusal, verifyChannel, type AuthResponse } from '../../sign-in';

export const CHANNEL_VERIFY_FAILED = 'We could not verify your YouTube channel. Please try connecting it again.';

export interface ChannelConnectionDeps {
  verifyChannel: () => Promise<AuthResponse>;
  fetchTags: (channelId: string | number) => Promise<UserTag[]>;
}

const defaultDeps: ChannelConnectionDeps = { verifyChannel, fetchTags: fetchChannelTags };

/**
 * The return from the YouTube consent (`?oauth2Success=true`, signed in): verify the channel, keep it and its
 * tags, then complete the profile (SPEC §4 Registration). Runs once per page visit.
 */
export function useChannelConnectionReturn(active: boolean, deps: ChannelConnectionDeps = defaultDeps) {
  const actions = useSessionActions();
  const navigate = useNavigate();
  const started = useRef(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    setVerifying(true);
    void (async () => {
      let verified: ServerUser;
      try {
        const answer = await deps.verifyChannel();
        if (isRefusal(answer)) throw new Error(answer.message);
        verified = answer;
      } catch {
        setVerifying(false);
        setError(CHANNEL_VERIFY_FAILED);
        return;
      }
      actions.storeChannelConnection(verified);
      const channelId = verified.userChannel?.id;
      // Tags only feed the shared-topics notice, so a failure just leaves the list empty.
      const tags = channelId !== undefined ? await deps.fetchTags(channelId).catch(() => []) : [];
      actions.storeUserTags(tags);
      navigate('/profile/edit', { state: { fromRegistration: true } });
    })();
  }, [active, deps, actions, navigate]);

  return { verifying, error };
}
