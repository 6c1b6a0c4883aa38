// The app's message catalogues: Italian (the default) ships with the first load; English is a
// chunk of its own, loaded when a page under /en first renders (each catalogue is several KB of
// pre-compiled messages, and most visits never need the other one).
import type { Locale } from './locale';
import it from './it.json';

type Catalogue = Record<string, string>;

const loaded: Partial<Record<Locale, Catalogue>> = { it };

/** Makes a catalogue available at once (the server render bundles both). */
export function registerCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded[locale] = catalogue;
}

/** The catalogue when it is already here, or undefined while it still has to load. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded[locale];
}

/** Loads a catalogue; when its chunk cannot be fetched (offline, a deploy in between), Italian stands in. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const existing = loaded[locale];
  if (existing) return existing;
  const catalogue = await import('./en.json').then(
    (module) => module.default,
    () => it,
  );
  loaded[locale] = catalogue;
  return catalogue;
}
