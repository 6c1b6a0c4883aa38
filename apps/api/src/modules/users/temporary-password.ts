// Temporary passwords the shop makes for a user (management creates the user or resets the password):
// read out or typed by a person, so no look-alike characters (0/O, 1/l/I), three groups of four with a
// digit in each; the user must change it at the next login.
import { randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const pick = (from: string) => from[randomInt(from.length)] as string;

function group(): string {
  const chars = [pick(LETTERS), pick(LETTERS), pick(LETTERS), pick(DIGITS)];
  // The digit anywhere in the group (Fisher–Yates).
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** "hK7m-Pq3t-Zw9c": 14 characters, letters and digits, never containing `username`. */
export function generateTemporaryPassword(username: string): string {
  for (;;) {
    const password = [group(), group(), group()].join('-');
    if (username.length < 3 || !password.toLowerCase().includes(username.toLowerCase())) return password;
  }
}
