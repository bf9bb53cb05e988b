import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  serverUserAtom, userChannelAtom, userTagsAtom, type ServerUser, type UserChannel, type UserTag,
} from 'shared-auth';
import { verifyChannel, type AuthResponse } from '../../sign-in';
import { fetchChannelTags } from '../api/channel-tags';

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
  const store = useStore();
  const navigate = useNavigate();
  const started = useRef(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    setVerifying(true);
    void (async () => {
      let verified: AuthResponse;
      try {
        verified = await deps.verifyChannel();
      } catch {
        setVerifying(false);
        setError(CHANNEL_VERIFY_FAILED);
        return;
      }
      store.set(serverUserAtom, verified as ServerUser);
      const channel = (verified.userChannel ?? null) as UserChannel | null;
      store.set(userChannelAtom, channel);
      // Tags only feed the shared-topics notice, so a failure just leaves the list empty.
      const tags = channel?.id !== undefined ? await deps.fetchTags(channel.id).catch(() => []) : [];
      store.set(userTagsAtom, tags);
      navigate('/profile/edit', { state: { fromRegistration: true } });
    })();
  }, [active, deps, store, navigate]);

  return { verifying, error };
}
