// The days the dashboard counts, in the shop's calendar (Europe/Rome): today, this month up to today,
// and the same stretch of the same month a year before. The database turns each day into the instant
// it starts in Rome (`day at time zone 'Europe/Rome'`), so summer time is its business.
import { shopDay } from '../../kernel/shop-calendar';

export interface DashboardPeriod {
  /** Today (YYYY-MM-DD) and tomorrow (the end of today, exclusive). */
  today: string;
  tomorrow: string;
  /** The first day of this month. */
  monthStart: string;
  /** Days in this month. */
  monthDays: number;
  /** The same month last year: its first day, the day matching today, the day after that, its length. */
  lastYearStart: string;
  lastYearSameDay: string;
  lastYearSameDayNext: string;
  lastYearDays: number;
  /** The first day of the month after last year's month (the end of the chart's comparison, exclusive). */
  lastYearMonthEnd: string;
  /** A year before today: the start of "the last twelve months". */
  yearAgo: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** Days in a month (month 1–12). */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** The calendar day `days` after `day` (UTC arithmetic on dates, no time zone involved). */
function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export function dashboardPeriod(now: Date = new Date()): DashboardPeriod {
  const today = shopDay(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastYearDays = daysIn(year - 1, month);
  const lastYearSameDay = iso(year - 1, month, Math.min(day, lastYearDays));
  return {
    today,
    tomorrow: addDays(today, 1),
    monthStart: iso(year, month, 1),
    monthDays: daysIn(year, month),
    lastYearStart: iso(year - 1, month, 1),
    lastYearSameDay,
    lastYearSameDayNext: addDays(lastYearSameDay, 1),
    lastYearDays,
    lastYearMonthEnd: addDays(iso(year - 1, month, lastYearDays), 1),
    yearAgo: iso(year - 1, month, Math.min(day, lastYearDays)),
  };
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
