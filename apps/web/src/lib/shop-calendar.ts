// The shop's calendar (Europe/Rome), as the API keeps it: what "today" is for a delivery day, a
// quote's validity or an expected shipping day, wherever the browser is.
export const SHOP_TIME_ZONE = 'Europe/Rome';

/** Today in the shop's calendar, as YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}
