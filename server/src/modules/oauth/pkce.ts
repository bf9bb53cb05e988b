// The random `state` of a flow and its PKCE pair (RFC 7636, S256).
import { createHash, createHmac, randomBytes } from 'node:crypto';

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The code verifier is derived from the state with the server secret, so it needs no storage of its own: it is
 * unguessable without the secret (32 bytes of HMAC output, the RFC's recommended size) and unique per flow.
 */
export function codeVerifierFor(state: string, secret: string): string {
  return createHmac('sha256', secret).update(`pkce:${state}`).digest('base64url');
}

export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
