// Where the banners are, in the current language.
import { localizePath, type Locale } from '../../../i18n/locale';

export const bannersPath = (locale: Locale) => localizePath('/bannermanagement', locale);

export const bannerPath = (id: string, locale: Locale) =>
  localizePath(`/bannermanagement/${encodeURIComponent(id)}`, locale);
