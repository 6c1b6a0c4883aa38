// Sets a cart line's quantity (already rounded to a valid one): optimistic, rolled back on refusal.
// One change per line at a time: useCartLineChanges.ts.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { asCartResult, CartQuery, SetCartQuantityMutation } from '../common/cart-documents';
import { cartErrorKind } from './cart-errors';
import { cartWithQuantity } from './cart-optimistic';
import type { CartChangeResult } from './useAddToCartMutation';
import { readCachedCart, useCartLanguage } from './useCart';

export function useSetCartQuantityMutation() {
  const language = useCartLanguage();
  const client = useApolloClient();
  const [mutate] = useMutation(SetCartQuantityMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: CartQuery,
          variables: { language },
          data: { __typename: 'Query', cart: data.setCartQuantity },
        });
    },
  });
  const setQuantity = useCallback(
    async (code: string, quantity: number): Promise<CartChangeResult> => {
      try {
        const base = readCachedCart(client.cache, language);
        await mutate({
          variables: { code, quantity, language },
          optimisticResponse: base
            ? {
                __typename: 'Mutation',
                setCartQuantity: asCartResult(cartWithQuantity(base, code, quantity)),
              }
            : undefined,
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: cartErrorKind(error) };
      }
    },
    [client, language, mutate],
  );
  return setQuantity;
}
