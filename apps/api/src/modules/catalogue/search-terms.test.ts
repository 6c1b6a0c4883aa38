import { describe, expect, it } from 'vitest';
import { likePrefix, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('reads a code-like input as an upper-case code and as words', () => {
    expect(searchTerms(' al000123 ')).toEqual({
      code: 'AL000123',
      tsQuery: 'al000123:*',
      text: 'al000123',
      words: ['al000123'],
    });
  });

  it('makes every word a prefix, joined with AND', () => {
    expect(searchTerms('Pasta  penne').tsQuery).toBe('pasta:* & penne:*');
    expect(searchTerms('Pasta penne').code).toBeUndefined();
  });

  it('keeps accented letters and drops the operators of to_tsquery', () => {
    expect(searchTerms("caffè & (crema) | !x:*'").tsQuery).toBe('caffè:* & crema:* & x:*');
  });

  it('has no full-text query when no letter or digit is left', () => {
    expect(searchTerms("'; --").tsQuery).toBeUndefined();
  });

  it('uses at most 8 words', () => {
    expect(searchTerms('a b c d e f g h i j').tsQuery?.split(' & ')).toHaveLength(8);
  });
});

describe('likePrefix', () => {
  it('escapes % and _ so they match themselves', () => {
    expect(likePrefix('A_1%')).toBe('A\\_1\\%%');
  });
});
