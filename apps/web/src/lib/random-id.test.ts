import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAttemptKeys } from '../domains/orders/storefront/checkout/attempt-key';
import { randomId } from './random-id';
import { getSessionId } from './session-id';

/** What `crypto` is on a page that is not a secure context (plain HTTP under a LAN name): no randomUUID. */
function insecureCrypto(): Crypto {
  const real = globalThis.crypto;
  return { getRandomValues: real.getRandomValues.bind(real) } as unknown as Crypto;
}

describe('ids outside a secure context', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('randomId gives 128 random bits as hex, a new value each time', () => {
    vi.stubGlobal('crypto', insecureCrypto());
    const id = randomId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId()).not.toBe(id);
    expect(randomId(8)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('the session id is made and kept without crypto.randomUUID', () => {
    vi.stubGlobal('crypto', insecureCrypto());
    const id = getSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(getSessionId()).toBe(id);
  });

  it('the order attempt key is made without crypto.randomUUID', () => {
    vi.stubGlobal('crypto', insecureCrypto());
    expect(createAttemptKeys().keyFor({ total: 1 })).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
