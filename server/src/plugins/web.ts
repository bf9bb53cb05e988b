// Serves the built front end: the shell at / (SPA fallback to index.html) and each remote under
// /remotes/<folder>/ with CORS open, plus the runtime /config.json and /remotes.json.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeConfig } from 'shared-api';
import type { Config } from '../config';
import { errorBody } from '../errors';

export const REMOTE_FOLDERS = ['mfe-discovery', 'mfe-profile', 'mfe-messaging', 'mfe-account'] as const;

/**
 * The browser's runtime config. With the Auth emulator, the browser reaches it through this server's origin
 * (see modules/auth-emulator), so `origin` is the origin the page was loaded from.
 */
export function runtimeConfig(config: Config, origin = config.publicUrl): RuntimeConfig {
  return {
    appName: 'CollabHub',
    comingSoon: config.comingSoon,
    launchDate: config.launchDate,
    apiBaseUrl: '',
    firebase: {
      apiKey: config.firebase.webApiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    },
    authEmulatorUrl: config.firebase.authEmulatorHost ? origin : null,
  };
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api'
    && (request.headers.accept ?? '').includes('text/html');
}

export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  app.get('/config.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return runtimeConfig(config, `${request.protocol}://${request.host}`);
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      // Read on every request: editing the file swaps a remote without rebuilding the shell.
      const parsed: unknown = JSON.parse(await readFile(config.remotesFile, 'utf8'));
      return reply.type('application/json').send(parsed);
    } catch (err) {
      request.log.error({ err, file: config.remotesFile }, 'cannot read the remotes file');
      return reply.status(503).send(errorBody(503, 'Remote manifest list unavailable'));
    }
  });

  let decorated = false;
  for (const folder of REMOTE_FOLDERS) {
    const dir = path.join(config.webRoot, folder, 'dist');
    if (!existsSync(dir)) {
      app.log.warn({ dir }, `remote ${folder} is not built; /remotes/${folder}/ will answer 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${folder}/`,
      decorateReply: !decorated,
      setHeaders: (res) => {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
    decorated = true;
  }

  const shellDir = path.join(config.webRoot, 'shell', 'dist');
  const hasShell = existsSync(path.join(shellDir, 'index.html'));
  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellDir);
  if (!hasShell) app.log.warn({ dir: shellDir }, 'the shell is not built; only the API is served');
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      decorateReply: !decorated,
      wildcard: true,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) res.header('Cache-Control', 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasShell && wantsHtml(request)) return sendIndex(reply);
    return reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
