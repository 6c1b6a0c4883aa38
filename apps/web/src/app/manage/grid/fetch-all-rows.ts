// An export reads every row the grid's filters match, not just the page on screen: the grid's own
// query, page after page at the largest page size the lists answer (500), up to a cap.
import { MAX_LIST_PAGE_SIZE } from '@shop/contract';

/**
 * The most rows one export reads: 40 requests of 500. Enough for the whole client directory (5,000)
 * many times over; a wider export (200,000 orders) is a job for the back office, and the user is told
 * to narrow the filters.
 */
export const EXPORT_ROW_CAP = 20_000;
export const EXPORT_PAGE_SIZE = MAX_LIST_PAGE_SIZE;

export interface RowsPage<Row> {
  items: readonly Row[];
  total: number;
}

/** Reads one page (from 1) of the grid's query with its current search, filters and sort. */
export type FetchRowsPage<Row> = (page: number, pageSize: number) => Promise<RowsPage<Row>>;

export interface FetchAllResult<Row> {
  rows: Row[];
  /** Rows the filters match in all (may be more than `rows` when capped). */
  total: number;
  capped: boolean;
}

export async function fetchAllRows<Row>(
  fetchPage: FetchRowsPage<Row>,
  {
    cap = EXPORT_ROW_CAP,
    pageSize = EXPORT_PAGE_SIZE,
    signal,
    onProgress,
  }: {
    cap?: number;
    pageSize?: number;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<FetchAllResult<Row>> {
  const rows: Row[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let page = 1; rows.length < Math.min(total, cap); page += 1) {
    signal?.throwIfAborted();
    const answer = await fetchPage(page, pageSize);
    signal?.throwIfAborted();
    total = answer.total;
    rows.push(...answer.items.slice(0, cap - rows.length));
    onProgress?.(rows.length, Math.min(total, cap));
    // A short page is the last one (rows deleted meanwhile make the total a little stale).
    if (answer.items.length < pageSize) break;
  }
  return {
    rows,
    total: Number.isFinite(total) ? total : rows.length,
    capped: total > rows.length && rows.length >= cap,
  };
}
