import { useLocation } from 'react-router-dom';
import { localeFromPath, type Locale } from './locale';

/** The locale of the current URL (Italian at unprefixed paths, English under /en). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
