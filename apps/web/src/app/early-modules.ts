// The chunks a first load asks for together with the entry, instead of after it has run. index.html
// holds a tiny script (vite-early-chunks.ts) that reads the address and adds a modulepreload for the
// page's own chunk (home, listings, product page) and, on a first visit (no stored cookie choice), for
// the consent dialog's: without it each of them is requested only once the entry has been
// downloaded and run, one more round trip before the first screen on a slow phone network.
// The patterns mirror the paths of routes.tsx (early-modules.test.ts checks them against the router);
// a page missing here still loads, only later.

export interface EarlyPageModule {
  /** Matches `location.pathname`, with or without the /en prefix. */
  pattern: RegExp;
  /** The page's module, from the app's root: its chunk and that chunk's imports are preloaded. */
  module: string;
}

export const EARLY_PAGE_MODULES: readonly EarlyPageModule[] = [
  { pattern: /^(?:\/en)?\/?$/, module: 'src/features/home/HomePage.tsx' },
  {
    pattern:
      /^(?:\/en)?\/(?:(?:search|offerte|inevidenza|novita|preferiti|outlet)|(?:category|brand)\/[^/]+(?:\/[^/]*)?)\/?$/,
    module: 'src/features/catalogue/ListingPage.tsx',
  },
  { pattern: /^(?:\/en)?\/product\/[^/]+(?:\/[^/]*)?\/?$/, module: 'src/features/product/ProductPage.tsx' },
];

/** Shown on a first visit (features/consent): preloaded when no unexpired choice is stored. */
export const CONSENT_DIALOG_MODULE = 'src/features/consent/CookieConsentDialog.tsx';
