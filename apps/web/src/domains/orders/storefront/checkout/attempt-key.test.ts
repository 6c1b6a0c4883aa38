import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-key';

describe('order attempt keys', () => {
  it('keeps the key for the same details and makes a new one when they change', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    const details = { address: '001', expectedTotal: 12.5 };
    expect(keys.keyFor(details)).toBe('key-1');
    expect(keys.keyFor({ ...details })).toBe('key-1');
    expect(keys.keyFor({ ...details, expectedTotal: 13 })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ ...details, expectedTotal: 13 })).toBe('key-3');
  });

  it('makes keys the API accepts (8–128 of A–Z a–z 0–9 - _)', () => {
    expect(createAttemptKeys().keyFor({})).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
