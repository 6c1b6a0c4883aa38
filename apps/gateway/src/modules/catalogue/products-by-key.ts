// The batch function of the productByCode loader: keys "<language>:<code>" → one product/details call
// per language, each answer put back in the keys' order (null for a code that names no product on
// sale, the call's error for every key of a call that failed). A code that cannot be a product code
// ("bad code!") names no product: null without asking, so it cannot fail the call for the other codes.
import { catalogueCodeSchema, type Language, type PricedProductDetailData } from '@shop/contract';
import type { catalogueUpstream } from './upstream';

type Item = PricedProductDetailData['item'];

export async function productsByKey(
  keys: readonly string[],
  upstream: Pick<ReturnType<typeof catalogueUpstream>, 'productsByCode'>,
): Promise<Array<Item | null | Error>> {
  const parsed = keys.map((key) => {
    const [language, code] = key.split(/:(.*)/s) as [Language, string];
    return { language, code: code.toUpperCase() };
  });
  const byLanguage = new Map<Language, Set<string>>();
  for (const { language, code } of parsed) {
    if (!catalogueCodeSchema.safeParse(code).success) continue;
    byLanguage.set(language, (byLanguage.get(language) ?? new Set()).add(code));
  }
  const answers = new Map<Language, Promise<Map<string, Item> | Error>>();
  for (const [language, codes] of byLanguage) {
    answers.set(
      language,
      upstream.productsByCode([...codes], language).then(
        (data) => new Map(data.items.map((item) => [item.codice, item])),
        (error: Error) => error,
      ),
    );
  }
  return Promise.all(
    parsed.map(async ({ language, code }) => {
      const found = await answers.get(language);
      if (found === undefined) return null;
      return found instanceof Error ? found : (found.get(code) ?? null);
    }),
  );
}
