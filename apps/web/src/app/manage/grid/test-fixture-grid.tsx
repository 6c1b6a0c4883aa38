// A grid page over a fixture query, for the grid's own tests (the clients list is the first real
// one). The document is parsed at run time: it is not part of the gateway's schema.
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import type { GridColumn } from './columns';
import { DataGrid } from './DataGrid';
import { defineGrid } from './define-grid';
import { toGraphqlSort } from './grid-state';
import { gridPageVariables, useGridQuery } from './useGridQuery';
import { useGridState } from './useGridState';

export interface FixtureRow {
  __typename: 'FixtureRow';
  code: string;
  name: string;
  city: string;
  turnover: number;
  lastOrder: string | null;
}

interface FixtureData {
  fixtureRows: {
    __typename: 'FixtureRowPage';
    items: FixtureRow[];
    total: number;
    page: number;
    pageSize: number;
  };
}
export interface FixtureVariables {
  page: number;
  pageSize: number;
  search: string | null;
  sort: { field: string; direction: 'ASC' | 'DESC' } | null;
  city: string | null;
}

export const FixtureRowsQuery = parse(`
  query FixtureRows($page: Int, $pageSize: Int, $search: String, $sort: FixtureSort, $city: String) {
    fixtureRows(page: $page, pageSize: $pageSize, search: $search, sort: $sort, city: $city) {
      items { code name city turnover lastOrder }
      total
      page
      pageSize
    }
  }
`) as TypedDocumentNode<FixtureData, FixtureVariables>;

const columns: GridColumn<FixtureRow>[] = [
  {
    id: 'code',
    header: { id: 'fixture.code', defaultMessage: 'Codice' },
    value: (r) => r.code,
    sortField: 'code',
    hideable: false,
  },
  {
    id: 'name',
    header: { id: 'fixture.name', defaultMessage: 'Ragione sociale' },
    value: (r) => r.name,
    sortField: 'name',
    maxWidth: '12rem',
  },
  {
    id: 'city',
    header: { id: 'fixture.city', defaultMessage: 'Città' },
    value: (r) => r.city,
    visibleFrom: 'tablet',
  },
  {
    id: 'turnover',
    header: { id: 'fixture.turnover', defaultMessage: 'Fatturato' },
    value: (r) => r.turnover,
    type: 'money',
    sortField: 'turnover',
  },
  {
    id: 'lastOrder',
    header: { id: 'fixture.lastOrder', defaultMessage: 'Ultimo ordine' },
    value: (r) => r.lastOrder,
    type: 'date',
    sortField: 'lastOrder',
  },
];

export const fixtureGrid = defineGrid<FixtureRow>({
  id: 'fixture',
  columns,
  filters: [
    {
      kind: 'select',
      name: 'city',
      label: { id: 'fixture.cityFilter', defaultMessage: 'Città' },
      options: ['Milano', 'Roma'].map((value) => ({ value, label: value })),
    },
  ],
  sort: { field: 'code', direction: 'asc' },
});

export function FixtureGridPage() {
  const grid = useGridState(fixtureGrid.id, fixtureGrid.options);
  const variables: FixtureVariables = {
    ...gridPageVariables(grid.state),
    sort: toGraphqlSort(grid.state.sort),
    city: grid.state.filters.city ?? null,
  };
  const query = useGridQuery(FixtureRowsQuery, { variables, select: (data) => data.fixtureRows });
  return (
    <DataGrid
      definition={fixtureGrid}
      grid={grid}
      title="Fixture"
      result={query.result}
      loading={query.loading}
      error={query.error}
      onRetry={query.retry}
      rowKey={(row) => row.code}
      rowHref={(row) => `/client/${row.code}`}
      searchLabel={{ id: 'fixture.search', defaultMessage: 'Cerca' }}
      exportPage={query.fetchPage}
    />
  );
}

export function fixtureRow(index: number): FixtureRow {
  const code = `C${String(index).padStart(5, '0')}`;
  return {
    __typename: 'FixtureRow',
    code,
    name: `Cliente ${index}`,
    city: index % 2 ? 'Milano' : 'Roma',
    turnover: 1000 + index / 4,
    lastOrder: index % 3 ? `2026-0${(index % 9) + 1}-15` : null,
  };
}

/** The fixture list's answer: `total` rows, of which the page asked for. */
export function fixtureMock(
  variables: FixtureVariables,
  total: number,
  options: { delay?: number; uses?: number } = {},
): MockLink.MockedResponse {
  const first = (variables.page - 1) * variables.pageSize;
  const count = Math.max(0, Math.min(variables.pageSize, total - first));
  return {
    request: { query: FixtureRowsQuery, variables },
    result: {
      data: {
        fixtureRows: {
          __typename: 'FixtureRowPage',
          items: Array.from({ length: count }, (_, i) => fixtureRow(first + i + 1)),
          total,
          page: variables.page,
          pageSize: variables.pageSize,
        },
      },
    },
    delay: options.delay,
    maxUsageCount: options.uses ?? Number.POSITIVE_INFINITY,
  };
}

export const fixtureVariables = (overrides: Partial<FixtureVariables> = {}): FixtureVariables => ({
  page: 1,
  pageSize: 50,
  search: null,
  sort: { field: 'CODE', direction: 'ASC' },
  city: null,
  ...overrides,
});
