// Serves the built front end: the shell at / (SPA fallback to index.html) and each remote under
// /remotes/<folder>/ with CORS open, plus the runtime /config.json and /remotes.json.
//
// Caching makes a remote swap safe: everything with a fixed name (index.html, remotes.json, config.json,
// mf-manifest.json) is revalidated on every use, and content-hashed files (every script of a production build,
// entries included: index.html and the manifests name them) are immutable for a year. Text assets are served
// precompressed (brotli or gzip, made at build time).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from 'shared-api';
import type { Config } from '../config';
import { errorBody } from '../errors';
import type { RemotesFile } from './remotes-file';

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

export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// '[name].[contenthash].js' (webpack's chunkFilename): at least 8 hex digits right before the extension.
const CONTENT_HASHED = /[.-][0-9a-f]{8,64}\.[a-z0-9]+$/i;
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Cache-Control for a built file, by name; a precompressed variant gets the rule of the file it encodes. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_SUFFIX, '');
  return CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api'
    && (request.headers.accept ?? '').includes('text/html');
}

export async function registerWeb(app: FastifyInstance, config: Config, remotesFile: RemotesFile): Promise<void> {
  app.get('/config.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return runtimeConfig(config, `${request.protocol}://${request.host}`);
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    // The live file (see remotes-file.ts): editing it swaps a remote without rebuilding the shell.
    const snapshot = remotesFile.current();
    if (snapshot.error) return reply.status(503).header('Cache-Control', 'no-store').send(errorBody(503, 'Remote manifest list unavailable'));
    reply.header('Cache-Control', REVALIDATE).header('ETag', snapshot.etag);
    if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(snapshot.body);
  });

  const staticOptions = {
    preCompressed: true,
    // Our own Cache-Control per file type (below) instead of the plugin's one max-age for everything.
    cacheControl: false,
  } as const;

  let decorated = false;
  for (const folder of REMOTE_FOLDERS) {
    const dir = path.join(config.webRoot, folder, 'dist');
    if (!existsSync(dir)) {
      app.log.warn({ dir }, `remote ${folder} is not built; /remotes/${folder}/ will answer 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: dir,
      prefix: `/remotes/${folder}/`,
      decorateReply: !decorated,
      setHeaders: (res, filePath) => {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
        res.header('Cache-Control', cacheControlFor(filePath));
      },
    });
    decorated = true;
  }

  const shellDir = path.join(config.webRoot, 'shell', 'dist');
  const hasShell = existsSync(path.join(shellDir, 'index.html'));
  const sendIndex = (reply: FastifyReply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html', shellDir);
  if (!hasShell) app.log.warn({ dir: shellDir }, 'the shell is not built; only the API is served');
  if (hasShell) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: shellDir,
      prefix: '/',
      decorateReply: !decorated,
      wildcard: true,
      index: false,
      setHeaders: (res, filePath) => { res.header('Cache-Control', cacheControlFor(filePath)); },
    });
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasShell && wantsHtml(request)) return sendIndex(reply);
    return reply.status(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
