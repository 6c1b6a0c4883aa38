// POST /api/data/tableinfo — the items of the privacy policy or the sale conditions (spec §3, §5).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { POLICY_CATEGORIES } from '../users';

export const tableInfoPayloadSchema = z.object({
  tablename: z.enum(POLICY_CATEGORIES),
  Lingua: languageSchema.optional(),
});
export type TableInfoPayload = z.input<typeof tableInfoPayloadSchema>;

/**
 * One item: only testo1 → a mandatory checkbox to tick; testo1 and testo2 (up to testo5) → one
 * option to choose, sent back as its number.
 */
export const policyItemSchema = z.object({
  codice: z.string(),
  descrizione: z.string(),
  testo1: z.string(),
  testo2: z.string(),
  testo3: z.string(),
  testo4: z.string(),
  testo5: z.string(),
});
export type PolicyItem = z.infer<typeof policyItemSchema>;

/**
 * The answer is keyed by the table's name: `data.privacypolicy` or `data.condizionidivendita`, with
 * `versione`, the number of the version in force (0 when none is published): send it back with the
 * answers (setuserinfo `Versione`).
 */
const versionField = { versione: z.number().int().min(0).optional() };
export const tableInfoDataSchema = z.union([
  z.object({ privacypolicy: z.array(policyItemSchema), ...versionField }),
  z.object({ condizionidivendita: z.array(policyItemSchema), ...versionField }),
]);
export type TableInfoData = z.infer<typeof tableInfoDataSchema>;
export const tableInfoResponseSchema = envelopeSchema(tableInfoDataSchema);
