// POST /api/user/fiere — the trade fairs a user (type F) works at.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';

export const fairsPayloadSchema = z.object({ Lingua: languageSchema.optional() });

export const fairSchema = z.object({
  codice: z.string(),
  descrizione: z.string(),
  luogo: z.string(),
  /** First and last day, YYYY-MM-DD. */
  dal: z.iso.date(),
  al: z.iso.date(),
});
export type Fair = z.infer<typeof fairSchema>;

export const fairsDataSchema = z.object({ fiere: z.array(fairSchema) });
export const fairsResponseSchema = envelopeSchema(fairsDataSchema);
