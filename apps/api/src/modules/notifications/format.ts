// Formatting for notification texts and e-mails in the reader's language: `{name}` placeholders,
// amounts in euro with the order's decimals, days and times on the shop's calendar (Europe/Rome).
import type { Language } from '@shop/contract';
import { SHOP_TIME_ZONE } from '../../kernel/shop-calendar';

export type Params = Record<string, string | number | boolean | null>;

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** Replaces `{name}` with the parameter's text; an unknown name stays as it is (visible, not blank). */
export function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function formatMoney(amount: number | string, decimals: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(amount));
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** A day `YYYY-MM-DD` as the reader writes it (21/05/2026, 21 May 2026). */
export function formatDay(day: string, language: Language): string {
  const style: Intl.DateTimeFormatOptions =
    language === 'en' ? { dateStyle: 'medium' } : { day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat(LOCALES[language], { ...style, timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A moment on the shop's calendar, day and time. */
export function formatMoment(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: language === 'en' ? 'medium' : 'short',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(at);
}
