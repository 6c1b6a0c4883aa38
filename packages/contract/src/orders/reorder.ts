// Reorder: POST /api/order/reorder puts a past order's lines back into the cart at today's prices.
import { z } from 'zod';
import { cartChangeDataSchema } from '../cart';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { orderNumberSchema } from './storefront';

export const reorderPayloadSchema = z.object({
  /** The number of an order of the caller's client, e.g. "2026/000123". */
  NumeroOrdine: orderNumberSchema,
  Lingua: languageSchema.optional().default('it'),
});
export type ReorderPayload = z.input<typeof reorderPayloadSchema>;

/** Why a line was not put back: the product left the catalogue, or there is not enough stock. */
export const REORDER_SKIP_REASONS = ['fuoriproduzione', 'nondisponibile'] as const;
export type ReorderSkipReason = (typeof REORDER_SKIP_REASONS)[number];

export const reorderSkippedLineSchema = z.object({
  codice: z.string(),
  /** The description as it was on the order (the product may be gone). */
  descrizione: z.string(),
  qta: z.number().int(),
  motivo: z.enum(REORDER_SKIP_REASONS),
  /** Units in stock when `motivo` is nondisponibile; null otherwise. */
  disponibili: z.number().int().nullable(),
});
export type ReorderSkippedLine = z.infer<typeof reorderSkippedLineSchema>;

/** The cart after the lines went in (as cart/add answers it), and the lines that did not. */
export const reorderDataSchema = cartChangeDataSchema.extend({
  /** How many of the order's lines were added to the cart. */
  riordinate: z.number().int(),
  nonRiordinate: z.array(reorderSkippedLineSchema),
});
export type ReorderData = z.infer<typeof reorderDataSchema>;
export const reorderResponseSchema = envelopeSchema(reorderDataSchema);
