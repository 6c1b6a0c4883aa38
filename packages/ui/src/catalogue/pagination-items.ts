// Which page numbers a pager shows: always the first and the last, the current one with a
// neighbour either side, and a gap ("…") where pages are left out. Seven slots at most, so the
// pager keeps its width from page to page.
export type PaginationItem = number | 'gap';

export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  // Near either end the window widens so that the pager always shows seven slots.
  const start = Math.max(2, Math.min(current - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(current + 1, 5));
  const items: PaginationItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pageCount - 1) items.push('gap');
  items.push(pageCount);
  return items;
}
