// The timing rules of the search box's suggestions (spec §5, §9): only for a term of more than
// 2 characters, 300 ms after the last keystroke, and an answer counts only while its request is the
// latest one (a slow answer to an older term never replaces a newer one).

/** Spec §9: debounce 300 ms. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** Spec §9: minimum 3 characters ("more than 2"). */
export const SUGGEST_MIN_LENGTH = 3;

/** The term as it is sent: trimmed. */
export function suggestionTerm(input: string): string {
  return input.trim();
}

/** Suggestions are asked for only when the term has more than 2 characters. */
export function wantsSuggestions(input: string): boolean {
  return suggestionTerm(input).length >= SUGGEST_MIN_LENGTH;
}

/**
 * Numbers requests so that only the latest one's answer is applied. `begin()` starts a request and
 * returns a check that stays true until another request begins or `cancel()` is called.
 */
export function createLatestOnly() {
  let latest = 0;
  return {
    begin(): () => boolean {
      const id = ++latest;
      return () => id === latest;
    },
    cancel(): void {
      latest++;
    },
  };
}
