// The page's list query, run for the grid: the rows of the grid's state, the previous page kept on
// screen while the next one loads, and `fetchPage` for the export (the same query and variables at
// another page and page size, straight from the network).
import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { GridState } from './grid-state';
import type { FetchRowsPage } from './fetch-all-rows';

export interface GridResult<Row> {
  items: readonly Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** The variables every grid list takes from the grid's state (the page adds its filter input). */
export function gridPageVariables(state: GridState) {
  return { page: state.page, pageSize: state.pageSize, search: state.search || null };
}

export function useGridQuery<Data, Variables extends { page?: number | null; pageSize?: number | null }, Row>(
  document: TypedDocumentNode<Data, Variables>,
  {
    variables,
    select,
    skip = false,
  }: { variables: Variables; select: (data: Data) => GridResult<Row> | null | undefined; skip?: boolean },
) {
  const client = useApolloClient();
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables,
    skip,
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<Data, Variables>);
  const shown = data ?? previousData;
  const result = shown ? (select(shown as Data) ?? undefined) : undefined;
  const fetchPage: FetchRowsPage<Row> = useCallback(
    async (page, pageSize) => {
      const answer = await client.query({
        query: document,
        variables: { ...variables, page, pageSize },
        fetchPolicy: 'network-only',
      } as Parameters<typeof client.query<Data, Variables>>[0]);
      const list = answer.data ? select(answer.data as Data) : undefined;
      if (!list) throw new Error('no rows in the answer');
      return { items: list.items, total: list.total };
    },
    [client, document, variables, select],
  );
  return {
    result,
    /** True while a page loads (the previous page stays in `result` meanwhile). */
    loading,
    error,
    retry: () => void refetch().catch(() => undefined),
    fetchPage,
  };
}
