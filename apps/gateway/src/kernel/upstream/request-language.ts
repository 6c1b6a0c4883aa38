// The shop language a caller's Accept-Language prefers, for the REST calls whose `Lingua` decides the
// language of what they answer (names, messages) but whose GraphQL field has no language argument.
import { LANGUAGES, type Language } from '@shop/contract';

/** The best of the shop's languages in an Accept-Language header ("en-GB,en;q=0.9"), by q weight. */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked
    .map((entry) => entry.base)
    .find((base): base is Language => LANGUAGES.includes(base as Language));
}
