// Grants or revokes the `moderator` custom claim of a Firebase user (by e-mail or uid), which opens the moderation
// queue (/api/moderation/*). Works against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set.
//   FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npx tsx src/scripts/set-moderator.ts --email mod@example.com
//   ... --uid <uid> --revoke
// The member must sign in again (or refresh their ID token) for the claim to reach the server.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';

export interface SetModeratorTarget { email?: string; uid?: string }

/** Sets (or clears) the claim, keeping the user's other custom claims; returns the uid. */
export async function setModerator(auth: Auth, target: SetModeratorTarget, on: boolean): Promise<string> {
  const user = target.uid ? await auth.getUser(target.uid) : await auth.getUserByEmail(target.email ?? '');
  const claims = { ...(user.customClaims ?? {}) };
  if (on) claims.moderator = true;
  else delete claims.moderator;
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}

export function parseArgs(argv: string[]): { target: SetModeratorTarget; on: boolean } {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const target = { email: value('--email'), uid: value('--uid') };
  if (!target.email && !target.uid) throw new Error('usage: set-moderator.ts (--email <email> | --uid <uid>) [--revoke]');
  return { target, on: !argv.includes('--revoke') };
}

async function main(): Promise<void> {
  const { target, on } = parseArgs(process.argv.slice(2));
  const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-collabhub' }, `set-moderator-${randomUUID()}`);
  try {
    const uid = await setModerator(getAuth(app), target, on);
    console.log(`${on ? 'granted' : 'revoked'} moderator for ${uid}`);
  } finally {
    await deleteApp(app);
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
