// The translated messages of each locale. Both are small, so both ship in the main bundle; when
// they grow, load the non-default one with import() in LocaleRoot.
import type { Locale } from './locale';
import en from './en.json';
import it from './it.json';

export const catalogues: Record<Locale, Record<string, string>> = { it, en };
