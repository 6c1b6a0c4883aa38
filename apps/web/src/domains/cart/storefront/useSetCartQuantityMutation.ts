// Sets a cart line's quantity (already rounded to a valid one): optimistic, rolled back on refusal
// (not enough stock, a typed result; or an error). One change per line at a time: useCartLineChanges.ts.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { asCartResult, CartQuery, SetCartQuantityMutation } from '../common/cart-documents';
import { cartChangeResult, cartErrorKind, type CartChangeResult } from './cart-errors';
import { cartWithQuantity } from './cart-optimistic';
import { readCachedCart, useCartLanguage } from './useCart';

export function useSetCartQuantityMutation() {
  const language = useCartLanguage();
  const client = useApolloClient();
  const [mutate] = useMutation(SetCartQuantityMutation, {
    update(cache, { data }) {
      const answer = data?.setCartQuantityResult;
      if (answer?.__typename === 'Cart')
        cache.writeQuery({
          query: CartQuery,
          variables: { language },
          data: { __typename: 'Query', cart: answer },
        });
    },
  });
  const setQuantity = useCallback(
    async (code: string, quantity: number): Promise<CartChangeResult> => {
      try {
        const base = readCachedCart(client.cache, language);
        const { data } = await mutate({
          variables: { code, quantity, language },
          optimisticResponse: base
            ? {
                __typename: 'Mutation',
                setCartQuantityResult: asCartResult(cartWithQuantity(base, code, quantity)),
              }
            : undefined,
        });
        return cartChangeResult(data?.setCartQuantityResult);
      } catch (error) {
        return { ok: false, error: cartErrorKind(error) };
      }
    },
    [client, language, mutate],
  );
  return setQuantity;
}
