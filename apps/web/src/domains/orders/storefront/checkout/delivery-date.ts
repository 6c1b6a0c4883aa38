// The requested delivery day (optional): at the earliest the next working day (Monday to Friday)
// after today in the shop's time zone, and never a Saturday or Sunday. The API only demands "after
// today"; the shop does not deliver at weekends, so the form asks for a working day.
import { shopToday } from '../../../../lib/shop-calendar';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The first working day after today. */
export function minDeliveryDate(now: Date = new Date()): string {
  let day = addDays(shopToday(now), 1);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

export type DeliveryDateProblem = 'invalidDate' | 'tooEarly' | 'weekend';

/** What is wrong with a typed delivery day; null when it is fine or empty (as soon as possible). */
export function deliveryDateProblem(value: string, now: Date = new Date()): DeliveryDateProblem | null {
  if (value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T12:00:00Z`))) {
    return 'invalidDate';
  }
  if (new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) !== value) return 'invalidDate';
  if (value < minDeliveryDate(now)) return 'tooEarly';
  if (isWeekend(value)) return 'weekend';
  return null;
}
