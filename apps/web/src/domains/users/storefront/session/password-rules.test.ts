import { describe, expect, it } from 'vitest';
import { newPasswordProblem, repeatProblem } from './password-rules';

describe('new password rules', () => {
  it.each([
    ['', 'required'],
    ['abc123', 'tooShort'],
    ['a1'.repeat(65), 'tooLong'],
    ['abcdefghijk', 'needsLetterAndDigit'],
    ['12345678901', 'needsLetterAndDigit'],
    ['xUFFICIO2026', 'containsUserCode'],
    ['Provvisoria1', 'sameAsCurrent'],
    ['Nuova2026ok', null],
  ])('%j -> %s', (password, problem) => {
    expect(newPasswordProblem(password, 'ufficio', 'Provvisoria1')).toBe(problem);
  });

  it('needs the repeat to match', () => {
    expect(repeatProblem('Nuova2026ok', '')).toBe('required');
    expect(repeatProblem('Nuova2026ok', 'Nuova2026oK')).toBe('mismatch');
    expect(repeatProblem('Nuova2026ok', 'Nuova2026ok')).toBeNull();
  });
});
