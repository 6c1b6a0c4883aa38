// The anonymous session id every GraphQL request carries (spec §7: header x-sessionid), made once
// and kept in localStorage so that the cart and the session survive reloads.
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

/** The stored session id, or a new one stored now. Without usable storage it lives for the page's life. */
export function getSessionId(storage: Storage | undefined = browserStorage()): string {
  try {
    const stored = storage?.getItem(SESSION_ID_KEY);
    if (stored && VALID.test(stored)) return stored;
    const id = randomId();
    storage?.setItem(SESSION_ID_KEY, id);
    if (storage) return id;
  } catch {
    // quota exceeded or storage blocked: fall through to the in-memory id
  }
  memoryId ??= randomId();
  return memoryId;
}
