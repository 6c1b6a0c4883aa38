// Ordering for a client (currentorder): a staff user (A, U, X: permission orders.placeFor) chooses a
// client in his scope and the storefront then runs as that client (prices, cart, checkout, orders),
// until he finishes or chooses another. Calls: POST /api/currentorder (the state),
// /api/currentorder/clients (the "choose a client" search), /start, /finish, /takeover, and the
// extra line discount POST /api/cart/discount (permission orders.lineDiscount).
import { z } from 'zod';
import { cartChangeDataSchema } from '../cart';
import { catalogueCodeSchema } from '../catalogue';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase } from '../kernel/list';

const optionalLanguage = languageSchema.optional().default('it');

/** A client code as typed: letters, digits, '-' and '_', up to 16; compared in capitals. */
const clientCode = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((code) => code.toUpperCase());

/** The client being ordered for, as the bar shows it. */
export const currentOrderClientSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  citta: z.string(),
  provincia: z.string(),
});
export type CurrentOrderClient = z.infer<typeof currentOrderClientSchema>;

/** POST /api/currentorder (and the answer of start, finish, takeover). */
export const currentOrderStateSchema = z.object({
  /** The client the user is ordering for; null when none. */
  cliente: currentOrderClientSchema.nullable(),
  /**
   * Lines in the carts of the client's own users (what "take over the client's cart" would move);
   * 0 when ordering for nobody.
   */
  righeCarrelloCliente: z.number().int().min(0),
  /**
   * The highest extra line discount (percent) the user may give: an agent's own ceiling
   * (agents.max_discount), 99.99 for the sales office and management; 0 without the permission.
   */
  scontoMassimo: z.number().min(0),
});
export type CurrentOrderState = z.infer<typeof currentOrderStateSchema>;
export const currentOrderStateResponseSchema = envelopeSchema(currentOrderStateSchema);

export const currentOrderPayloadSchema = z.object({ Lingua: optionalLanguage });
export type CurrentOrderPayload = z.input<typeof currentOrderPayloadSchema>;
/** POST /api/currentorder/finish and /takeover take nothing but the language. */
export const currentOrderFinishPayloadSchema = currentOrderPayloadSchema;
export const currentOrderTakeoverPayloadSchema = currentOrderPayloadSchema;

/** POST /api/currentorder/start: order for this client (in the user's scope, else 404). */
export const currentOrderStartPayloadSchema = z.object({ codCliente: clientCode, Lingua: optionalLanguage });
export type CurrentOrderStartPayload = z.input<typeof currentOrderStartPayloadSchema>;

/** POST /api/currentorder/takeover: the answer. */
export const currentOrderTakeoverDataSchema = z.object({
  /** Lines moved from the client's own carts into the user's cart for the client. */
  righeSpostate: z.number().int().min(0),
  stato: currentOrderStateSchema,
});
export type CurrentOrderTakeoverData = z.infer<typeof currentOrderTakeoverDataSchema>;
export const currentOrderTakeoverResponseSchema = envelopeSchema(currentOrderTakeoverDataSchema);

/**
 * POST /api/currentorder/clients: the clients the user may order for, matching `search` (code prefix,
 * or words of the company name or city), company name A–Z; the list conventions (page, pageSize).
 */
export const currentOrderClientsPayloadSchema = z.object({ ...listPayloadBase });
export type CurrentOrderClientsPayload = z.input<typeof currentOrderClientsPayloadSchema>;
export const currentOrderClientsDataSchema = listDataSchema(currentOrderClientSchema);
export type CurrentOrderClientsData = z.infer<typeof currentOrderClientsDataSchema>;
export const currentOrderClientsResponseSchema = envelopeSchema(currentOrderClientsDataSchema);

/** The largest extra line discount anyone may give: the column holds numeric(5,2) below 100. */
export const MAX_LINE_DISCOUNT = 99.99;

/**
 * POST /api/cart/discount: the extra discount (percent, 0 removes it) of a line of the cart being
 * filled for a client. A decimal comma is accepted ("12,5"); at most two decimals.
 */
export const cartDiscountPayloadSchema = z.object({
  codArt: catalogueCodeSchema,
  sconto: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().replace(',', '.');
      return text === '' ? undefined : text;
    },
    z.coerce
      .number()
      .min(0)
      .max(MAX_LINE_DISCOUNT)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'at most two decimals' }),
  ),
  Lingua: optionalLanguage,
});
export type CartDiscountPayload = z.input<typeof cartDiscountPayloadSchema>;
export const cartDiscountResponseSchema = envelopeSchema(cartChangeDataSchema);
