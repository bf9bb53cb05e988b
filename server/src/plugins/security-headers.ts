// Security headers. Everything except the Content-Security-Policy is fixed for the life of the process and built
// once. The CSP allows what the front end needs and nothing more: same-origin scripts, the origins remotes.json
// names (so a remote deployed on another host can load), the Firebase Auth endpoints (or the emulator), Google
// sign-in, data:/blob: and YouTube avatar images. It is rebuilt only when the remotes file changes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { RemotesFile } from './remotes-file';

const GOOGLE_IDENTITY = [
  'https://accounts.google.com', 'https://apis.google.com', 'https://www.googleapis.com',
  'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com',
];
const YOUTUBE_IMAGES = ['https://yt3.ggpht.com', 'https://yt3.googleusercontent.com', 'https://i.ytimg.com'];
const STYLE_CDNS = ['https://fonts.googleapis.com', 'https://cdnjs.cloudflare.com', 'https://cdn.jsdelivr.net'];
const FONT_CDNS = ['https://fonts.gstatic.com', 'https://cdnjs.cloudflare.com', 'https://cdn.jsdelivr.net'];

/** The headers that never change while the process runs. */
export function staticSecurityHeaders(config: Config): Record<string, string> {
  return {
    // The Google sign-in popup must be able to talk back to its opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    // Remotes may be loaded from other origins; the static remote routes widen this to cross-origin.
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(config.isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** The ws: or wss: form of the product's own origin. */
export function websocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** The CSP for a set of remote origins (exactly those; the rest of the policy depends only on the config). */
export function contentSecurityPolicy(config: Config, remoteOrigins: readonly string[]): string {
  const emulator = config.firebase.authEmulatorHost ? [`http://${config.firebase.authEmulatorHost}`] : [];
  const authFrames = [`https://${config.firebase.authDomain}`, 'https://accounts.google.com', ...emulator];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // A remote needs its remoteEntry.js and chunks (script), its manifest (connect), and whatever styles, fonts
    // and images it ships next to them.
    ['script-src', ["'self'", 'https://apis.google.com', 'https://accounts.google.com', ...remoteOrigins]],
    ['script-src-attr', ["'none'"]],
    // styled-components injects <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...STYLE_CDNS, ...remoteOrigins]],
    ['font-src', ["'self'", 'data:', ...FONT_CDNS, ...remoteOrigins]],
    ['img-src', ["'self'", 'data:', 'blob:', ...YOUTUBE_IMAGES, 'https://lh3.googleusercontent.com', ...remoteOrigins]],
    // The chat socket goes to this origin only ('self' and its ws(s) form, for browsers where 'self' does not
    // cover WebSockets), never to any host; Firebase Auth's endpoints serve the sign-in.
    ['connect-src', ["'self'", websocketOrigin(config.publicUrl), ...GOOGLE_IDENTITY, ...emulator, ...remoteOrigins]],
    ['frame-src', ["'self'", ...authFrames]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", 'https://accounts.google.com']],
    ['frame-ancestors', ["'self'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`);
  if (config.isProduction) text.push('upgrade-insecure-requests');
  return text.join(';');
}

/** Sets the headers on every response, early enough that a route may still remove one (see auth-emulator). */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, remotesFile: RemotesFile): void {
  const fixed = staticSecurityHeaders(config);
  let cachedFor: readonly string[] | null = null;
  let cachedCsp = '';
  const csp = (): string => {
    // The snapshot's origin list is a new array only when the file changed.
    const { origins } = remotesFile.current();
    if (origins !== cachedFor) {
      cachedFor = origins;
      cachedCsp = contentSecurityPolicy(config, origins);
    }
    return cachedCsp;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(fixed);
    reply.header('content-security-policy', csp());
    done();
  });
}
