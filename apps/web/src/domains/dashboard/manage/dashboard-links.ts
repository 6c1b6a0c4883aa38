// Where each figure of the dashboard leads: the grid behind it, filtered as the figure counts (the
// orders grid's URL filters: status, open, channel, dateFrom/dateTo). Italian paths, localized where
// they are used.
export const dashboardLinks = {
  /** Orders placed between two days of the shop's calendar (both included). */
  ordersBetween: (from: string, to: string) => `/orders?dateFrom=${from}&dateTo=${to}`,
  /** Orders of one channel placed on a day. */
  channelOn: (channel: string, day: string) => `/orders?channel=${channel}&dateFrom=${day}&dateTo=${day}`,
  /** Received, not confirmed yet. */
  waiting: '/orders?status=RECEIVED',
  /** Received or confirmed, not yet shipped. */
  open: '/orders?open=yes',
  clients: '/clients',
  order: (number: string) => `/orders/${number}`,
};
