// The cart and wishlist calls of the REST API. Cart changes answer the whole cart (lines, summary,
// notice); wishlist calls answer the whole list.
import { z } from 'zod';
import {
  cartChangeDataSchema,
  cartLineSchema,
  cartSummarySchema,
  REST_PATHS,
  wishlistDataSchema,
  type CartChangeData,
  type Language,
  type WishlistItem,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from './rest-client';

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

/** POST /api/wishlist, /add (codArt) or /remove (id). */
export async function wishlistCall(
  client: RestClient,
  who: CallIdentity,
  path: typeof REST_PATHS.wishlist | typeof REST_PATHS.wishlistAdd | typeof REST_PATHS.wishlistRemove,
  fields: FormFields,
): Promise<WishlistItem[]> {
  return (await client.post(path, fields, wishlistDataSchema, who)).preferiti;
}
