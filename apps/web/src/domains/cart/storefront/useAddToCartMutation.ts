// Adds a product to the cart: the line shows at once (optimistic), the server's cart replaces it,
// a refusal rolls it back and answers why. A second add of the same product while one is on its
// way is ignored (double click).
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useChangeQueue } from '../../../lib/useChangeQueue';
import { AddToCartMutation, asCartResult, CartQuery } from '../common/cart-documents';
import { cartErrorKind, type CartErrorKind } from './cart-errors';
import { cartWithAdded, emptyCart, type ProductForLine } from './cart-optimistic';
import { readCachedCart, useCartLanguage } from './useCart';

export type CartChangeResult = { ok: true; ignored?: boolean } | { ok: false; error: CartErrorKind };

/** A press while the product's change was on its way, or a typed quantity replaced before it went. */
export const IGNORED_CHANGE: CartChangeResult = { ok: true, ignored: true };

export function useAddToCartMutation() {
  const language = useCartLanguage();
  const client = useApolloClient();
  const queue = useChangeQueue<CartChangeResult>();
  const [mutate] = useMutation(AddToCartMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: CartQuery,
          variables: { language },
          data: { __typename: 'Query', cart: data.addToCart },
        });
    },
  });
  const add = useCallback(
    async (product: ProductForLine, quantity: number): Promise<CartChangeResult> => {
      const send = async (): Promise<CartChangeResult> => {
        try {
          const base = readCachedCart(client.cache, language) ?? emptyCart(product.price.decimals);
          const optimistic = cartWithAdded(base, product, quantity);
          await mutate({
            variables: { code: product.code, quantity, language },
            optimisticResponse: { __typename: 'Mutation', addToCart: asCartResult(optimistic) },
          });
          return { ok: true };
        } catch (error) {
          return { ok: false, error: cartErrorKind(error) };
        }
      };
      return (await queue.press(product.code, send)) ?? IGNORED_CHANGE;
    },
    [client, language, mutate, queue],
  );
  return { add, isPending: queue.isBusy };
}
