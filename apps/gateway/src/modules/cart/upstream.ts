// The cart calls of the REST API. Cart changes answer the whole cart (lines, summary, notice).
import { z } from 'zod';
import {
  cartChangeDataSchema,
  cartLineSchema,
  cartSummarySchema,
  REST_PATHS,
  type CartChangeData,
  type Language,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/cart and /api/cart/summary together: the cart as a change answers it (no notice). */
export async function fetchCart(
  client: RestClient,
  who: CallIdentity,
  language?: Language,
): Promise<CartChangeData> {
  const [righe, riepilogo] = await Promise.all([
    client.post(REST_PATHS.cart, { Lingua: language }, z.array(cartLineSchema), who),
    client.post(REST_PATHS.cartSummary, { Lingua: language }, cartSummarySchema, who),
  ]);
  return { righe, riepilogo, avviso: null };
}

type CartChangePath = typeof REST_PATHS.cartAdd | typeof REST_PATHS.cartUpdate | typeof REST_PATHS.cartRemove;

/** POST /api/cart/add, /update or /remove with its fields. */
export function changeCart(
  client: RestClient,
  who: CallIdentity,
  path: CartChangePath,
  fields: FormFields,
): Promise<CartChangeData> {
  return client.post(path, fields, cartChangeDataSchema, who);
}

export function cartUpstream(rest: RestClient, who: CallIdentity) {
  return {
    cart: (language?: Language) => fetchCart(rest, who, language),
    cartAdd: (code: string, quantity: number | undefined, language?: Language) =>
      changeCart(rest, who, REST_PATHS.cartAdd, { codArt: code, qta: quantity, Lingua: language }),
    cartSet: (code: string, quantity: number, language?: Language) =>
      changeCart(rest, who, REST_PATHS.cartUpdate, { codArt: code, quantity, Lingua: language }),
    /** Takes `quantity` off the line (default one step). */
    cartRemove: (code: string, quantity: number | undefined, language?: Language) =>
      changeCart(rest, who, REST_PATHS.cartRemove, { codArt: code, qta: quantity, Lingua: language }),
  };
}
