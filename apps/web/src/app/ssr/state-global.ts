// What the server render leaves in the page for main.tsx: its Apollo cache, and which layout it
// rendered (desktop or phone, guessed from the request) and whether it rendered the consent dialog,
// which the hydrating render must repeat.
import type { NormalizedCacheObject } from '@apollo/client';

export const SSR_STATE_GLOBAL = '__SHOP_SSR__';

export interface SsrState {
  apollo: NormalizedCacheObject;
  desktop: boolean;
  /** The server rendered the cookie consent dialog. */
  consentDialog: boolean;
}
