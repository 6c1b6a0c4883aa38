// Numbers, money and dates as a reader of the document's language expects them (it-IT / en-GB).
import type { Language } from '@shop/contract';

/** Dates and times on Italian documents are Italian local time, wherever the server runs. */
const DOCUMENT_TIME_ZONE = 'Europe/Rome';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface Formatters {
  /** "1.234,50 €" / "€1,234.50". */
  money: (value: number) => string;
  /** A unit price without the currency sign, with 2 to 4 decimals as the price list has it. */
  unitPrice: (value: number) => string;
  /** "12" / "2,5" (up to 3 decimals, grouped). */
  quantity: (value: number) => string;
  /** A plain amount without the currency sign, 2 decimals (for tables with a € column head). */
  amount: (value: number) => string;
  /** "22%". */
  percent: (value: number) => string;
  /** A discount chain in the reader's numbers: "20+10+7,5" / "20+10+7.5". */
  discounts: (chain: string) => string;
  /** "12/03/2025" from an ISO date or date-time. */
  date: (iso: string) => string;
  /** "12/03/2025 08:30" from an ISO date-time, in Italian local time. */
  dateTime: (iso: string) => string;
}

export function formattersFor(language: Language): Formatters {
  const locale = language === 'it' ? 'it-IT' : 'en-GB';
  // 'always': Italian CLDR data leaves 4-digit numbers ungrouped ("1234,50"), invoices group them.
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const unitPrice = new Intl.NumberFormat(locale, {
    useGrouping: 'always',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: 'always' });
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const dateParts = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  // A bare ISO date is a calendar day: format it in UTC so no time zone shifts it by one.
  const calendarDay = new Intl.DateTimeFormat(locale, { ...dateParts, timeZone: 'UTC' });
  const localDay = new Intl.DateTimeFormat(locale, { ...dateParts, timeZone: DOCUMENT_TIME_ZONE });
  const localDateTime = new Intl.DateTimeFormat(locale, {
    ...dateParts,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DOCUMENT_TIME_ZONE,
  });
  return {
    money: (value) => money.format(value),
    unitPrice: (value) => unitPrice.format(value),
    quantity: (value) => quantity.format(value),
    amount: (value) => amount.format(value),
    percent: (value) => `${percent.format(value)}%`,
    discounts: (chain) =>
      chain
        .split('+')
        .map((step) => (/^\d+(\.\d+)?$/.test(step) ? percent.format(Number(step)) : step))
        .join('+'),
    date: (iso) => (ISO_DATE.test(iso) ? calendarDay.format(parseIso(iso)) : localDay.format(parseIso(iso))),
    // Both locales print "dd/mm/yyyy, hh:mm"; the comma reads oddly on a form, so it goes.
    dateTime: (iso) => localDateTime.format(parseIso(iso)).replace(', ', ' '),
  };
}

function parseIso(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an ISO date: ${iso}`);
  return date;
}
