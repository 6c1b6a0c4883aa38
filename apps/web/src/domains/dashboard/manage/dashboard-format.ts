// How the dashboard writes its figures: amounts in euro with the shop's decimals, days of the shop's
// calendar (YYYY-MM-DD, written as they are: no time zone may move them), instants in Italian time.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export interface DashboardFormat {
  amount(value: number): string;
  /** An amount in few characters (axis labels): 1,2 Mln €. */
  compactAmount(value: number): string;
  /** A calendar day (YYYY-MM-DD): 23 nov. */
  day(value: string, withYear?: boolean): string;
  /** An instant (ISO 8601) as the shop's clock reads it: 23 nov, 09:15. */
  instant(value: string): string;
  percent(ratio: number): string;
}

export function useDashboardFormat(decimals: number): DashboardFormat {
  const intl = useIntl();
  return useMemo(
    () => ({
      amount: (value) =>
        intl.formatNumber(value, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }),
      compactAmount: (value) =>
        intl.formatNumber(value, {
          style: 'currency',
          currency: 'EUR',
          notation: 'compact',
          maximumFractionDigits: 1,
        }),
      day: (value, withYear = false) =>
        intl.formatDate(new Date(`${value}T12:00:00Z`), {
          day: 'numeric',
          month: 'short',
          ...(withYear ? { year: 'numeric' } : {}),
          timeZone: 'UTC',
        }),
      instant: (value) =>
        intl.formatDate(value, {
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'Europe/Rome',
        }),
      percent: (ratio) => intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 1 }),
    }),
    [intl, decimals],
  );
}

/** This month against last year's same days: the change as a ratio, or null when last year had none. */
export function changeRatio(current: number, lastYear: number): number | null {
  return lastYear > 0 ? (current - lastYear) / lastYear : null;
}
