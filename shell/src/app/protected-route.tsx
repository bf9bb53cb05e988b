// The protected-route gate (SPEC §2): signed in and server-validated, or a redirect.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from 'shared-ui';
import { useSession } from 'shared-auth';
import { GATE_MESSAGES, type RegisterRedirectState } from './gate-messages';

export function ProtectedRoute() {
  const { loading, signedIn, validated, serverUser } = useSession();
  const location = useLocation();
  if (loading) return <LoadingScreen text={GATE_MESSAGES.loading} />;
  if (!signedIn) return <Navigate to="/" replace />;
  if (!validated) {
    const state: RegisterRedirectState = {
      error: serverUser?.validated === false ? GATE_MESSAGES.verificationPending : GATE_MESSAGES.completeRegistration,
      from: location.pathname + location.search,
    };
    return <Navigate to="/register" replace state={state} />;
  }
  return <Outlet />;
}
