import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { cachedCount, COUNT_TTL_MS, forgetCounts } from './count-cache';

const fakeDb = () => ({}) as Database;

describe('cachedCount', () => {
  it('counts once per key within the time to live, then again', async () => {
    const db = fakeDb();
    const count = vi.fn(async () => 42);
    expect(await cachedCount(db, 'k', count, 1_000)).toBe(42);
    expect(await cachedCount(db, 'k', count, 1_000 + COUNT_TTL_MS - 1)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    await cachedCount(db, 'k', count, 1_000 + COUNT_TTL_MS);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps keys and databases apart, and shares a count in flight', async () => {
    const db = fakeDb();
    let resolve: (n: number) => void = () => undefined;
    const slow = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const first = cachedCount(db, 'a', slow, 0);
    const second = cachedCount(db, 'a', slow, 1);
    resolve(7);
    expect([await first, await second]).toEqual([7, 7]);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(await cachedCount(db, 'b', async () => 8, 2)).toBe(8);
    expect(await cachedCount(fakeDb(), 'a', async () => 9, 2)).toBe(9);
  });

  it('forgets a failed count and, when asked, everything', async () => {
    const db = fakeDb();
    await expect(cachedCount(db, 'k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cachedCount(db, 'k', async () => 3, 1)).toBe(3);
    forgetCounts(db);
    expect(await cachedCount(db, 'k', async () => 4, 2)).toBe(4);
  });
});
