// Both catalogues at once, for tests. The app loads them through load-catalogue.ts, which keeps
// English out of the first load.
import type { Locale } from './locale';
import en from './en.json';
import it from './it.json';

export const catalogues: Record<Locale, Record<string, string>> = { it, en };
