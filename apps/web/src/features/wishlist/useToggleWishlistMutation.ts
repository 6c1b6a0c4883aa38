// Adds a product to the wishlist or removes it: the buttons and the page change at once
// (optimistic), the server's list replaces it, a failure rolls back. One change per product at a time.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import type { ProductForLine } from '../cart/cart-optimistic';
import { usePendingCodes } from '../cart/usePendingCodes';
import { writeWishlist } from './wishlist-cache';
import {
  AddToWishlistMutation,
  asWishlistResult,
  RemoveFromWishlistMutation,
  WishlistContent_wishlist,
  WishlistQuery,
} from './wishlist-documents';
import { emptyWishlist, wishlistWith, wishlistWithout, type WishlistData } from './wishlist-optimistic';
import { useWishlistLanguage } from './useWishlist';

export function useToggleWishlistMutation() {
  const language = useWishlistLanguage();
  const client = useApolloClient();
  const pending = usePendingCodes();
  const [addMutation] = useMutation(AddToWishlistMutation, {
    update: (cache, { data }) => data && writeWishlist(cache, language, data.addToWishlist),
  });
  const [removeMutation] = useMutation(RemoveFromWishlistMutation, {
    update: (cache, { data }) => data && writeWishlist(cache, language, data.removeFromWishlist),
  });
  const current = useCallback((): WishlistData => {
    const data = client.cache.readQuery({ query: WishlistQuery, variables: { language } });
    return data ? getFragmentData(WishlistContent_wishlist, data.wishlist) : emptyWishlist();
  }, [client, language]);

  const add = useCallback(
    async (product: ProductForLine): Promise<boolean> => {
      if (!pending.start(product.code)) return true;
      try {
        const optimistic = wishlistWith(current(), product, new Date());
        await addMutation({
          variables: { code: product.code, language },
          optimisticResponse: { __typename: 'Mutation', addToWishlist: asWishlistResult(optimistic) },
        });
        return true;
      } catch {
        return false;
      } finally {
        pending.finish(product.code);
      }
    },
    [addMutation, current, language, pending],
  );
  const remove = useCallback(
    async (code: string): Promise<boolean> => {
      if (!pending.start(code)) return true;
      try {
        const optimistic = wishlistWithout(current(), code);
        await removeMutation({
          variables: { code, language },
          optimisticResponse: { __typename: 'Mutation', removeFromWishlist: asWishlistResult(optimistic) },
        });
        return true;
      } catch {
        return false;
      } finally {
        pending.finish(code);
      }
    },
    [removeMutation, current, language, pending],
  );
  return { add, remove, isPending: pending.isPending };
}
