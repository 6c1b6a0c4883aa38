// The shop's calendar day: promotions are valid from/to whole days in Italy, whatever the server's zone.
const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the shop's time zone as an ISO date (YYYY-MM-DD). */
export function shopToday(now: Date = new Date()): string {
  return FORMAT.format(now);
}
