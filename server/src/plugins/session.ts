// The browser session: an HttpOnly, SameSite=Lax, signed cookie set by login/register. It carries only the
// Firebase uid and an expiry; it serves the browser-redirect calls (OAuth start, verify-channel).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'collabhub_session';
const SESSION_SECONDS = 7 * 24 * 3600;

export function setSessionCookie(reply: FastifyReply, uid: string, secure: boolean): void {
  const expires = Math.floor(Date.now() / 1000) + SESSION_SECONDS;
  reply.setCookie(SESSION_COOKIE, `${uid}|${expires}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_SECONDS,
  });
}

export function readSessionUid(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [uid, expires] = unsigned.value.split('|');
  if (!uid || !expires || Number(expires) < Date.now() / 1000) return null;
  return uid;
}
