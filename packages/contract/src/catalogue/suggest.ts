// POST /api/suggest — search-box suggestions grouped as items, categories and suppliers (spec §2, §7).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { singleLineText } from '../kernel/text';

/** Spec §9: suggestions from 3 characters on. */
export const SUGGEST_MIN_LENGTH = 3;

export const suggestPayloadSchema = z.object({
  Lingua: languageSchema,
  CercaTesto: singleLineText({ min: SUGGEST_MIN_LENGTH, max: 100 }),
});
export type SuggestPayload = z.input<typeof suggestPayloadSchema>;

export const suggestionSchema = z.object({
  /** The code again: items, categories and suppliers are each addressed by their code. */
  id: z.string(),
  codice: z.string(),
  descrizione: z.string(),
  /** Items only: the main image ('' when none). */
  url: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestDataSchema = z.object({
  items: z.array(suggestionSchema),
  categories: z.array(suggestionSchema),
  suppliers: z.array(suggestionSchema),
});
export type SuggestData = z.infer<typeof suggestDataSchema>;
export const suggestResponseSchema = envelopeSchema(suggestDataSchema);
