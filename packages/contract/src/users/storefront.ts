// The user as the web reads it (spec §3 "User"), and the calls that change it:
// POST /api/user/current, /api/user/changepassword, /api/user/setname, /api/user/setuserinfo.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { type Permission, PERMISSION_NAMES } from '../kernel/permissions';
import { CONTROL_CHARACTERS_RULE, isSingleLineText, singleLineText } from '../kernel/text';
import { USER_TIPI } from '../kernel/user-types';

// The user types are defined once, without zod, in kernel/user-types.ts (the browser reads them too).
export { CUSTOMER_TIPI, STAFF_TIPI, USER_TIPI, type UserTipo } from '../kernel/user-types';

/** The price lists of spec §3 (Parametro1, Parametro1B2B, Parametro2, Parametro3). */
export const PRICE_LISTS = ['p1', 'p1b2b', 'p2', 'p3'] as const;
export type PriceList = (typeof PRICE_LISTS)[number];

export const POLICY_CATEGORIES = ['privacypolicy', 'condizionidivendita'] as const;
export type PolicyCategory = (typeof POLICY_CATEGORIES)[number];

const yesNo = z.enum(['S', 'N']);

export const addressSchema = z.object({
  indirizzo: z.string(),
  cap: z.string(),
  citta: z.string(),
  provincia: z.string(),
  nazione: z.string(),
});

/** A delivery address of a client ("destinazione diversa"). */
export const deliveryAddressSchema = addressSchema.extend({
  codice: z.string(),
  descrizione: z.string(),
  predefinito: yesNo,
});

export const agentSchema = z.object({ codice: z.string(), nome: z.string(), email: z.string() });

/** The company a customer buys for: what pricing and orders need. */
export const clientSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  partitaIva: z.string(),
  codiceFiscale: z.string(),
  email: z.string(),
  telefono: z.string(),
  sedeLegale: addressSchema,
  destinazioni: z.array(deliveryAddressSchema),
  listino: z.enum(PRICE_LISTS),
  /** Discount chain, e.g. "20+10" (28 % off); "" for none. */
  sconti: z.string(),
  pagamento: z.string(),
  agente: agentSchema.nullable(),
});
export type Client = z.infer<typeof clientSchema>;

export const currentUserSchema = z.object({
  tipo: z.enum(USER_TIPI),
  codutente: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  lingua: languageSchema,
  fiere: z.object({ dati: z.array(z.object({ codice: z.string(), descrizione: z.string() })) }),
  autorizzazioni: z.object({ promozioni: yesNo }),
  richiestaCambioPassword: yesNo,
  richiestaNomeCognome: yesNo,
  consensi: z.object({ privacypolicy: yesNo, condizionidivendita: yesNo }),
  /**
   * The client the user buys for: a customer's (C, WC, WU) own; for staff, the client they are
   * ordering for right now (currentorder, `perConto` S); null otherwise.
   */
  cliente: clientSchema.nullable(),
  /** S while a staff user orders on behalf of `cliente` (currentorder); N otherwise. */
  perConto: yesNo,
  /** The agent record of a type A user; null otherwise. */
  agente: agentSchema.nullable(),
  /** Where the web sends the user after login (spec §6). */
  destinazione: z.string(),
  /** What the user may do in the reserved area (the permission table of their type). */
  permessi: z.array(z.enum(PERMISSION_NAMES as [Permission, ...Permission[]])),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserPayloadSchema = z.object({ Lingua: languageSchema.optional() });
export const currentUserDataSchema = z.object({ utente: currentUserSchema });
export type CurrentUserData = z.infer<typeof currentUserDataSchema>;
export const currentUserResponseSchema = envelopeSchema(currentUserDataSchema);

/** Password rules the API enforces; the web shows them next to the field. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const changePasswordPayloadSchema = z.object({
  PasswordAttuale: singleLineText({ min: 1, max: PASSWORD_MAX_LENGTH, trim: false }),
  NuovaPassword: singleLineText({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, trim: false }),
  RipetiPassword: singleLineText({ min: 1, max: PASSWORD_MAX_LENGTH, trim: false }),
  Lingua: languageSchema.optional(),
});
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>;

const personName = singleLineText({ min: 1, max: 80 });
export const setNamePayloadSchema = z.object({
  Nome: personName,
  Cognome: personName,
  Lingua: languageSchema.optional(),
});
export type SetNamePayload = z.input<typeof setNamePayloadSchema>;

/** changepassword, setname and setuserinfo answer the updated user. */
export const userUpdateResponseSchema = currentUserResponseSchema;

/** Longest code and value accepted in an Informazione_{n} / Valore_{n} pair. */
const MAX_ANSWER_LENGTH = 32;
const ANSWER_FIELD = /^(Informazione|Valore)_(\d{1,3})$/;

/**
 * POST /api/user/setuserinfo: Categoria plus pairs Informazione_{n} (item code) / Valore_{n}
 * (S for a ticked checkbox, 1–5 for the chosen option). Other fields (Lingua) are allowed.
 * `Versione`: the version of the document the user read (data/tableinfo's `versione`); when it is no
 * longer the one in force the answers are refused (409), so nobody accepts a text they did not see.
 */
export const setUserInfoPayloadSchema = z
  .object({
    Categoria: z.enum(POLICY_CATEGORIES),
    Lingua: languageSchema.optional(),
    Versione: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().int().min(0).max(1_000_000).optional(),
    ),
  })
  .catchall(z.unknown())
  .superRefine((payload, ctx) => {
    for (const [key, value] of Object.entries(payload)) {
      if (!ANSWER_FIELD.test(key)) continue;
      if (typeof value !== 'string') ctx.addIssue({ code: 'custom', path: [key], input: value });
      else if (!isSingleLineText(value))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          input: value,
          params: { rule: CONTROL_CHARACTERS_RULE },
        });
      else if (value.length > MAX_ANSWER_LENGTH)
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: MAX_ANSWER_LENGTH,
          path: [key],
          input: value,
        });
    }
  })
  .transform((payload) => {
    const pairs = new Map<number, { codice?: string; valore?: string }>();
    for (const [key, value] of Object.entries(payload)) {
      const match = ANSWER_FIELD.exec(key);
      if (!match) continue;
      const n = Number(match[2]);
      const pair = pairs.get(n) ?? {};
      if (match[1] === 'Informazione') pair.codice = String(value).trim();
      else pair.valore = String(value).trim();
      pairs.set(n, pair);
    }
    const answers = [...pairs.entries()]
      .sort(([a], [b]) => a - b)
      .map(([n, pair]) => ({ n, codice: pair.codice, valore: pair.valore }));
    return { Categoria: payload.Categoria, Versione: payload.Versione, answers };
  });
export type SetUserInfoPayload = z.input<typeof setUserInfoPayloadSchema>;
