// Where a quote's record is: /quotes/<year>/<sequence> for the number "P<year>/<sequence>".
import { localizePath, type Locale } from '../../../i18n/locale';

const NUMBER = /^P(\d{4})\/(\d+)$/;

/** The record's path of a quote number ("P2026/000001" → /quotes/2026/000001, /en/… in English). */
export function quotePath(number: string, locale: Locale): string {
  const match = NUMBER.exec(number.trim().toUpperCase());
  const [year, sequence] = match ? [match[1] ?? '', match[2] ?? ''] : ['', ''];
  return localizePath(`/quotes/${encodeURIComponent(year)}/${encodeURIComponent(sequence)}`, locale);
}
