// Which pages the sitemaps list, at the storefront's own canonical addresses (@shop/contract
// storefront-paths: the web app links with the same functions; canonicalPagePath is the address the
// server render declares in <link rel="canonical">): the home page, the legal pages, the public
// listings, every category (of every level) and every brand in one file; the products in files of
// PRODUCTS_PER_SITEMAP.
import {
  brandPath,
  canonicalPagePath,
  categoryCodeFromId,
  categoryPath,
  pathInLanguage,
  POLICY_PAGES,
  productPath,
  PUBLIC_LISTING_PAGES,
  SITEMAP_PRODUCTS_MAX_SIZE,
  type Brand,
  type CategoryNode,
  type Language,
  type SitemapProduct,
} from '@shop/contract';
import type { PageAddresses } from './sitemap-xml';

/**
 * Products per sitemap file: 10,000 (the API's largest page, so one call a file). The protocol allows
 * 50,000 addresses and 50 MB a file; with English on each product is two <url>s of ~550 bytes (the
 * address and its three alternates), so a file is 20,000 addresses and ~11 MB (~300 KB compressed),
 * written in tens of milliseconds. 100,000 products are 10 files; half the size would double the calls.
 */
export const PRODUCTS_PER_SITEMAP = SITEMAP_PRODUCTS_MAX_SIZE;

function addresses(english: boolean, path: (language: Language) => string): PageAddresses {
  return {
    it: canonicalPagePath(path('it')),
    en: english ? canonicalPagePath(path('en')) : undefined,
  };
}

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

export interface CataloguePages {
  english: boolean;
  /** The category tree in Italian and, with English on, in English (labels by code). */
  categoriesIt: readonly CategoryNode[];
  categoriesEn: readonly CategoryNode[];
  brands: readonly Brand[];
}

/** The pages that are not products. */
export function shopPages({ english, categoriesIt, categoriesEn, brands }: CataloguePages): PageAddresses[] {
  const fixed = ['/', ...Object.values(POLICY_PAGES), ...PUBLIC_LISTING_PAGES];
  const englishLabels = new Map(flatten(categoriesEn).map((n) => [categoryCodeFromId(n.id), n.description]));
  return [
    ...fixed.map((path) => addresses(english, (language) => pathInLanguage(path, language))),
    ...flatten(categoriesIt).map((node) => {
      const code = categoryCodeFromId(node.id);
      const label = (language: Language) =>
        language === 'en' ? (englishLabels.get(code) ?? node.description) : node.description;
      return addresses(english, (language) => categoryPath(code, label(language), language));
    }),
    ...brands.map((brand) =>
      addresses(english, (language) => brandPath(brand.nome, brand.descizione, language)),
    ),
  ];
}

/** One file's products. */
export function productPages(english: boolean, products: readonly SitemapProduct[]): PageAddresses[] {
  return products.map((product) =>
    addresses(english, (language) =>
      productPath(product.codart, language === 'en' ? product.descrizioneEn : product.descrizione, language),
    ),
  );
}
