// Frame of the in-app pages: header, the page, footer. Visitors (not signed in) get the public header; the
// edit-profile page reached from registration gets a registration header with the logo only. A page that asks for
// the whole screen on phones (an open conversation) gets it there: no header, footer or padding below `md`.
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { runtimeConfigAtom, useAtomValue, useSession } from 'shared-auth';
import { AppFooter, AppHeader, PHONE_FULL_SCREEN_MEDIA, usePhoneFullScreenRequested } from 'shared-ui';
import { COMMUNITY_CHAT_URL, PublicHeader } from '../features/public-pages';
import { BrandLogo } from './brand-logo';
import { RouterLink } from './router-link';
import { ShellHeader } from './shell-header';

const Frame = styled.div<{ $fullScreen: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  ${({ $fullScreen }) => ($fullScreen ? `${PHONE_FULL_SCREEN_MEDIA} {
    & > header, & > footer { display: none; }
    & > main { padding: 0; min-height: 0; }
  }` : '')}
`;

/* At least a screen tall: the footer starts below the fold, so a remote page growing as it loads never pushes
   visible content down (layout shift). */
const Main = styled.main.attrs({ id: 'main', tabIndex: -1 })`
  flex: 1;
  width: 100%;
  min-height: 100vh;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  &:focus { outline: none; }
`;

export function SignedInLayout() {
  const location = useLocation();
  const { validated, signedIn, loading } = useSession();
  const appName = useAtomValue(runtimeConfigAtom)?.appName ?? 'CollabHub';
  const registrationFlow =
    (location.state as { fromRegistration?: boolean } | null)?.fromRegistration === true && !validated;
  let header = <ShellHeader />;
  if (!loading && !signedIn) header = <PublicHeader />;
  else if (registrationFlow) header = <AppHeader logo={<BrandLogo to="/" homeLabel />} />;
  const fullScreen = usePhoneFullScreenRequested();
  return (
    <Frame $fullScreen={fullScreen}>
      {header}
      <Main>
        <Outlet />
      </Main>
      <AppFooter communityUrl={COMMUNITY_CHAT_URL} appName={appName} linkComponent={RouterLink} />
    </Frame>
  );
}
