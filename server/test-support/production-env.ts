// The smallest complete production environment, for tests of what production mode allows and refuses. Each test
// spreads it and changes only what it checks.
import path from 'node:path';

export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'p'.repeat(40),
  PUBLIC_URL: 'https://collabhub.example',
  FIREBASE_PROJECT_ID: 'collabhub-test',
  FIREBASE_WEB_API_KEY: 'web-api-key',
  GOOGLE_APPLICATION_CREDENTIALS: path.join(__dirname, 'fixtures', 'service-account.json'),
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMTP_URL: 'smtp://mail.example.test:587',
  MAIL_FROM: 'CollabHub <hello@example.test>',
  EMAIL_SIGNING_SECRET: 'e'.repeat(40),
  // Never the emulator in production, even when the machine running the tests has it set.
  FIREBASE_AUTH_EMULATOR_HOST: '',
};
