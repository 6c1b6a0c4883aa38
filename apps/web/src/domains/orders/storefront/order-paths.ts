// Order numbers ("2026/000123") in URLs: the year and the sequence are two path segments, so a
// number needs no escaping: /account/orders/2026/000123, /checkout/confirmation/2026/000123.
export const ORDER_HISTORY_PATH = '/account/orders';

export function orderDetailPath(number: string): string {
  return `${ORDER_HISTORY_PATH}/${number}`;
}

export function orderConfirmationPath(number: string): string {
  return `/checkout/confirmation/${number}`;
}

/** The order number of a route's :year/:seq, or null when they cannot be one. */
export function orderNumberOf(params: { year?: string; seq?: string }): string | null {
  const { year = '', seq = '' } = params;
  return /^\d{4}$/.test(year) && /^\d{6,}$/.test(seq) ? `${year}/${seq}` : null;
}
