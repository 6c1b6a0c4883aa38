// Removes a cart line (cart/update with quantity 0 behind the gateway): it goes at once, and comes
// back if the server refuses. One change per line at a time: useCartLineChanges.ts.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { asCartResult, CartQuery, RemoveFromCartMutation } from '../common/cart-documents';
import { cartErrorKind, type CartChangeResult } from './cart-errors';
import { cartWithQuantity } from './cart-optimistic';
import { readCachedCart, useCartLanguage } from './useCart';

export function useRemoveFromCartMutation() {
  const language = useCartLanguage();
  const client = useApolloClient();
  const [mutate] = useMutation(RemoveFromCartMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: CartQuery,
          variables: { language },
          data: { __typename: 'Query', cart: data.removeFromCart },
        });
    },
  });
  const remove = useCallback(
    async (code: string): Promise<CartChangeResult> => {
      try {
        const base = readCachedCart(client.cache, language);
        await mutate({
          variables: { code, language },
          optimisticResponse: base
            ? { __typename: 'Mutation', removeFromCart: asCartResult(cartWithQuantity(base, code, 0)) }
            : undefined,
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: cartErrorKind(error) };
      }
    },
    [client, language, mutate],
  );
  return remove;
}
