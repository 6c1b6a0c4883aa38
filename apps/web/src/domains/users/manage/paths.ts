// Where a user's record is, in the current language.
import { localizePath, type Locale } from '../../../i18n/locale';

export const usersPath = (locale: Locale) => localizePath('/tools/users', locale);

export const userPath = (code: string, locale: Locale) =>
  localizePath(`/tools/users/${encodeURIComponent(code)}`, locale);
