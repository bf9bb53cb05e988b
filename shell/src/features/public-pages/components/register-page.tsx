import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { connectErrorMessage } from 'shared-api/channel-connect';
import { useSession } from 'shared-auth';
import { Button, InlineAlert, Spinner } from 'shared-ui';
import { youtubeConnectUrl } from '../api/oauth-start';
import { useChannelConnectionReturn, type ChannelConnectionDeps } from '../hooks/use-channel-connection';
import { NarrowMain, PublicPage } from './public-layout';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SingleCard } from './single-card';

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Busy = styled.p`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The message the protected-route gate sends along when it turns a not-validated user back here. */
function gateMessage(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { error, message } = state as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  return typeof message === 'string' && message ? message : null;
}

export interface RegisterPageProps {
  /** Full-page navigation; replaceable in tests. */
  assignLocation?: (url: string) => void;
  connectionDeps?: ChannelConnectionDeps;
}

/** Connect the YouTube channel (SPEC §2 Register page, §4 Registration). */
export function RegisterPage({ assignLocation = (url) => window.location.assign(url), connectionDeps }: RegisterPageProps) {
  const { signedIn, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [redirecting, setRedirecting] = useState(false);
  const returned = params.get('oauth2Success') === 'true';
  const { verifying, error } = useChannelConnectionReturn(returned && signedIn && !loading, connectionDeps);

  useEffect(() => {
    if (!loading && !signedIn) navigate('/', { replace: true });
  }, [loading, signedIn, navigate]);

  const connect = () => {
    setRedirecting(true);
    assignLocation(youtubeConnectUrl());
  };

  // A failed channel connect comes back as /register?error=<code> (see shared-api channel-connect).
  const notice = error ?? connectErrorMessage(params.get('error')) ?? gateMessage(location.state);

  return (
    <PublicPage>
      <PublicHeader />
      <NarrowMain>
        <SingleCard as="section" aria-labelledby="register-title">
          <h1 id="register-title">Connect Your YouTube Channel</h1>
          <p>Link your channel so other creators can find you and you can start collaborating.</p>
          {notice && <InlineAlert tone="error">{notice}</InlineAlert>}
          {verifying ? (
            <Busy role="status"><Spinner size={18} label="" />Verifying your channel...</Busy>
          ) : (
            <Button size="lg" fullWidth loading={redirecting} disabled={loading || !signedIn} onClick={connect}>
              Connect YouTube Channel
            </Button>
          )}
          {redirecting && <p role="status">Connecting to YouTube...</p>}
          <Note>We only request read-only access to your YouTube channel. We never post, edit or delete anything.</Note>
        </SingleCard>
      </NarrowMain>
      <PublicFooter />
    </PublicPage>
  );
}
