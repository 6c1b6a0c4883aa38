// The pieces every management list query shares: ORDER BY from a contract sort (with a unique
// tie-break, so pages never overlap), LIMIT/OFFSET from page and pageSize, and the answer's shape.
import type { ListData, ListSort } from '@shop/contract';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export function orderByOf<F extends string>(
  sort: ListSort<F>,
  columns: Record<F, PgColumn | SQL | SQL.Aliased>,
  tieBreak: PgColumn,
): SQL[] {
  const column = columns[sort.field];
  const by = (sort.direction === 'desc' ? desc : asc)(column as PgColumn);
  return [by, asc(tieBreak)];
}

export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function listData<T>(
  items: T[],
  total: number,
  query: { page: number; pageSize: number },
): ListData<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
