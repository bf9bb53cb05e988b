// Stripe's webhook signature scheme: header `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>...]`, where
// v1 = HMAC-SHA256(endpoint secret, `${t}.${raw body}`). A timestamp outside the tolerance is refused (replays).
import { createHmac, timingSafeEqual } from 'node:crypto';

export class SignatureError extends Error {
  override name = 'SignatureError';
}

export function computeSignature(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The header value Stripe would send for `payload` (used by the local fake and the development checkout). */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeSignature(payload, secret, timestamp)}`;
}

export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  toleranceSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new SignatureError('Missing Stripe-Signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) throw new SignatureError('Malformed Stripe-Signature header');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new SignatureError('Timestamp outside the tolerance');
  const expected = Buffer.from(computeSignature(payload, secret, timestamp), 'hex');
  const ok = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new SignatureError('No matching signature');
}
