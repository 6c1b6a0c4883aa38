// POST /api/promotion — the promotions a logged-in user sees (spec §3 Promotion, §6).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { singleLineText } from '../kernel/text';
import { USER_TIPI } from '../kernel/user-types';

export const promotionPayloadSchema = z.object({
  TipoUtente: z.string().trim().toUpperCase().pipe(z.enum(USER_TIPI)),
  /** The user the list is for: the caller, or (staff) a customer they act for. */
  CodUtente: singleLineText({ min: 1, max: 64 }),
  /** 'S' leaves header promotions (promozioni di testata, on the whole order) out. */
  EscludiPromozioniDiTestata: z.preprocess(
    (value) => (value === '' || value === undefined ? 'N' : value),
    z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['S', 'N'])),
  ),
  /** Language of titles and descriptions; Italian when left out (the spec's call does not send it). */
  Lingua: languageSchema.optional(),
});
export type PromotionPayload = z.input<typeof promotionPayloadSchema>;

export const promotionSchema = z.object({
  codice: z.string(),
  titolo: z.string(),
  descrizione: z.string(),
  /** Image under the static /promo/ path. */
  url: z.string(),
  /** 'S' when the promotion is in force for this user's price list. */
  applicata: z.enum(['S', 'N']),
  /** 'testata' (on the whole order) or 'articoli' (on listed products). */
  tipo: z.enum(['testata', 'articoli']),
  /** Validity, ISO dates, both days included. */
  dal: z.string(),
  al: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListDataSchema = z.object({ promozioni: z.array(promotionSchema) });
export type PromotionListData = z.infer<typeof promotionListDataSchema>;
export const promotionListResponseSchema = envelopeSchema(promotionListDataSchema);
