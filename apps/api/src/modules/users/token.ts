// Opaque session tokens: 32 random bytes (base64url) handed to the client; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long a token works after login. Not sliding: a stolen token dies on schedule. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
