// Encrypts stored refresh tokens at rest with AES-256-GCM: a fresh 96-bit IV per token, the GCM tag checked on
// read, so a token copied from a database dump is useless without the key from the configuration.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class TokenCipher {
  private readonly key: Buffer;

  /** `key`: 32 bytes. */
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the token encryption key must be 32 bytes');
    this.key = key;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Throws when the text was not made with this key (or was altered). */
  decrypt(stored: string): string {
    const [version, iv, tag, body] = stored.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not an encrypted token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
