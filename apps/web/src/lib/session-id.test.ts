import { beforeEach, describe, expect, it } from 'vitest';
import { getSessionId, SESSION_ID_KEY } from './session-id';

describe('getSessionId', () => {
  beforeEach(() => localStorage.clear());

  it('makes an id the API accepts and keeps it in localStorage', () => {
    const id = getSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(id);
    expect(getSessionId()).toBe(id);
  });

  it('replaces a stored value that is not a valid id', () => {
    localStorage.setItem(SESSION_ID_KEY, 'bad id!');
    const id = getSessionId();
    expect(id).not.toBe('bad id!');
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(id);
  });

  it('still gives a stable id when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const id = getSessionId(broken);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(getSessionId(broken)).toBe(id);
  });
});
