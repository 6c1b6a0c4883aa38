// A record's changes as the record pages use them: each a function that resolves once saved (and
// throws what the form or the page shows), with a flag while it runs; the answer (the record) is
// merged into the cache by Apollo, and what shows the record elsewhere is dropped from the cache, so
// it is read again when next shown.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode, VariablesOf } from '@graphql-typed-document-node/core';

/** Drops the root query fields that list or show a record (`'auditLog'`, `'suppliers'`…). */
export function forgetRootFields(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** A change of a record (`document`, one of the record's mutations), then `forget` on the cache. */
export function useRecordChange<D extends TypedDocumentNode<unknown, never>>(
  document: D,
  forget: (cache: ApolloCache) => void,
) {
  const [mutate, state] = useMutation(document as unknown as TypedDocumentNode<unknown, OperationVariables>);
  const run = useCallback(
    async (variables: VariablesOf<D>) => {
      await mutate({ variables: variables as OperationVariables, update: forget });
    },
    [mutate, forget],
  );
  return [run, state.loading] as const;
}
