import { describe, expect, it } from 'vitest';
import { requestedCode } from './requested-code';

describe('requestedCode', () => {
  it('takes codart, in capitals, whatever the slugs say', () => {
    expect(requestedCode('wrong', '?codart=al000001')).toBe('AL000001');
    expect(requestedCode('al000002', '?codart=%20AL000001%20')).toBe('AL000001');
  });

  it('falls back on the code slug when codart is missing or empty', () => {
    expect(requestedCode('al000003', '')).toBe('AL000003');
    expect(requestedCode('al000003', '?codart=')).toBe('AL000003');
    expect(requestedCode(undefined, '')).toBe('');
  });
});
