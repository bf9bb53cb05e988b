// Frame of the in-app pages: header, the page, footer.
import { useAtomValue } from 'shared-auth';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { runtimeConfigAtom, useSession } from 'shared-auth';
import { AppFooter } from 'shared-ui';
import { COMMUNITY_CHAT_URL } from '../features/public-pages/components/public-links';
import { RouterLink } from './router-link';
import { ShellHeader } from './shell-header';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
`;

export function SignedInLayout() {
  const location = useLocation();
  const { validated } = useSession();
  const appName = useAtomValue(runtimeConfigAtom)?.appName ?? 'CollabHub';
  // Coming from registration the edit-profile page brings its own registration-style header.
  const registrationFlow =
    (location.state as { fromRegistration?: boolean } | null)?.fromRegistration === true && !validated;
  return (
    <Frame>
      {!registrationFlow && <ShellHeader />}
      <Main id="main">
        <Outlet />
      </Main>
      <AppFooter communityUrl={COMMUNITY_CHAT_URL} appName={appName} linkComponent={RouterLink} />
    </Frame>
  );
}
