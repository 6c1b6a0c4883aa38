// A grid value as text in the user's language (react-intl's Intl formatters): numbers with the
// locale's separators, money with its currency, dates and times short. Empty values are ''.
import type { IntlShape } from 'react-intl';
import type { GridValue, GridValueType } from './columns';
import { gridMessages } from './messages';

export function toDate(value: GridValue): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && value !== '') {
    // A bare date (2026-03-01) is that day, not midnight UTC shown as the day before.
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

export function formatValue(
  intl: IntlShape,
  value: GridValue,
  type: GridValueType = 'text',
  currency = 'EUR',
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'number':
      return typeof value === 'number' ? intl.formatNumber(value) : String(value);
    case 'money':
      return typeof value === 'number'
        ? intl.formatNumber(value, { style: 'currency', currency })
        : String(value);
    case 'percent':
      // Percent values are numbers of percent (12.5 = 12.5 %), as the shop's discounts are.
      return typeof value === 'number'
        ? intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 })
        : String(value);
    case 'date': {
      const date = toDate(value);
      return date ? intl.formatDate(date, { dateStyle: 'short' }) : String(value);
    }
    case 'datetime': {
      const date = toDate(value);
      return date ? intl.formatDate(date, { dateStyle: 'short', timeStyle: 'short' }) : String(value);
    }
    default:
      if (typeof value === 'boolean') return intl.formatMessage(value ? gridMessages.yes : gridMessages.no);
      return String(value);
  }
}
