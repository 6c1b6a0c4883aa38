// Turns what a user typed into the pieces of the product search: a code candidate (exact and prefix
// match), a prefix full-text query (each word may be the start of a word), and the words the typo-tolerant
// fallback corrects.

/** At most this many words take part in the full-text query: longer input adds cost, not precision. */
const MAX_WORDS = 8;

export interface SearchTerms {
  /** The whole input as a product code (upper case), when it can be one. */
  code: string | undefined;
  /** `word:* & word:*` for to_tsquery, words reduced to letters and digits; undefined when none. */
  tsQuery: string | undefined;
  /** The input, trimmed and with single spaces. */
  text: string;
  /** The words (letters and digits, lower case, at most 8): what the typo-tolerant search corrects. */
  words: string[];
}

export function searchTerms(input: string): SearchTerms {
  const text = input.trim().replace(/\s+/g, ' ');
  const compact = text.toUpperCase();
  const code = /^[A-Z0-9._-]+$/.test(compact) ? compact : undefined;
  // Only letters and digits reach to_tsquery, so its operators (&, |, !, :, parentheses) cannot be injected.
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  const tsQuery = words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
  return { code, tsQuery, text, words };
}

/** Escapes LIKE's wildcards so that a code prefix is matched literally. */
export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
