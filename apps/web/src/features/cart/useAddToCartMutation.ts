// Adds a product to the cart: the line shows at once (optimistic), the server's cart replaces it,
// a refusal rolls it back and answers why. A second add of the same product while one is on its
// way is ignored (double click).
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { AddToCartMutation, asCartResult, CartQuery } from './cart-documents';
import { cartErrorKind, type CartErrorKind } from './cart-errors';
import { cartWithAdded, emptyCart, type ProductForLine } from './cart-optimistic';
import { readCachedCart, useCartLanguage } from './useCart';
import { usePendingCodes } from './usePendingCodes';

export type CartChangeResult = { ok: true; ignored?: boolean } | { ok: false; error: CartErrorKind };

export function useAddToCartMutation() {
  const language = useCartLanguage();
  const client = useApolloClient();
  const pending = usePendingCodes();
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
      if (!pending.start(product.code)) return { ok: true, ignored: true };
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
      } finally {
        pending.finish(product.code);
      }
    },
    [client, language, mutate, pending],
  );
  return { add, isPending: pending.isPending };
}
