// What a user keeps between visits (a grid's columns): POST /api/preference/get and /api/preference/set.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';

/** Keys are namespaced by what they belong to, e.g. "grid.clients". */
export const preferenceKeySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+){1,3}$/)
  .max(64);
/** A preference is a small JSON document. */
export const MAX_PREFERENCE_BYTES = 4096;

export const preferenceGetPayloadSchema = z.object({ chiave: preferenceKeySchema });
export const preferenceSetPayloadSchema = z.object({
  chiave: preferenceKeySchema,
  /** The value as JSON text; empty removes the preference. */
  valore: z
    .string()
    .max(MAX_PREFERENCE_BYTES)
    .transform((text, ctx) => {
      if (text.trim() === '') return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    }),
});
export const preferenceDataSchema = z.object({ chiave: z.string(), valore: z.unknown().nullable() });
export type PreferenceData = z.infer<typeof preferenceDataSchema>;
export const preferenceResponseSchema = envelopeSchema(preferenceDataSchema);
