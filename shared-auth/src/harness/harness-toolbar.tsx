// The harness's development toolbar: sign a test user in or out, and connect a channel for it, so member pages
// can be worked on in a remote alone. Never part of the shell or of a remote's exposed modules.
import { useState, type CSSProperties, type FormEvent } from 'react';
import { Button, InlineAlert, TextInput, theme } from 'shared-ui';
import { signOutSession } from '../firebase/firebase-auth';
import { useSession } from '../session/use-session';
import { DEFAULT_TEST_USER, signInAsTestUser } from './test-user-sign-in';

/** The API's start of the YouTube channel connect (the development consent page with `npm start`). */
export const CONNECT_CHANNEL_PATH = '/api/oauth2/authorization/google';
const EMAIL_KEY = 'harnessTestUserEmail';

const bar: CSSProperties = {
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[2],
  padding: `${theme.space[2]} ${theme.space[4]}`, background: theme.colors.warningSoft,
  borderBottom: `1px solid ${theme.colors.borderStrong}`, fontSize: theme.fontSizes.sm, color: theme.colors.text,
};
const form: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[2], flex: '1 1 280px' };
const input: CSSProperties = { flex: '1 1 200px', maxWidth: 320, minWidth: 0 };

function rememberedEmail(): string {
  try {
    return localStorage.getItem(EMAIL_KEY) ?? DEFAULT_TEST_USER.email;
  } catch {
    return DEFAULT_TEST_USER.email;
  }
}

/** Where the signed-in test user stands, in the words of the registration steps. */
function standing(validated: boolean, hasChannel: boolean): string {
  if (validated) return 'registered member';
  return hasChannel ? 'profile not completed' : 'no channel connected';
}

export function HarnessToolbar() {
  const { firebaseUser, serverUser, userChannel, signedIn, validated, loading } = useSession();
  const [email, setEmail] = useState(rememberedEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      localStorage.setItem(EMAIL_KEY, email.trim());
      await signInAsTestUser({ email });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    setBusy(true);
    try {
      await signOutSession();
    } finally {
      setBusy(false);
    }
  };

  const hasChannel = Boolean(userChannel?.id ?? serverUser?.userChannel?.id);
  return (
    <section aria-label="Development harness" style={bar}>
      <strong>Harness</strong>
      {signedIn && !busy ? (
        <>
          <span>
            Signed in as <strong>{firebaseUser?.email}</strong> ({standing(validated, hasChannel)})
          </span>
          {!hasChannel && <a href={CONNECT_CHANNEL_PATH}>Connect a channel</a>}
          <Button size="sm" variant="secondary" onClick={() => void signOut()}>Sign out</Button>
        </>
      ) : (
        <form style={form} onSubmit={(e) => void signIn(e)}>
          <label htmlFor="harness-test-user-email">Test user</label>
          <TextInput
            id="harness-test-user-email" type="email" required value={email} style={input}
            onChange={(e) => setEmail(e.target.value)} autoComplete="off"
          />
          <Button size="sm" type="submit" loading={busy} disabled={busy || loading}>Sign in as test user</Button>
        </form>
      )}
      {error && <div style={{ flexBasis: '100%' }}><InlineAlert tone="error">Sign-in failed: {error}</InlineAlert></div>}
    </section>
  );
}
