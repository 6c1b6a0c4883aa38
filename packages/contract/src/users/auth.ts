// POST /api/login and POST /api/logout: an opaque Bearer token for a user code and password.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { singleLineText } from '../kernel/text';
import { currentUserSchema } from './storefront';

export const AUTHORIZATION_HEADER = 'authorization';

/** Tokens are 32 random bytes, base64url (43 characters). */
export const bearerTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const loginPayloadSchema = z.object({
  CodUtente: singleLineText({ min: 1, max: 64 }),
  Password: singleLineText({ min: 1, max: 256, trim: false }),
  Lingua: languageSchema.optional(),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const loginDataSchema = z.object({
  /** Send as `Authorization: Bearer <token>` on every later call. */
  token: bearerTokenSchema,
  /** When the token stops working (ISO 8601, UTC). */
  scadenza: z.iso.datetime(),
  utente: currentUserSchema,
});
export type LoginData = z.infer<typeof loginDataSchema>;
export const loginResponseSchema = envelopeSchema(loginDataSchema);

export const logoutDataSchema = z.object({ revocato: z.literal('S') });
export const logoutResponseSchema = envelopeSchema(logoutDataSchema);
