// How the quote pages write days, money and a refused action.
import type { IntlShape } from 'react-intl';
import { refusalOf, type Failure } from '../../../lib/api-refusal';
import { quoteMessages as m } from './messages';

/**
 * A calendar day ("2026-12-31", a quote's validity day) in the page's language. It is the same day
 * everywhere, so it is read and written at noon UTC: no time zone can move it to the day before.
 */
export function formatDay(intl: IntlShape, day: string, dateStyle: 'medium' | 'long' = 'medium'): string {
  return intl.formatDate(new Date(`${day}T12:00:00Z`), { dateStyle, timeZone: 'UTC' });
}

/** An amount in euro with the shop's price decimals. */
export function formatMoney(intl: IntlShape, value: number, decimals = 2): string {
  return intl.formatNumber(value, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A discount percent (10 → "10%", 12.5 → "12,5%"). */
export function formatDiscount(intl: IntlShape, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 });
}

export type { Failure };

/** The refusal's message and field, or a generic message when the shop did not answer. */
export function failureOf(intl: IntlShape, error: unknown): Failure {
  return refusalOf(error, () => intl.formatMessage(m.failed, { reason: intl.formatMessage(m.unreachable) }));
}
