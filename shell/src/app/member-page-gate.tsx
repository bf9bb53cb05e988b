// /profile/edit and /profile/me are public routes (SPEC §2), but they are about the visitor's own channel.
// A visitor who is not signed in gets an invitation to sign in instead of an empty member placeholder.
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-auth';
import { Card, LoadingScreen, UserRound } from 'shared-ui';

const Prompt = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space[10]} auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  svg { color: ${({ theme }) => theme.colors.primary}; }
  a { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

export const VISITOR_PROFILE_TITLE = 'Sign in to see your profile';

export function MemberPageGate() {
  const { loading, signedIn } = useSession();
  if (loading) return <LoadingScreen />;
  if (signedIn) return <Outlet />;
  return (
    <Prompt as="section" aria-labelledby="visitor-profile-title">
      <UserRound size={40} aria-hidden="true" />
      <h1 id="visitor-profile-title">{VISITOR_PROFILE_TITLE}</h1>
      <p>Your profile belongs to your YouTube channel. Sign up or log in with Google on the home page, then connect your channel.</p>
      <Link to="/">Go to the home page</Link>
    </Prompt>
  );
}
