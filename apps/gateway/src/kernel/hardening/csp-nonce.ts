// A fresh nonce per answer for the inline scripts of a server-rendered page (its Apollo cache and
// router state): the Content-Security-Policy allows those scripts and no other inline script. Made
// on first use, by the policy header or by the page render, whichever asks first.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const NONCE = Symbol('cspNonce');

type WithNonce = ServerResponse & { [NONCE]?: string };

export function cspNonce(response: ServerResponse): string {
  const withNonce = response as WithNonce;
  withNonce[NONCE] ??= randomBytes(16).toString('base64');
  return withNonce[NONCE];
}
