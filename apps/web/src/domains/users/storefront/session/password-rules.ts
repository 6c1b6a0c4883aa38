// The new-password rules the gateway enforces (changePassword: 10–128 characters, a letter and a
// digit, not the user code), checked as the user types so the dialog can say what is missing.
export type PasswordProblem =
  'required' | 'tooShort' | 'tooLong' | 'needsLetterAndDigit' | 'containsUserCode' | 'sameAsCurrent';

export function newPasswordProblem(
  password: string,
  userCode: string,
  current: string,
): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < 10) return 'tooShort';
  if (password.length > 128) return 'tooLong';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'needsLetterAndDigit';
  if (userCode && password.toLowerCase().includes(userCode.toLowerCase())) return 'containsUserCode';
  if (password === current) return 'sameAsCurrent';
  return null;
}

export function repeatProblem(password: string, repeat: string): 'required' | 'mismatch' | null {
  if (!repeat) return 'required';
  return repeat === password ? null : 'mismatch';
}
