import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { InlineAlert } from 'shared-ui';
import { NarrowMain, PublicPage } from './public-layout';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SingleCard } from './single-card';

export const LOGIN_ERROR_TEXT = 'Login with Google failed. Please try again or contact support.';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Explains that signing in happens on the registration page (SPEC §2 Login page). */
export function LoginPage() {
  const [params] = useSearchParams();
  return (
    <PublicPage>
      <PublicHeader />
      <NarrowMain>
        <SingleCard as="section" aria-labelledby="login-title">
          <h1 id="login-title">Log In</h1>
          {params.has('error') && <InlineAlert tone="error">{LOGIN_ERROR_TEXT}</InlineAlert>}
          <p>
            Sign-in happens with your Google account on the registration page, where you also connect your YouTube
            channel.
          </p>
          <Links>
            <Link to="/register">Go to registration</Link>
            <Link to="/">Back to home</Link>
          </Links>
        </SingleCard>
      </NarrowMain>
      <PublicFooter />
    </PublicPage>
  );
}
