// The cart calls of spec §7: POST /api/cart, /api/cart/add, /api/cart/update, /api/cart/remove,
// /api/cart/summary. A visitor's cart is keyed by x-sessionid, a customer's by the user.
import { z } from 'zod';
import { catalogueCodeSchema, STOCK_STATES } from '../catalogue';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { singleLineText } from '../kernel/text';
import { USER_TIPI } from '../kernel/user-types';
import { MAX_LINE_QUANTITY, priceSchema } from '../pricing';

/** An integer form field ("12"), bounded. */
const quantity = (min: number) => z.coerce.number().int().min(min).max(MAX_LINE_QUANTITY);
const optionalLanguage = languageSchema.optional().default('it');

export const cartPayloadSchema = z.object({ Lingua: optionalLanguage });
export type CartPayload = z.input<typeof cartPayloadSchema>;

/** Adds `qta` (default 1) to the line, rounded up to the product's minimum and step quantity. */
export const cartAddPayloadSchema = z.object({
  codArt: catalogueCodeSchema,
  qta: quantity(1).default(1),
  Lingua: optionalLanguage,
});
export type CartAddPayload = z.input<typeof cartAddPayloadSchema>;

/** Sets the line to `quantity` (0 removes it). TipoUtente/CodUtente, when sent, must be the caller's. */
export const cartUpdatePayloadSchema = z.object({
  codArt: catalogueCodeSchema,
  quantity: quantity(0),
  TipoUtente: z.enum(USER_TIPI).optional(),
  CodUtente: singleLineText({ min: 1, max: 64 }).optional(),
  Lingua: optionalLanguage,
});
export type CartUpdatePayload = z.input<typeof cartUpdatePayloadSchema>;

/** Takes `qta` (default: one step) off the line; below the minimum quantity the line goes. */
export const cartRemovePayloadSchema = z.object({
  codArt: catalogueCodeSchema,
  qta: quantity(1).optional(),
  Lingua: optionalLanguage,
});
export type CartRemovePayload = z.input<typeof cartRemovePayloadSchema>;

export const cartSummaryPayloadSchema = cartPayloadSchema;

/** A cart line (spec §3 "Cart item") plus what the cart page needs. */
export const cartLineSchema = priceSchema.extend({
  codice: z.string(),
  descrizione: z.string(),
  qta: z.number().int(),
  um: z.string(),
  /** Free units on top of qta (promotion "N every M"). */
  omaggio: z.number().int(),
  /** Main image ('' when none). */
  url: z.string(),
  /** prezzofinale × qta. */
  totale: z.number().nullable(),
  confezione: z.number().int(),
  qtaMinima: z.number().int(),
  qtaMultipla: z.number().int(),
  disponibilita: z.enum(STOCK_STATES),
  /** Units in stock, so the page can warn before ordering more than there is. */
  giacenza: z.number().int(),
  /**
   * The extra discount (percent) staff gave this line while ordering for a client, already in
   * prezzofinale and shown as the last step of sconti; 0 for none.
   */
  scontoExtra: z.number().min(0),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Spec §3 "Cart summary": totcart = cartvalue (value), numcart = cartitems (units). */
export const cartSummarySchema = z.object({
  cartvalue: z.number().nullable(),
  cartitems: z.number().int(),
  totcart: z.number().nullable(),
  numcart: z.number().int(),
  /** Number of lines. */
  righe: z.number().int(),
  /** Sum of the lines before the header promotion. */
  imponibile: z.number().nullable(),
  promozioneTestata: z.string().nullable(),
  scontoTestata: z.number().nullable(),
  /** Decimals the amounts are rounded to (Set_Round). */
  decimali: z.number().int(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** POST /api/cart: data is the list of lines (spec §7 "data list"). */
export const cartResponseSchema = envelopeSchema(z.array(cartLineSchema));
export const cartSummaryResponseSchema = envelopeSchema(cartSummarySchema);

/** add / update / remove: the cart after the change, its summary, and a notice when qta was adjusted. */
export const cartChangeDataSchema = z.object({
  righe: z.array(cartLineSchema),
  riepilogo: cartSummarySchema,
  /** A translated notice, e.g. "quantity rounded up to 12 (sold in packs of 6)"; null when none. */
  avviso: z.string().nullable(),
});
export type CartChangeData = z.infer<typeof cartChangeDataSchema>;
export const cartChangeResponseSchema = envelopeSchema(cartChangeDataSchema);
