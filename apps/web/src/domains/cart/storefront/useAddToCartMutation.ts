// Adds a product to the cart: the line shows at once (optimistic), the server's cart replaces it,
// a refusal (not enough stock, a typed result; or an error) rolls it back and answers why. A second
// add of the same product while one is on its way is ignored (double click).
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useChangeQueue } from '../../../lib/useChangeQueue';
import { AddToCartMutation, asCartResult, CartQuery } from '../common/cart-documents';
import { cartChangeResult, cartErrorKind, type CartChangeResult } from './cart-errors';
import { cartWithAdded, emptyCart, type ProductForLine } from './cart-optimistic';
import { readCachedCart, useCartLanguage } from './useCart';

/** A press while the product's change was on its way, or a typed quantity replaced before it went. */
export const IGNORED_CHANGE: CartChangeResult = { ok: true, ignored: true };

export function useAddToCartMutation() {
  const language = useCartLanguage();
  const client = useApolloClient();
  const queue = useChangeQueue<CartChangeResult>();
  const [mutate] = useMutation(AddToCartMutation, {
    update(cache, { data }) {
      const answer = data?.addToCartResult;
      if (answer?.__typename === 'Cart')
        cache.writeQuery({
          query: CartQuery,
          variables: { language },
          data: { __typename: 'Query', cart: answer },
        });
    },
  });
  const add = useCallback(
    async (product: ProductForLine, quantity: number): Promise<CartChangeResult> => {
      const send = async (): Promise<CartChangeResult> => {
        try {
          const base = readCachedCart(client.cache, language) ?? emptyCart(product.price.decimals);
          const optimistic = cartWithAdded(base, product, quantity);
          const { data } = await mutate({
            variables: { code: product.code, quantity, language },
            optimisticResponse: { __typename: 'Mutation', addToCartResult: asCartResult(optimistic) },
          });
          return cartChangeResult(data?.addToCartResult);
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
