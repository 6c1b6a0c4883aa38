// The gateway's robots.txt and sitemaps are built from @shop/contract (crawl-rules.ts,
// storefront-paths.ts); these tests hold them to the storefront's own routes and server render.
import {
  brandPath,
  canonicalPagePath,
  categoryPath,
  isCrawlDisallowed,
  POLICY_PAGES,
  PRIVATE_PAGE_PREFIXES,
  productPath,
  PUBLIC_LISTING_PAGES,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { MANAGEMENT_ROUTES } from '../management-routes';
import { canonicalPath, isIndexable } from './indexable';

/** A route's path with its parameters filled in: 'client/:code' → '/client/x'. */
const concrete = (path: string) => `/${path.replace(/:[^/]+/g, 'x')}`;

describe('robots.txt rules', () => {
  it('keep crawlers out of every page of the reserved area, in both languages', () => {
    for (const { path } of MANAGEMENT_ROUTES) {
      expect(isCrawlDisallowed(concrete(path)), path).toBe(true);
      expect(isCrawlDisallowed(`/en${concrete(path)}`), path).toBe(true);
    }
  });

  it('keep crawlers out of the pages the server render marks noindex', () => {
    for (const prefix of PRIVATE_PAGE_PREFIXES) {
      for (const path of [prefix, `${prefix}/x`, `/en${prefix}`]) {
        expect(isIndexable(path), path).toBe(false);
        expect(isCrawlDisallowed(path), path).toBe(true);
      }
    }
  });

  it('let crawlers into the catalogue and the public pages, which are indexable', () => {
    const pages = [
      '/',
      ...Object.values(POLICY_PAGES),
      ...PUBLIC_LISTING_PAGES,
      productPath('AL000001', 'Pasta di semola', 'it'),
      categoryPath('01.02', 'Pasta', 'it'),
      brandPath('GRANSOLE', 'Gran Sole', 'it'),
    ];
    for (const page of [...pages, ...pages.map((p) => (p === '/' ? '/en' : `/en${p}`))]) {
      expect(isCrawlDisallowed(page), page).toBe(false);
      expect(isIndexable(page.split('?')[0] ?? page), page).toBe(true);
    }
  });
});

describe('sitemap addresses', () => {
  it('are the canonical addresses the server render declares', () => {
    const paths = [
      productPath('AL000001', 'Pasta di semola', 'it'),
      productPath('A B&1/2', 'Caffè', 'en'),
      categoryPath('01.02', 'Carta / Cancelleria', 'it'),
      brandPath('GRANSOLE', 'Gran Sole', 'en'),
    ];
    for (const path of paths) {
      expect(canonicalPagePath(path), path).toBe(canonicalPath(new URL(path, 'http://shop-server:4000')));
    }
  });
});
