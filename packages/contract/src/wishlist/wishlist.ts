// The wishlist (spec §3/§4): POST /api/wishlist, /api/wishlist/add (codArt), /api/wishlist/remove (id).
// Logged-in users only; adding a product already there changes nothing; removing is by id.
import { z } from 'zod';
import { catalogueCodeSchema, STOCK_STATES } from '../catalogue';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { priceSchema } from '../pricing';

const optionalLanguage = languageSchema.optional().default('it');

export const wishlistPayloadSchema = z.object({ Lingua: optionalLanguage });
export const wishlistAddPayloadSchema = z.object({ codArt: catalogueCodeSchema, Lingua: optionalLanguage });
export const wishlistRemovePayloadSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  Lingua: optionalLanguage,
});
export type WishlistAddPayload = z.input<typeof wishlistAddPayloadSchema>;
export type WishlistRemovePayload = z.input<typeof wishlistRemovePayloadSchema>;

export const wishlistItemSchema = priceSchema.extend({
  id: z.number().int(),
  codice: z.string(),
  descrizione: z.string(),
  um: z.string(),
  url: z.string(),
  disponibilita: z.enum(STOCK_STATES),
  /** When it was added (ISO 8601). */
  aggiunto: z.iso.datetime(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistDataSchema = z.object({ preferiti: z.array(wishlistItemSchema) });
export type WishlistData = z.infer<typeof wishlistDataSchema>;
export const wishlistResponseSchema = envelopeSchema(wishlistDataSchema);
