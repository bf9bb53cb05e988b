// Billing calls: the caller's subscription, starting a checkout, cancelling and resuming, Stripe's webhook and (development
// only) the test checkout pages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutSessionSchema, createCheckoutSchema, subscriptionStateSchema, successSchema } from 'shared-api';
import { requireAuthentication, requireUser, sessionUser, typed, writeLimit, type AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../errors';
import { DEV_CHECKOUT_PATH, isDevCheckoutId } from './dev-provider';
import { renderDevCheckoutGone, renderDevCheckoutPage } from './dev-checkout-page';
import { WebhookSignatureError } from './provider';
import { loggableEventId } from './provider-event';

export async function billingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const billing = deps.billing;
  const r = typed(app);
  const secured = { tags: ['billing'], security: [{ bearer: [] }] };

  r.get('/api/billing/subscription', {
    schema: { ...secured, description: 'The caller\'s plan and isPremium (a server fact).', response: { 200: subscriptionStateSchema } },
  }, async (request) => billing.state(requireUser(request)));

  r.post('/api/billing/checkout', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Starts a hosted checkout; send the browser to `url`.', body: createCheckoutSchema, response: { 200: checkoutSessionSchema } },
  }, async (request) => {
    const { returnTo, ...plan } = request.body;
    return billing.startCheckout(requireUser(request), { ...plan, period: plan.period ?? 'monthly' }, returnTo);
  });

  r.post('/api/billing/subscription/cancel', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Cancels at the end of the paid period.', response: { 200: successSchema } },
  }, async (request) => {
    await billing.cancel(requireUser(request));
    return { success: true };
  });

  r.post('/api/billing/subscription/resume', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Takes back a cancellation: the subscription renews at the period end again. 404 when nothing is set to end.', response: { 200: successSchema } },
  }, async (request) => {
    await billing.resume(requireUser(request));
    return { success: true };
  });
}

/** Billing calls without a bearer token: Stripe's webhook (signed) and the development checkout (session cookie). */
export async function billingPublicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const billing = deps.billing;
  if (billing.providerName === 'stripe') {
    await app.register(async (hook) => {
      // The signature covers the exact bytes Stripe sent: keep the raw body for this route only.
      hook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 },
        (_request, body, done) => done(null, body));
      // Stripe delivers in bursts (renewals, retries after an outage): the webhook has a budget of its own,
      // not the anonymous write budget of the address.
      const webhookBudget = hook.rateLimit({ max: deps.config.billing.webhookPerMinute, timeWindow: '1 minute' });
      hook.post('/api/billing/webhook', {
        config: { limit: false },
        preValidation: webhookBudget,
        schema: { tags: ['billing'], description: 'Stripe webhook (signed with Stripe-Signature). A signed but malformed event is acknowledged and ignored.' },
      }, async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers['stripe-signature'];
        let body: unknown;
        try {
          body = billing.verifyWebhook(raw, typeof header === 'string' ? header : undefined);
        } catch (err) {
          if (err instanceof WebhookSignatureError) throw badRequest(`Invalid webhook signature: ${err.message}`);
          throw err;
        }
        // Signed by Stripe: anything from here on is answered 2xx (a 4xx or 5xx would be retried for days).
        const outcome = await billing.handleEvent(body);
        if (outcome.ignored) {
          request.log.warn({ eventId: loggableEventId(body), reason: outcome.ignored }, 'Stripe webhook event ignored');
        }
        return { received: true, ...outcome };
      });
    });
  }

  if (billing.providerName === 'dev' && !deps.config.isProduction) {
    await registerDevCheckout(app, deps);
  }
}

async function registerDevCheckout(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const billing = deps.billing;
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  // Anything but a well-formed development checkout id is answered 404 before a query (NUL, surrogates, length).
  const idOf = (request: FastifyRequest) => {
    const id = (request.params as { id?: unknown }).id;
    return isDevCheckoutId(id) ? id : null;
  };
  // Plain HTML forms post application/x-www-form-urlencoded (no fields are read).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}));

  app.get(`${DEV_CHECKOUT_PATH}/:id`, { schema: { tags: ['billing'], description: 'Development checkout page.' } },
    async (request, reply) => {
      const id = idOf(request);
      const user = id === null ? null : await sessionUser(request);
      const checkout = id === null || !user ? null : await billing.openDevCheckout(id, user.id);
      if (!user || !checkout) return html(reply, 404, renderDevCheckoutGone());
      return html(reply, 200, renderDevCheckoutPage({
        checkoutId: checkout.id, plan: checkout.plan, period: checkout.period, email: user.email,
        introOffer: await billing.introOffer(),
      }));
    });

  for (const action of ['complete', 'cancel'] as const) {
    app.post(`${DEV_CHECKOUT_PATH}/:id/${action}`, { config: writeLimit(deps), schema: { tags: ['billing'] } },
      async (request, reply) => {
        const id = idOf(request);
        const user = id === null ? null : await sessionUser(request);
        if (!user || id === null) return html(reply, 404, renderDevCheckoutGone());
        try {
          const back = action === 'complete'
            ? await billing.completeDevCheckout(id, user.id)
            : await billing.cancelDevCheckout(id, user.id);
          return reply.header('cache-control', 'no-store').redirect(back, 303);
        } catch (err) {
          if (err instanceof HttpError && err.statusCode < 500) return html(reply, 404, renderDevCheckoutGone());
          throw err;
        }
      });
  }
}
