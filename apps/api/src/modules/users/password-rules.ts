// The strength rules of a new password, beyond the length the contract checks.
import { AppError } from '../../errors/app-error';

/** Throws the first broken rule as a field error on NuovaPassword or RipetiPassword. */
export function checkNewPassword(input: { username: string; password: string; repeat: string }): void {
  const { username, password, repeat } = input;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    throw new AppError(422, 'VALIDATION', 'password.weak', { field: 'NuovaPassword' });
  }
  if (username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) {
    throw new AppError(422, 'VALIDATION', 'password.likeUsername', { field: 'NuovaPassword' });
  }
  if (password !== repeat) {
    throw new AppError(422, 'VALIDATION', 'password.mismatch', { field: 'RipetiPassword' });
  }
}
