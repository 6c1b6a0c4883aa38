// Quick order (permission quickOrder.use): rows of code + quantity, typed, pasted or uploaded, checked
// in one call (POST /api/quickorder/check) and the valid ones put into the cart in one call (POST
// /api/quickorder/add): the customer's own cart, or the cart a staff user fills for the client he
// orders for. No row cap. Rows travel as JSON (a JSON body, or the JSON text of the `righe` field in a
// form body): thousands of form fields would hit every form parser's field limits.
import { z } from 'zod';
import { cartChangeDataSchema } from '../cart';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';

const optionalLanguage = languageSchema.optional().default('it');

/**
 * A row as the user gave it: the code and the quantity as typed (checked row by row, so a bad row is
 * reported, never a refused call). Only the sizes are bounded here.
 */
export const quickOrderRowSchema = z.object({
  codice: z.string().max(200),
  qta: z.union([z.string().max(50), z.number()]),
});
export type QuickOrderRow = z.infer<typeof quickOrderRowSchema>;

/** `righe`: the rows as a JSON array, or its JSON text (form bodies). */
const rowsField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(quickOrderRowSchema).min(1));

export const quickOrderCheckPayloadSchema = z.object({ righe: rowsField, Lingua: optionalLanguage });
export type QuickOrderCheckPayload = z.input<typeof quickOrderCheckPayloadSchema>;
export const quickOrderAddPayloadSchema = quickOrderCheckPayloadSchema;
export type QuickOrderAddPayload = QuickOrderCheckPayload;

/** How a row fares: goes in as typed, goes in with a warning, or does not go in. */
export const QUICK_ORDER_OUTCOMES = ['ok', 'avviso', 'errore'] as const;
export type QuickOrderOutcome = (typeof QUICK_ORDER_OUTCOMES)[number];

/**
 * Why: codiceSconosciuto (no such product), nonInVendita (withdrawn), quantitaNonValida (not a whole
 * number from 1), arrotondata (rounded up to the pack), disponibilitaParziale (only part of it in
 * stock: what is there goes in), esaurito (nothing in stock: not added), ripetuta (the same product
 * as an earlier row: the quantities are added up there).
 */
export const QUICK_ORDER_REASONS = [
  'codiceSconosciuto',
  'nonInVendita',
  'quantitaNonValida',
  'arrotondata',
  'disponibilitaParziale',
  'esaurito',
  'ripetuta',
] as const;
export type QuickOrderReason = (typeof QUICK_ORDER_REASONS)[number];

export const quickOrderRowResultSchema = z.object({
  /** The row's number in the request, from 1. */
  riga: z.number().int(),
  /** The product code (as the catalogue spells it; as typed when unknown). */
  codice: z.string(),
  /** The quantity asked for (null when it is not a whole number). */
  qta: z.number().int().nullable(),
  esito: z.enum(QUICK_ORDER_OUTCOMES),
  motivo: z.enum(QUICK_ORDER_REASONS).nullable(),
  /** A translated explanation of `motivo`; null for a row that goes in as typed. */
  messaggio: z.string().nullable(),
  /** What the cart line holds (add) or will hold (check) for this product; null when it does not go in. */
  qtaCarrello: z.number().int().nullable(),
  /** What the cart line held for this product before the rows (0 when none); null for an unknown code. */
  nelCarrello: z.number().int().nullable(),
  descrizione: z.string().nullable(),
  um: z.string().nullable(),
  /** Units in stock (known products). */
  disponibili: z.number().int().nullable(),
});
export type QuickOrderRowResult = z.infer<typeof quickOrderRowResultSchema>;

export const quickOrderCheckDataSchema = z.object({
  righe: z.array(quickOrderRowResultSchema),
  /** Rows that go into the cart (with or without a warning), rows with a warning, rows that do not. */
  valide: z.number().int(),
  avvisi: z.number().int(),
  errori: z.number().int(),
});
export type QuickOrderCheckData = z.infer<typeof quickOrderCheckDataSchema>;
export const quickOrderCheckResponseSchema = envelopeSchema(quickOrderCheckDataSchema);

/** POST /api/quickorder/add: the rows as they went (or did not), and the cart afterwards. */
export const quickOrderAddDataSchema = quickOrderCheckDataSchema.extend({ carrello: cartChangeDataSchema });
export type QuickOrderAddData = z.infer<typeof quickOrderAddDataSchema>;
export const quickOrderAddResponseSchema = envelopeSchema(quickOrderAddDataSchema);
