// Builds the billing service once (in buildApp) with the provider the configuration selects.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDevPaymentProvider } from './dev-provider';
import { BillingRepository } from './repository';
import { BillingService } from './service';
import { createStripeProvider } from './stripe-provider';

export function createBillingServices(config: Config, db: Db, log?: FastifyBaseLogger): BillingService {
  const repo = new BillingRepository(db);
  // The development checkout never runs in production (loadConfig refuses it too).
  const provider = config.billing.provider === 'stripe' || config.isProduction
    ? createStripeProvider({
      apiUrl: config.billing.stripeApiUrl,
      secretKey: config.billing.stripeSecretKey ?? '',
      webhookSecret: config.billing.stripeWebhookSecret ?? '',
      webhookToleranceSeconds: config.billing.webhookToleranceSeconds,
      introCoupon: config.billing.stripeIntroCoupon,
      log,
    })
    : createDevPaymentProvider(repo);
  return new BillingService(repo, provider, config.publicUrl);
}
