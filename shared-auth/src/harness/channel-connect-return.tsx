// The development channel connect ends on /register (`?oauth2Success=true`, or `?error=<code>`), a shell page.
// In a harness this route stands in for it: verify the channel, keep it, and go on to complete the profile
// (the profile harness has that page; the others go home), so a test user can be onboarded in the harness.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { InlineAlert, Spinner } from 'shared-ui';
import { apiFetch } from '../http/auth-fetch';
import { useSessionActions } from '../session/session-actions';
import type { ServerUser } from '../session/session-types';

export const CONNECT_RETURN_PATH = '/register';
const EDIT_PROFILE_PATH = '/profile/edit';

export function ChannelConnectReturn({ home, paths }: { home: string; paths: readonly string[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actions = useSessionActions();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(params.get('error'));
  const succeeded = params.get('oauth2Success') === 'true';

  useEffect(() => {
    if (!succeeded || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const verified = await apiFetch<ServerUser>('/api/verify-channel', { credentials: 'include' });
        if (!verified?.userChannel) throw new Error('no channel');
        actions.storeChannelConnection(verified);
      } catch {
        setFailure('verify');
        return;
      }
      const next = paths.includes(EDIT_PROFILE_PATH) ? EDIT_PROFILE_PATH : home;
      navigate(next, { replace: true, state: { fromRegistration: true } });
    })();
  }, [succeeded, actions, navigate, home, paths]);

  if (failure) return <InlineAlert tone="error">The channel was not connected ({failure}). Try again from the harness toolbar.</InlineAlert>;
  if (succeeded) return <Spinner label="Verifying your channel…" />;
  return <p>This harness has no registration page: sign in and connect a channel from the toolbar above.</p>;
}
