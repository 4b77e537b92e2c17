import crypto from 'node:crypto';
import { env } from './env';

/**
 * The one-click unsubscribe token of a saved search's alerts: random (32 bytes, 64 hex digits), good for nothing but
 * stopping that one search's mail. It is found by its SHA-256 (`unsubscribeTokenHash`); every alert of the search must
 * carry the same working link, so the token is also kept sealed (`unsubscribeTokenSealed`: AES-256-GCM under a key
 * derived from PAYLOAD_SECRET) for the alerts job to put in the next mail — the database alone opens no link.
 * Here because the API (lib/server) issues and checks tokens and the job (cms/jobs) reads them back.
 */

const INFO = 'portal saved-search unsubscribe token';

function sealingKey(secret = env.PAYLOAD_SECRET): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));
}

export function hashUnsubscribeToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sealUnsubscribeToken(token: string, secret?: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The token a sealed value holds, or null when it was sealed under another secret or tampered with. */
export function openUnsubscribeToken(sealed: string, secret?: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new token with what is stored of it. */
export function newUnsubscribeToken(secret?: string): { token: string; hash: string; sealed: string } {
  const token = crypto.randomBytes(32).toString('hex');
  return { token, hash: hashUnsubscribeToken(token), sealed: sealUnsubscribeToken(token, secret) };
}
