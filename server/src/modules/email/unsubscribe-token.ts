// Unsubscribe links carry who and what, signed with HMAC-SHA256 (EMAIL_SIGNING_SECRET): a token cannot be forged or
// altered into another member's or another kind's. `u` is a member id; `e` a non-member's address (invitations).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeSubject = { userId: number; kind: string } | { email: string; kind: string };

const encode = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

function payloadOf(subject: UnsubscribeSubject): string {
  return 'userId' in subject ? `u:${subject.userId}:${subject.kind}` : `e:${subject.email.toLowerCase()}:${subject.kind}`;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signUnsubscribe(secret: string, subject: UnsubscribeSubject): string {
  const payload = payloadOf(subject);
  return `${encode(payload)}.${mac(secret, payload)}`;
}

/** The subject of a genuine token; null for anything malformed or altered. */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeSubject | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined || body.length > 600) return null;
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const m = /^(u|e):(.+):([A-Za-z]+)$/.exec(payload);
  if (!m) return null;
  const [, type, who, kind] = m as unknown as [string, string, string, string];
  if (type === 'u') {
    const userId = Number(who);
    return Number.isSafeInteger(userId) && userId > 0 ? { userId, kind } : null;
  }
  return { email: who, kind };
}
