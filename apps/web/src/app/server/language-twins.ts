// The same page's address in each language, for the hreflang links of the server render. A
// catalogue address carries a slug of its words in that language (a product's English page is
// /en/product/<code>/<slug of the English description>), so a product's and a category's twins are
// built from their words in the other language; any other page only changes its /en prefix.
import { ApolloClient, InMemoryCache, type ApolloLink } from '@apollo/client';
import { canonicalPagePath } from '@shop/contract/storefront-paths';
import { graphql } from '../../gql';
import { requestedCode } from '../../domains/catalogue/index';
import { ShellQuery } from '../layout/useShellData';
import { LOCALES, localizePath, toLanguage, type Locale } from '../../i18n/locale';
import { categoryPath, productPath } from '../../lib/paths';

export const ProductWordsQuery = graphql(`
  query ProductWords($code: String!, $language: Language!) {
    product(code: $code, language: $language) {
      code
      description
    }
  }
`);

interface CategoryNode {
  code: string;
  label: string;
  children?: readonly CategoryNode[];
}

function findCategory(nodes: readonly CategoryNode[], code: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.code === code) return node;
    const found = findCategory(node.children ?? [], code);
    if (found) return found;
  }
  return undefined;
}

type Twins = Record<Locale, string>;

/**
 * Each language's address of the page at `url` (canonical form), given the route it matched. Its
 * queries go through a client of their own: a product's words in the other language must not
 * reach the page's cache (a product is one cache entry, whatever the language).
 */
export async function languageTwins(
  link: ApolloLink,
  url: URL,
  route: { path?: string; params: Record<string, string | undefined> },
): Promise<Twins> {
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
  const path = canonicalPagePath(`${url.pathname}${url.search}`);
  const fallback = { it: localizePath(path, 'it'), en: localizePath(path, 'en') };
  const each = async (twin: (locale: Locale) => Promise<string | undefined>): Promise<Twins> => {
    const [it, en] = await Promise.all(LOCALES.map((locale) => twin(locale).catch(() => undefined)));
    return { it: it ?? fallback.it, en: en ?? fallback.en };
  };
  if (route.path?.startsWith('product/')) {
    const code = requestedCode(route.params.codeSlug, url.search);
    return each(async (locale) => {
      const { data } = await client.query({
        query: ProductWordsQuery,
        variables: { code, language: toLanguage(locale) },
      });
      return data?.product ? productPath(data.product.code, data.product.description, locale) : undefined;
    });
  }
  if (route.path?.startsWith('category/') && route.params.code) {
    const code = route.params.code;
    return each(async (locale) => {
      const { data } = await client.query({ query: ShellQuery, variables: { language: toLanguage(locale) } });
      const categories = (data?.categories ?? []) as unknown as readonly CategoryNode[];
      const category = findCategory(categories, code);
      return category ? canonicalPagePath(categoryPath(category.code, category.label, locale)) : undefined;
    });
  }
  return fallback;
}
