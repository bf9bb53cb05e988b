// Email's HTTP surface: the member's preferences (authenticated), RFC 8058 one-click unsubscribe (cookie-less; the
// signed token is the authority), the bounce and complaint hook (a shared secret), and, in development only, the
// inbox of the mail catcher.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { emailPreferencesSchema } from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { badRequest, notFound, unauthorized } from '../../errors';
import { KIND_LABELS, isEmailKind } from './kinds';
import { isTimeZone } from './local-time';
import { verifyUnsubscribe } from './unsubscribe-token';

const preferencesSchema = emailPreferencesSchema.extend({
  timeZone: emailPreferencesSchema.shape.timeZone.refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris'),
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
      + `<title>${escapeHtml(title)} · CollabHub</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

const kindLabel = (kind: string) => (isEmailKind(kind) ? KIND_LABELS[kind] : 'Invitations to CollabHub').toLowerCase();

/** The member's email preferences (authenticated). */
export async function emailPreferenceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const email = deps.email;
  const r = typed(app);

  r.get('/api/email/preferences', {
    schema: { tags: ['email'], security: [{ bearer: [] }], response: { 200: preferencesSchema } },
  }, async (request) => email.preferences(requireUser(request).id));

  r.put('/api/email/preferences', {
    config: writeLimit(deps),
    schema: { tags: ['email'], security: [{ bearer: [] }], body: preferencesSchema, response: { 200: preferencesSchema } },
  }, async (request) => email.savePreferences(requireUser(request).id, request.body));
}

/** Unsubscribe (the signed token is the authority) and the provider's bounce hook (a shared secret). */
export async function emailRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const email = deps.email;
  const secret = deps.config.email.signingSecret;
  const r = typed(app);
  // One-click unsubscribe posts a form (RFC 8058: List-Unsubscribe=One-Click); only this plugin accepts one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const tokenQuery = z.object({ token: z.string().min(1).max(1000) });

  // The body's link: a page that asks (mail scanners follow GET links; only the POST changes anything).
  r.get('/api/email/unsubscribe', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    const subject = verifyUnsubscribe(secret, request.query.token);
    if (!subject) return page(reply, 400, 'This unsubscribe link is not valid', '<p>It may have been cut or altered.</p>');
    return page(reply, 200, `Unsubscribe from ${kindLabel(subject.kind)}?`,
      `<form method="post" action="/api/email/unsubscribe?token=${encodeURIComponent(request.query.token)}">`
      + '<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>'
      + '<p><a href="/settings?tab=notifications">Email preferences</a></p>');
  });

  // RFC 8058 one-click: no cookie, no session; the token says who and what. Also the page's button.
  r.post('/api/email/unsubscribe', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    const subject = verifyUnsubscribe(secret, request.query.token);
    if (!subject) throw badRequest('Invalid unsubscribe token');
    const kind = await email.unsubscribe(subject);
    return page(reply, 200, 'You are unsubscribed',
      `<p>You will get no more email about ${escapeHtml(kindLabel(kind))}.</p>`
      + '<p><a href="/settings?tab=notifications">Change your email preferences</a></p>');
  });

  // The SMTP provider's bounce and complaint hook (see docs/email.md): no more email to that address.
  r.post('/api/email/events', {
    schema: { hide: true, body: z.object({ type: z.enum(['bounce', 'complaint']), email: z.email().max(320) }) },
  }, async (request, reply) => {
    const expected = deps.config.email.webhookSecret;
    if (!expected) throw notFound();
    const given = Buffer.from(String(request.headers['x-email-webhook-secret'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) throw unauthorized('Bad webhook secret');
    await email.suppress(request.body.email, request.body.type);
    return reply.code(204).send();
  });
}
