// The development provider's consent step (registered only when OAUTH_PROVIDER=dev outside production):
// GET shows the consent page for a pending flow of the session user, POST turns the choice into a one-time code
// and sends the browser to the callback, exactly as Google would.
import { desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { channels } from '../../db/schema';
import { sessionUser, writeLimit, type AppDeps } from '../../deps';
import { queryParam } from './connect-flow';
import { renderConsentPage, renderExpiredPage, type ConsentChannel } from './dev-consent-page';
import { DEV_AUTHORIZE_PATH, type DevChoice, type DevProvider } from './dev-provider';
import type { FlowStore } from './flow-store';
import { CALLBACK_PATH } from './google-provider';

const LISTED_CHANNELS = 8;
const HANDLE_PATTERN = /^@[A-Za-z0-9._-]{3,30}$/;

export interface DevOAuthRouteOptions {
  deps: AppDeps;
  devProvider: DevProvider;
  flows: FlowStore;
}

type Form = Record<string, string>;

/** Validates the create-a-channel fields; a string is the message to show. */
export function parseNewChannel(form: Form): DevChoice | string {
  const name = (form.name ?? '').trim();
  if (name.length === 0) return 'Enter a channel name.';
  if (name.length > 100) return 'The channel name can be at most 100 characters.';
  const raw = (form.handle ?? '').trim();
  if (raw === '') return { kind: 'new', name, handle: null };
  const handle = raw.startsWith('@') ? raw : `@${raw}`;
  if (!HANDLE_PATTERN.test(handle)) return 'A handle has 3 to 30 letters, digits, dots, dashes or underscores.';
  return { kind: 'new', name, handle: handle.toLowerCase() };
}

export async function devOAuthRoutes(app: FastifyInstance, o: DevOAuthRouteOptions): Promise<void> {
  const { db } = o.deps.database;

  // Scoped to this plugin: plain HTML forms post application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));

  // The caller's own channel comes first, so a member can reconnect it (e.g. after a revoked grant).
  const unclaimed = async (userId: number): Promise<ConsentChannel[]> => db
    .select({ id: channels.id, name: channels.name, handle: channels.handle, subscribers: channels.subscribers })
    .from(channels)
    .where(or(isNull(channels.ownerUserId), eq(channels.ownerUserId, userId)))
    .orderBy(sql`(${channels.ownerUserId} is not null) desc`, desc(channels.subscribers), desc(channels.id))
    .limit(LISTED_CHANNELS);

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

  /** The pending flow this request belongs to, or null (no session, unknown, expired or someone else's). */
  const pendingFlow = async (request: FastifyRequest, source: unknown) => {
    const user = await sessionUser(request);
    const state = queryParam(source, 'state');
    const codeChallenge = queryParam(source, 'code_challenge');
    if (!user || !state || !codeChallenge || !(await o.flows.isPending(user.id, state))) return null;
    return { state, codeChallenge, userId: user.id };
  };

  app.get(DEV_AUTHORIZE_PATH, { schema: { tags: ['oauth'], description: 'Development provider consent page (HTML).' } },
    async (request, reply) => {
      const flow = await pendingFlow(request, request.query);
      if (!flow) return html(reply, 400, renderExpiredPage());
      return html(reply, 200, renderConsentPage({ state: flow.state, codeChallenge: flow.codeChallenge, channels: await unclaimed(flow.userId) }));
    });

  app.post(DEV_AUTHORIZE_PATH, {
    config: writeLimit(o.deps),
    schema: { tags: ['oauth'], description: 'Development provider consent (HTML form post); redirects to the callback.' },
  }, async (request, reply) => {
    const form: Form = typeof request.body === 'object' && request.body !== null ? (request.body as Form) : {};
    const flow = await pendingFlow(request, form);
    if (!flow) return html(reply, 400, renderExpiredPage());
    const back = (params: Record<string, string>) =>
      reply.redirect(`${CALLBACK_PATH}?${new URLSearchParams({ ...params, state: flow.state }).toString()}`, 303);
    const again = async (error: string) =>
      html(reply, 400, renderConsentPage({
        state: flow.state, codeChallenge: flow.codeChallenge, channels: await unclaimed(flow.userId), error, values: form,
      }));

    let choice: DevChoice;
    switch (form.action) {
      case 'deny':
        return back({ error: 'access_denied' });
      case 'pick': {
        const id = Number(form.channel);
        if (!Number.isSafeInteger(id) || id <= 0) return again('Pick a channel to connect.');
        const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, id)).limit(1);
        if (!row) return again('That channel no longer exists. Pick another one.');
        choice = { kind: 'existing', channelId: id };
        break;
      }
      case 'create': {
        const parsed = parseNewChannel(form);
        if (typeof parsed === 'string') return again(parsed);
        choice = parsed;
        break;
      }
      default:
        return again('Choose a channel, create one, or deny access.');
    }
    return back({ code: o.devProvider.issueCode({ state: flow.state, codeChallenge: flow.codeChallenge, choice }) });
  });
}
