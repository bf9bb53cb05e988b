// The security headers and the web plugin alone on a real Fastify instance: what they do needs no database.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { createRemotesFile } from '../src/plugins/remotes-file';
import { registerSecurityHeaders } from '../src/plugins/security-headers';
import { registerWeb } from '../src/plugins/web';

export async function createWebApp(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', LOG_LEVEL: 'silent', ...env });
  const app = Fastify({ logger: false });
  const remotesFile = createRemotesFile(config.remotesFile, { production: config.isProduction, log: app.log });
  registerSecurityHeaders(app, config, remotesFile);
  await registerWeb(app, config, remotesFile);
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.ready();
  return app;
}
