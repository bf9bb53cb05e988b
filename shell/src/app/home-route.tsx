// `/`: a signed-in, validated member goes to the dashboard; everyone else sees the landing page, or the
// coming-soon page when the runtime config says so.
import { useAtomValue } from 'shared-auth';
import { Navigate } from 'react-router-dom';
import { runtimeConfigAtom, useSession } from 'shared-auth';
import { LoadingScreen } from 'shared-ui';
import { ComingSoonPage, LandingPage } from '../features/public-pages';

export function HomeRoute() {
  const config = useAtomValue(runtimeConfigAtom);
  const { loading, validated } = useSession();
  if (loading) return <LoadingScreen />;
  if (validated) return <Navigate to="/dashboardV2" replace />;
  return config?.comingSoon ? <ComingSoonPage /> : <LandingPage />;
}
