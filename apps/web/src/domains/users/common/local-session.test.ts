import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalSession, LOCAL_SESSION_KEYS } from './local-session';

describe('clearLocalSession', () => {
  beforeEach(() => localStorage.clear());

  it('removes the client advanced field, data, numero and codcli and keeps the rest', () => {
    for (const key of LOCAL_SESSION_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem('cookie-consent', '{"kept":true}');
    clearLocalSession();
    expect(LOCAL_SESSION_KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null, null, null]);
    expect(localStorage.getItem('cookie-consent')).toBe('{"kept":true}');
  });
});
