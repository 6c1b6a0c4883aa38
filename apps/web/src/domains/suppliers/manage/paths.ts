// Where a supplier's record is, in the current language.
import { localizePath, type Locale } from '../../../i18n/locale';

export const supplierPath = (code: string, locale: Locale) =>
  localizePath(`/supplier/${encodeURIComponent(code)}`, locale);
