// The text rules every field of the contract is built from: one line or several, trimmed, no control
// characters (issue 13).
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_RULE, multiLineText, singleLineText } from './text';

describe('singleLineText and multiLineText', () => {
  const line = singleLineText({ min: 1, max: 10 });
  const note = multiLineText({ max: 50 });

  it('trim first, then count and check', () => {
    expect(line.parse('  rossi\n')).toBe('rossi');
    expect(line.safeParse('   ').success).toBe(false);
    expect(line.safeParse('12345678901').success).toBe(false);
    expect(singleLineText({ max: 10, trim: false }).parse(' a b ')).toBe(' a b ');
  });

  it('keep any printable unicode', () => {
    expect(line.parse('Zoë 李 🍝')).toBe('Zoë 李 🍝');
    expect(note.parse('Piano 2\r\n\tcitofono')).toBe('Piano 2\r\n\tcitofono');
  });

  it('refuse controls with the rule the API titles', () => {
    const result = line.safeParse('a\tb');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { rule: CONTROL_CHARACTERS_RULE },
    });
    expect(note.safeParse('a\u0000b').success).toBe(false);
    expect(note.safeParse('a\u000bb').success).toBe(false);
    expect(note.safeParse('a\udc00b').success).toBe(false);
  });
});
