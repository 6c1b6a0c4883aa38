// Writes a quote an answer returned over the quote page's query, so the page shows it at once (a
// Quote has no id: the cache cannot merge it by itself).
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { FragmentType } from '../../../gql';
import type { Language } from '../../../gql/graphql';
import { MyQuoteQuery, type QuoteDetail_quote } from './quote-documents';

type QuoteRef = FragmentType<typeof QuoteDetail_quote> & { __typename: 'Quote'; number: string };

export function useQuoteCacheWriter(number: string, language: Language) {
  const client = useApolloClient();
  return useCallback(
    (quote: QuoteRef) => {
      const variables = { number, language };
      const current = client.cache.readQuery({ query: MyQuoteQuery, variables });
      if (!current) return;
      client.cache.writeQuery({ query: MyQuoteQuery, variables, data: { ...current, quote } });
    },
    [client, number, language],
  );
}
