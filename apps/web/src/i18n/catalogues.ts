// Every catalogue at once, for tests. The app loads them through load-catalogue.ts, which keeps
// English out of the first load, and the reserved area's with its code (app/manage/i18n).
import type { Locale } from './locale';
import en from './en.json';
import it from './it.json';
import managementEn from './management-en.json';
import managementIt from './management-it.json';

export const catalogues: Record<Locale, Record<string, string>> = {
  it: { ...it, ...managementIt },
  en: { ...en, ...managementEn },
};
