// The search box's suggestions for what is typed: asked 300 ms after the last keystroke, only for
// more than 2 characters, and only the latest request's answer is shown.
import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../../gql';
import type { Language } from '../../../../gql/graphql';
import {
  createLatestOnly,
  SUGGEST_DEBOUNCE_MS,
  suggestionTerm,
  wantsSuggestions,
} from './suggestion-requests';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($term: String!, $language: Language!, $signedIn: Boolean!) {
    suggestions(term: $term, language: $language) {
      ...SuggestionList_suggestions
    }
  }
`);

export type SuggestionsData = ResultOf<typeof SearchSuggestionsQuery>['suggestions'];

export interface SuggestionsState {
  /** The term the shown suggestions answer, or null when none are shown. */
  term: string | null;
  suggestions: SuggestionsData | null;
  /** A request for the current term is under way (or waiting for the debounce). */
  loading: boolean;
}

export function useSuggestions(input: string, language: Language, signedIn: boolean): SuggestionsState {
  const client = useApolloClient();
  const gate = useRef(createLatestOnly());
  const term = useDebouncedValue(suggestionTerm(input), SUGGEST_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ key: string; term: string; data: SuggestionsData } | null>(null);
  const key = `${language}|${signedIn}|${term}`;

  useEffect(() => {
    if (!wantsSuggestions(term)) {
      gate.current.cancel();
      return;
    }
    const isLatest = gate.current.begin();
    client
      .query({ query: SearchSuggestionsQuery, variables: { term, language, signedIn } })
      .then(({ data }) => {
        if (isLatest() && data) setAnswer({ key, term, data: data.suggestions });
      })
      // Spec §8: call failures are only logged; the box keeps working without suggestions.
      .catch((error: unknown) => {
        if (isLatest()) console.error('Suggestions could not be loaded', error);
      });
  }, [client, key, term, language, signedIn]);

  const current = suggestionTerm(input);
  if (!wantsSuggestions(current)) return { term: null, suggestions: null, loading: false };
  const shown = answer && answer.key.startsWith(`${language}|${signedIn}|`) ? answer : null;
  return {
    term: shown?.term ?? null,
    suggestions: shown?.data ?? null,
    loading: !shown || shown.key !== key || term !== current,
  };
}
