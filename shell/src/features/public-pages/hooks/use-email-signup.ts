import { useCallback, useState } from 'react';
import { addEmail } from '../api/add-email';
import { COMING_SOON_TEXT } from '../components/coming-soon-content';

export type EmailSignupStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** The coming-soon email form: required check, the subscribe call and its outcome (SPEC §5, §8). */
export function useEmailSignup(subscribe: (email: string) => Promise<void> = addEmail) {
  const [status, setStatus] = useState<EmailSignupStatus>({ kind: 'idle' });

  const submit = useCallback(
    async (rawEmail: string) => {
      const email = rawEmail.trim();
      if (!email) {
        setStatus({ kind: 'invalid', message: COMING_SOON_TEXT.emailRequired });
        return false;
      }
      setStatus({ kind: 'sending' });
      try {
        await subscribe(email);
        setStatus({ kind: 'done', message: COMING_SOON_TEXT.subscribed });
        return true;
      } catch {
        setStatus({ kind: 'failed', message: COMING_SOON_TEXT.subscribeFailed });
        return false;
      }
    },
    [subscribe],
  );

  return { status, submit };
}
