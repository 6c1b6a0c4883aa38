// Unit tests of password hashing and session tokens.
import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { checkNewPassword } from './password-rules';
import { hashToken, newSessionToken } from './token';

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed, and no other', async () => {
    const stored = await hashPassword('Bellini2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('Bellini2026', stored)).toBe(true);
    expect(await verifyPassword('bellini2026', stored)).toBe(false);
    expect(await verifyPassword('Bellini2026 ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password never gives the same hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Bellini2026'), hashPassword('Bellini2026')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Bellini2026', b)).toBe(true);
  });

  it('treats the composed and decomposed forms of an accented password alike (NFC)', async () => {
    const stored = await hashPassword('Perché2026');
    expect(await verifyPassword('Perche\u03012026', stored)).toBe(true);
  });

  it('reads the cost from the stored hash, so hashes made at another cost keep working', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Bellini2026', salt, 64, { N: 1024, r: 8, p: 1 });
    const older = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Bellini2026', older)).toBe(true);
    expect(await verifyPassword('Bellini2026', older.replace('$1024$', '$2048$'))).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$2b$10$abc']) {
      expect(await verifyPassword('Bellini2026', stored)).toBe(false);
    }
  });

  it('has a decoy hash that no user password matches and that is built once', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword('Bellini2026', decoy)).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 43 base64url characters of fresh randomness', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as their hex SHA-256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newSessionToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('checkNewPassword', () => {
  const check =
    (password: string, repeat = password) =>
    () =>
      checkNewPassword({ username: 'rossi', password, repeat });

  it('accepts letters with digits, in any script', () => {
    expect(check('Magazzino2026')).not.toThrow();
    expect(check('città2026ok')).not.toThrow();
  });

  it.each([
    ['only letters', 'solamentelettere', 'NuovaPassword'],
    ['only digits', '12345678901', 'NuovaPassword'],
    ['the user code inside', 'xxROSSIxx2026', 'NuovaPassword'],
  ])('refuses %s on NuovaPassword', (_, password, field) => {
    expect(check(password)).toThrow(
      expect.objectContaining({ status: 422, options: expect.objectContaining({ field }) }),
    );
  });

  it('refuses a repeat that differs on RipetiPassword', () => {
    expect(check('Magazzino2026', 'Magazzino2027')).toThrow(
      expect.objectContaining({ messageKey: 'password.mismatch', options: { field: 'RipetiPassword' } }),
    );
  });
});
