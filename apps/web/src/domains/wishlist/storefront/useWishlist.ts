// The signed-in user's wishlist (one normalized Wishlist:current); visitors have none.
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../../gql';
import type { Language } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';
import { WishlistContent_wishlist, WishlistQuery } from './wishlist-documents';

export function useWishlistLanguage(): Language {
  return toLanguage(useLocale());
}

export function useWishlist(options: { fetchPolicy?: 'cache-first' | 'cache-and-network' } = {}) {
  const language = useWishlistLanguage();
  const { status } = useViewer();
  const signedIn = status === 'authenticated';
  const result = useQuery(WishlistQuery, {
    variables: { language },
    skip: !signedIn,
    fetchPolicy: options.fetchPolicy ?? 'cache-first',
  });
  const wishlist = result.data ? getFragmentData(WishlistContent_wishlist, result.data.wishlist) : null;
  return {
    wishlist,
    signedIn,
    loading: result.loading && !wishlist,
    error: result.error,
    refetch: result.refetch,
  };
}
