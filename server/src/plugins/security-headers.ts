// Security headers. The CSP allows what the front end needs and nothing more: same-origin scripts, the Firebase
// Auth endpoints (or the emulator) and Google sign-in for connect/frame, data:/blob: and YouTube avatar images.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const GOOGLE_IDENTITY = [
  'https://accounts.google.com', 'https://apis.google.com', 'https://www.googleapis.com',
  'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com',
];
const YOUTUBE_IMAGES = ['https://yt3.ggpht.com', 'https://yt3.googleusercontent.com', 'https://i.ytimg.com'];
const STYLE_CDNS = ['https://fonts.googleapis.com', 'https://cdnjs.cloudflare.com', 'https://cdn.jsdelivr.net'];
const FONT_CDNS = ['https://fonts.gstatic.com', 'https://cdnjs.cloudflare.com', 'https://cdn.jsdelivr.net'];

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const emulator = config.firebase.authEmulatorHost ? [`http://${config.firebase.authEmulatorHost}`] : [];
  const authFrames = [`https://${config.firebase.authDomain}`, 'https://accounts.google.com', ...emulator];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com', 'https://accounts.google.com'],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...STYLE_CDNS],
        fontSrc: ["'self'", 'data:', ...FONT_CDNS],
        imgSrc: ["'self'", 'data:', 'blob:', ...YOUTUBE_IMAGES, 'https://lh3.googleusercontent.com'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...GOOGLE_IDENTITY, ...emulator],
        frameSrc: ["'self'", ...authFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https://accounts.google.com'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // The Google sign-in popup must be able to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // Remotes may be loaded from other origins; the static remote routes widen this to cross-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.isProduction,
  });
}
