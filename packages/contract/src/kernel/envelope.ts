// The answer envelope every REST call uses: `{ success: true, data }` or `{ success: false, errors }`.
import { z } from 'zod';

/** Machine-readable error codes of the REST API (errors[].code). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  /** A human message in the request's language. */
  title: z.string(),
  code: z.enum(ERROR_CODES),
  /** The form field the error belongs to, when there is one. */
  field: z.string().optional(),
  /**
   * Figures a client needs to react to the refusal, when the call documents them (e.g. a refused line
   * discount: `{ scontoMassimo, scontoRichiesto }`).
   */
  dettagli: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const failureSchema = z.object({
  success: z.literal(false),
  errors: z.array(apiErrorSchema).min(1),
});
export type Failure = z.infer<typeof failureSchema>;

/** The envelope of a call whose `data` matches `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [z.object({ success: z.literal(true), data }), failureSchema]);
}

export type Success<T> = { success: true; data: T };
export type Envelope<T> = Success<T> | Failure;
