// The user's column choice for a grid, kept through GraphQL `preference(key: "grid.<id>")` and
// `setPreference` (column-preferences.ts says what is stored). A change shows at once (written
// into the cache) and is saved in the background; a failed save keeps the choice for this visit.
import { useCallback, useMemo } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { breakpoints } from '@shop/ui';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import type { GridBreakpoint, GridColumn } from './columns';
import {
  effectiveChoice,
  parsePreference,
  preferenceKey,
  visibleColumns,
  withChoice,
  type ColumnChoice,
} from './column-preferences';

export const GridPreferenceQuery = graphql(`
  query GridPreference($key: String!) {
    preference(key: $key)
  }
`);

export const SetGridPreferenceMutation = graphql(`
  mutation SetGridPreference($key: String!, $value: String) {
    setPreference(key: $key, value: $value)
  }
`);

/** phone below 768 px, tablet from 768 px, desktop from 992 px (the shop's md and lg). */
export function useGridBreakpoint(): GridBreakpoint {
  const tablet = useMediaQuery(`(min-width: ${breakpoints.md})`);
  const desktop = useMediaQuery(`(min-width: ${breakpoints.lg})`);
  return desktop ? 'desktop' : tablet ? 'tablet' : 'phone';
}

export interface ColumnPreferencesApi<Row> {
  breakpoint: GridBreakpoint;
  choice: ColumnChoice;
  visible: GridColumn<Row>[];
  /** Keeps a new choice (null: back to the defaults of this screen size). */
  choose: (choice: ColumnChoice | null) => void;
  /** True until the stored choice has answered (the defaults show meanwhile). */
  loading: boolean;
}

export function useColumnPreferences<Row>(
  gridId: string,
  columns: readonly GridColumn<Row>[],
): ColumnPreferencesApi<Row> {
  const client = useApolloClient();
  const breakpoint = useGridBreakpoint();
  const key = preferenceKey(gridId);
  const { data, loading } = useQuery(GridPreferenceQuery, { variables: { key } });
  const preference = useMemo(() => parsePreference(data?.preference), [data?.preference]);
  const choice = useMemo(
    () => effectiveChoice(columns, preference, breakpoint),
    [columns, preference, breakpoint],
  );
  const visible = useMemo(() => visibleColumns(columns, choice), [columns, choice]);
  const choose = useCallback(
    (next: ColumnChoice | null) => {
      const value = JSON.stringify(withChoice(preference, breakpoint, next));
      client.writeQuery({
        query: GridPreferenceQuery,
        variables: { key },
        data: { __typename: 'Query', preference: value },
      });
      client
        .mutate({ mutation: SetGridPreferenceMutation, variables: { key, value } })
        .catch(() => undefined);
    },
    [client, key, preference, breakpoint],
  );
  return { breakpoint, choice, visible, choose, loading: loading && !data };
}
