// The idempotency key of an order attempt: made once for a given order (the same details and the
// same expected total), so a double click or a retry after a lost answer sends the same key and the
// API places one order. Other details (a new total after a price change, another address) are another
// attempt with a new key: the API refuses a known key with a different payload.
import { randomId } from '../../../../lib/random-id';

export interface AttemptKeys {
  /** The key for these details: the previous one when the details are the same. */
  keyFor(details: unknown): string;
  /** Forgets the key (after a placed order). */
  reset(): void;
}

export function createAttemptKeys(make: () => string = randomId): AttemptKeys {
  let current: { key: string; details: string } | null = null;
  return {
    keyFor(details) {
      const text = JSON.stringify(details);
      if (current?.details !== text) current = { key: make(), details: text };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}
