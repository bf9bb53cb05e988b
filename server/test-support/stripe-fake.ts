// A local fake of the parts of Stripe's HTTP API the billing adapter calls (Checkout Sessions, subscription
// update, coupon look-up), and webhook deliveries signed with Stripe's real scheme through the official SDK.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const FAKE_WEBHOOK_SECRET = 'whsec_test_collabhub';
export const FAKE_SECRET_KEY = 'sk_test_collabhub';

export interface FakeStripeCall {
  method: string;
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  apiVersion: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  calls: FakeStripeCall[];
  /** Coupons the fake knows, by id (the Stripe coupon object's fields the adapter reads). */
  coupons: Map<string, { valid: boolean; percent_off: number | null; duration: string; duration_in_months: number | null }>;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => resolve(body));
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const coupons: FakeStripe['coupons'] = new Map();
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    const header = (name: string) => req.headers[name] as string | undefined;
    calls.push({ method: req.method ?? '', path: req.url ?? '', auth: header('authorization'),
      idempotencyKey: header('idempotency-key'), apiVersion: header('stripe-version'), form });
    res.setHeader('content-type', 'application/json');
    const send = (status: number, body: object) => {
      res.statusCode = status;
      res.end(JSON.stringify(body));
    };
    if (header('authorization') !== `Bearer ${FAKE_SECRET_KEY}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const id = `cs_test_${calls.length}`;
      send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` });
      return;
    }
    const sub = /^\/v1\/subscriptions\/(\w+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && sub) {
      send(200, { id: sub[1], object: 'subscription', customer: 'cus_1', status: 'active',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        items: { data: [{ current_period_end: 1_900_000_000 }] }, metadata: {} });
      return;
    }
    const coupon = /^\/v1\/coupons\/(\w+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && coupon && coupons.has(coupon[1] as string)) {
      send(200, { id: coupon[1], object: 'coupon', ...coupons.get(coupon[1] as string) });
      return;
    }
    send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, calls, coupons,
    close: () => new Promise<void>((r) => {
      server.close(() => r());
      server.closeAllConnections();
    }),
  };
}

/** The Stripe-Signature header Stripe would send for `payload`. */
export function stripeSignature(payload: string, secret = FAKE_WEBHOOK_SECRET, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** Delivers a body to the webhook, signed (a string body is sent byte for byte). */
export function deliverWebhook(
  app: FastifyInstance, body: object | string, opts: { secret?: string; timestamp?: number; address?: string } = {},
): Promise<LightMyRequestResponse> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST', url: '/api/billing/webhook', payload, remoteAddress: opts.address,
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, opts.secret, opts.timestamp) },
  });
}

/** The environment that selects Stripe against the fake. */
export function stripeEnv(fake: FakeStripe, extra: Record<string, string> = {}): Record<string, string> {
  return {
    BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url, PUBLIC_URL: 'https://collabhub.example', ...extra,
  };
}
