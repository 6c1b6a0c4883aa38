// The caller's cart (one normalized Cart:current) and the cart settings, for the header button,
// the dropdown and the page. Staff users have a cart only while ordering for a client (else the
// API answers 403): nothing is asked.
import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import type { Language } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';
import { CartQuery, CartSettingsQuery, readCart } from '../common/cart-documents';
import type { CartData } from './cart-optimistic';
import type { QuantityMode } from './quantity';

export function useCartLanguage(): Language {
  return toLanguage(useLocale());
}

/** The cart as the cache holds it for a language, or null when it was never loaded. */
export function readCachedCart(cache: ApolloCache, language: Language): CartData | null {
  const data = cache.readQuery({ query: CartQuery, variables: { language } });
  return data ? readCart(data.cart) : null;
}

/**
 * Whether the browsing user can have a cart: visitors and customers; staff only while ordering for a
 * client (the cart is then that client's, filled by the staff user).
 */
export function useCanShop(): { canShop: boolean; signedIn: boolean; viewerReady: boolean } {
  const state = useViewer();
  return {
    canShop: !state.viewer?.isStaff || state.viewer.orderingFor !== null,
    signedIn: state.status === 'authenticated',
    viewerReady: state.status !== 'loading',
  };
}

export interface CartSettings {
  mode: QuantityMode;
  decimals: number | undefined;
  visitorCart: boolean;
}

export function useCartSettings(): CartSettings {
  const language = useCartLanguage();
  const { data } = useQuery(CartSettingsQuery, { variables: { language } });
  const settings = data?.config.settings;
  return {
    mode: settings?.businessQuantityMode ?? 'PACK',
    decimals: settings?.priceDecimals,
    visitorCart: settings?.visitorCart ?? true,
  };
}

/**
 * The cart. `cache-and-network` where it is shown (the count and the lists stay right after a
 * change in another tab); a change of user (login) loads it again: the API has merged the
 * visitor's cart into the user's. So does a change of the client a staff user orders for (each
 * client's cart is its own).
 */
export function useCart(options: { skip?: boolean } = {}) {
  const language = useCartLanguage();
  const viewer = useViewer();
  const { canShop, viewerReady } = useCanShop();
  const skip = options.skip || !viewerReady || !canShop;
  const result = useQuery(CartQuery, {
    variables: { language },
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const userCode = viewer.viewer ? `${viewer.viewer.code}/${viewer.viewer.orderingFor?.code ?? ''}` : null;
  const previousUser = useRef(userCode);
  const { refetch } = result;
  useEffect(() => {
    if (previousUser.current === userCode) return;
    previousUser.current = userCode;
    if (!skip) void refetch().catch(() => undefined);
  }, [userCode, skip, refetch]);
  const cartRef = result.data?.cart;
  const cart = useMemo(() => (cartRef ? readCart(cartRef) : null), [cartRef]);
  return { cart, loading: result.loading && !cart, error: result.error, refetch, skipped: skip };
}
