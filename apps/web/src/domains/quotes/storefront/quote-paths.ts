// Quote numbers ("P2026/000001") in URLs: the year and the sequence are two path segments, so a
// number needs no escaping: /account/quotes/2026/000001. The "P" stays out of the path, but a path
// that kept it (/account/quotes/P2026/000001, as a notification may link) reads as the same quote.
export const QUOTES_PATH = '/account/quotes';

const NUMBER = /^P(\d{4})\/(\d{6,})$/;

/** The customer's page of a quote number ("P2026/000001" → /account/quotes/2026/000001). */
export function quoteDetailPath(number: string): string {
  const match = NUMBER.exec(number.trim().toUpperCase());
  return match ? `${QUOTES_PATH}/${match[1]}/${match[2]}` : QUOTES_PATH;
}

/** The quote number of a route's :year/:seq ("P" before the year allowed), or null when it cannot be one. */
export function quoteNumberOf(params: { year?: string; seq?: string }): string | null {
  const year = (params.year ?? '').replace(/^p/i, '');
  const seq = params.seq ?? '';
  return /^\d{4}$/.test(year) && /^\d{6,}$/.test(seq) ? `P${year}/${seq}` : null;
}
