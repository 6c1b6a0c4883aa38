// Where the promotions are, in the current language.
import { localizePath, type Locale } from '../../../i18n/locale';

export const promotionsPath = (locale: Locale) => localizePath('/promomanagement', locale);

export const promotionPath = (code: string, locale: Locale) =>
  localizePath(`/promomanagement/${encodeURIComponent(code)}`, locale);
