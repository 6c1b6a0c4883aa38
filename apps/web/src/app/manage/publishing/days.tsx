// A record's days (YYYY-MM-DD, the shop's calendar; '' for an open start or end) as a list shows them.
import { useIntl, type IntlShape } from 'react-intl';
import { contentMessages as m } from './messages';

/** A calendar day in the user's format; the day itself, not a moment (no time zone shift). */
export function formatDay(intl: IntlShape, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day === '' ? intl.formatMessage(m.always) : day;
  const [, y, mo, d] = match.map(Number) as [number, number, number, number];
  return intl.formatDate(new Date(Date.UTC(y, mo - 1, d)), { dateStyle: 'short', timeZone: 'UTC' });
}

/** "1/5/26 – 31/5/26", "sempre – 31/5/26", or "sempre" when both ends are open. */
export function formatDays(intl: IntlShape, from: string, to: string): string {
  if (from === '' && to === '') return intl.formatMessage(m.always);
  return intl.formatMessage(m.days, { from: formatDay(intl, from), to: formatDay(intl, to) });
}

export function DaysCell({ from, to }: { from: string; to: string }) {
  return formatDays(useIntl(), from, to);
}
