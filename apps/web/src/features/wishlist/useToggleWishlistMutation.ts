// Adds a product to the wishlist or removes it: the buttons and the page change at once
// (optimistic), the server's list replaces it, a failure rolls back. Changes of one product run one
// at a time; presses made meanwhile are not lost: the last one wins once the running change is done.
import { useCallback, useRef } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import type { ProductForLine } from '../cart/cart-optimistic';
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
  const wanted = useRef(new Map<string, { in: boolean; product?: ProductForLine }>());
  const running = useRef(new Set<string>());
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
      const key = code.toUpperCase();
      wanted.current.set(key, { in: wantIn, product });
      if (running.current.has(key)) return true;
      running.current.add(key);
      let ok = true;
      try {
        for (let next = wanted.current.get(key); next; next = wanted.current.get(key)) {
          wanted.current.delete(key);
          const list = current();
          if (list.items.some((item) => same(item.code, code)) === next.in) continue;
          try {
            if (next.in && next.product) {
              await addMutation({
                variables: { code, language },
                optimisticResponse: {
                  __typename: 'Mutation',
                  addToWishlist: asWishlistResult(wishlistWith(list, next.product, new Date())),
                },
              });
            } else if (!next.in) {
              await removeMutation({
                variables: { code, language },
                optimisticResponse: {
                  __typename: 'Mutation',
                  removeFromWishlist: asWishlistResult(wishlistWithout(list, code)),
                },
              });
            }
            ok = true;
          } catch {
            ok = false;
          }
        }
      } finally {
        running.current.delete(key);
      }
      return ok;
    },
    [addMutation, removeMutation, current, language],
  );

  const add = useCallback((product: ProductForLine) => change(product.code, true, product), [change]);
  const remove = useCallback((code: string) => change(code, false), [change]);
  return { add, remove };
}
