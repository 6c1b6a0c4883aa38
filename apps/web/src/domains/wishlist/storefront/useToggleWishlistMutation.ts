// Adds a product to the wishlist or removes it: the buttons and the page change at once
// (optimistic), the server's list replaces it, a failure rolls back. Changes of one product run one
// at a time (lib/change-queue.ts); presses made meanwhile are not lost: the last one wins once the
// running change is done.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { getFragmentData } from '../../../gql';
import { useChangeQueue } from '../../../lib/useChangeQueue';
import type { ProductForLine } from '../../cart/index';
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

const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

export function useToggleWishlistMutation() {
  const language = useWishlistLanguage();
  const client = useApolloClient();
  const queue = useChangeQueue<boolean, boolean>();
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

  /** Puts the product in the wishlist (`in`) or takes it out; false when the server refused. */
  const change = useCallback(
    async (code: string, wantIn: boolean, product?: ProductForLine): Promise<boolean> => {
      // Decided when the change goes, on the list as it is then: a press that an earlier one
      // already carried out sends nothing.
      const send = async () => {
        const list = current();
        if (list.items.some((item) => same(item.code, code)) === wantIn) return true;
        try {
          if (wantIn && product) {
            await addMutation({
              variables: { code, language },
              optimisticResponse: {
                __typename: 'Mutation',
                addToWishlist: asWishlistResult(wishlistWith(list, product, new Date())),
              },
            });
          } else if (!wantIn) {
            await removeMutation({
              variables: { code, language },
              optimisticResponse: {
                __typename: 'Mutation',
                removeFromWishlist: asWishlistResult(wishlistWithout(list, code)),
              },
            });
          }
          return true;
        } catch {
          return false;
        }
      };
      // A press replaced by a newer one before it went did not fail.
      return (await queue.latest(code.toUpperCase(), wantIn, send)) ?? true;
    },
    [addMutation, removeMutation, current, language, queue],
  );

  const add = useCallback((product: ProductForLine) => change(product.code, true, product), [change]);
  const remove = useCallback((code: string) => change(code, false), [change]);
  return { add, remove };
}
