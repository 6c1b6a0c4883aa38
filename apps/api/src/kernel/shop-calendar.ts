// The shop's calendar: days are whole days in Italy, whatever the server's zone (a promotion "until
// 31 March" ends at midnight in Italy, an order's date is the Italian one).
export const SHOP_TIME_ZONE = 'Europe/Rome';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today (or the day of `at`) in the shop's calendar, as YYYY-MM-DD. */
export function shopDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}
