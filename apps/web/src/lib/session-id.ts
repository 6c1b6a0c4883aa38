// The anonymous session id every GraphQL request carries (spec §7: header x-sessionid), made once
// and kept in localStorage so that the cart and the session survive reloads.
import { SESSION_ID_COOKIE } from '@shop/contract/cookies';
import { randomId } from './random-id';

export const SESSION_ID_KEY = 'x-sessionid';
const VALID = /^[A-Za-z0-9_-]{16,128}$/;

let memoryId: string | undefined;

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

/**
 * Keeps the id in a cookie too (a year, the whole site, first-party only), so that the gateway's
 * server render of the next page request knows this visitor's cart.
 */
function mirrorInCookie(id: string): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`${SESSION_ID_COOKIE}=${id}`)) return;
  document.cookie = `${SESSION_ID_COOKIE}=${id}; path=/; max-age=31536000; samesite=lax`;
}

/** The stored session id, or a new one stored now. Without usable storage it lives for the page's life. */
export function getSessionId(storage: Storage | undefined = browserStorage()): string {
  try {
    const stored = storage?.getItem(SESSION_ID_KEY);
    if (stored && VALID.test(stored)) {
      mirrorInCookie(stored);
      return stored;
    }
    const id = randomId();
    storage?.setItem(SESSION_ID_KEY, id);
    if (storage) {
      mirrorInCookie(id);
      return id;
    }
  } catch {
    // quota exceeded or storage blocked: fall through to the in-memory id
  }
  memoryId ??= randomId();
  return memoryId;
}
