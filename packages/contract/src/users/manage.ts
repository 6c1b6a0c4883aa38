// User management (reserved area, management only: users.read, users.edit): POST /api/users/list,
// /detail, /create, /update, /deactivate, /reactivate, /resetpassword, /unlock. A user's record shows
// its last login and whether failed logins have locked it; passwords never leave the API, but for the
// temporary password the shop generated, answered once by create and resetpassword.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { clientCodeSchema, emailSchema, optionalLine, yesNoFieldSchema } from '../kernel/fields';
import { LANGUAGES, languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { singleLineText } from '../kernel/text';
import { USER_TIPI } from '../kernel/user-types';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './storefront';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const rule = (name: string) => ({ params: { rule: name } });

/** A user's code as it is looked up (any case, as login takes it). */
export const userCodeSchema = singleLineText({ min: 1, max: 64 });
/** A new user's code: 3–32 letters, digits, '.', '-' or '_', starting with a letter or digit; lower-cased. */
export const newUserCodeSchema = singleLineText({ min: 3, max: 32 })
  .transform((value) => value.toLowerCase())
  .refine((value) => /^[a-z0-9][a-z0-9._-]*$/.test(value), rule('userCode'));

/** At least one letter and one digit (the API also refuses one that contains the user code). */
export const PASSWORD_STRENGTH_RULE = 'passwordStrength';
export const isStrongPassword = (value: string) => /\p{L}/u.test(value) && /\p{N}/u.test(value);

/**
 * A temporary password management types for a user: the rules of a new password (PASSWORD_MIN_LENGTH
 * to PASSWORD_MAX_LENGTH characters, a letter and a digit), taken as typed; '' or left out: the shop
 * generates one and answers it once.
 */
export const temporaryPasswordSchema = z.preprocess(
  blankToUndefined,
  singleLineText({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, trim: false })
    .refine(isStrongPassword, rule(PASSWORD_STRENGTH_RULE))
    .optional(),
);

/** The states the list filters by: active, deactivated, locked by failed logins (active ones). */
export const USER_STATES = ['attivo', 'disattivato', 'bloccato'] as const;
export type UserState = (typeof USER_STATES)[number];

export const USER_SORT_FIELDS = [
  'codice',
  'nome',
  'tipo',
  'email',
  'cliente',
  'ultimoAccesso',
  'creato',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const usersListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(USER_SORT_FIELDS, { field: 'codice', direction: 'asc' }),
  tipo: optionalFilter(z.enum(USER_TIPI)),
  stato: optionalFilter(z.enum(USER_STATES)),
  /** Only the users of this client (code). */
  cliente: optionalFilter(clientCodeSchema),
});
export type UsersListPayload = z.input<typeof usersListPayloadSchema>;
export type UsersListQuery = z.output<typeof usersListPayloadSchema>;

const yesNo = z.enum(['S', 'N']);
const isoTime = z.iso.datetime({ offset: true });

/** A user as management sees it: never a password or its hash. */
export const managedUserSchema = z.object({
  codice: z.string(),
  tipo: z.enum(USER_TIPI),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  lingua: z.enum(LANGUAGES),
  /** The client a customer buys for (C, WC, WU); null for staff. */
  cliente: z.object({ codice: z.string(), ragioneSociale: z.string() }).nullable(),
  /** The agent record of a type A user; null otherwise. */
  agente: z.object({ codice: z.string(), nome: z.string() }).nullable(),
  /** S: may see promotions. */
  promozioni: yesNo,
  attivo: yesNo,
  /** S: must change the password at the next login. */
  richiestaCambioPassword: yesNo,
  /** The last successful login, or null. */
  ultimoAccesso: isoTime.nullable(),
  /** S while failed logins keep the account locked; `bloccatoFinoA` says until when. */
  bloccato: yesNo,
  bloccatoFinoA: isoTime.nullable(),
  /** Failed logins counted against the account now (since its last login or unlock, in the window). */
  tentativiFalliti: z.number().int(),
  creato: isoTime,
  passwordCambiata: isoTime,
});
export type ManagedUser = z.infer<typeof managedUserSchema>;
export const managedUserListDataSchema = listDataSchema(managedUserSchema);
export type ManagedUserListData = z.infer<typeof managedUserListDataSchema>;
export const managedUserDataSchema = z.object({ utente: managedUserSchema });
export type ManagedUserData = z.infer<typeof managedUserDataSchema>;
export const managedUserResponseSchema = envelopeSchema(managedUserDataSchema);
/** create and resetpassword: the user, and the password the shop generated (null when one was typed). */
export const managedUserPasswordDataSchema = z.object({
  utente: managedUserSchema,
  passwordProvvisoria: z.string().nullable(),
});
export type ManagedUserPasswordData = z.infer<typeof managedUserPasswordDataSchema>;

const base = { codice: userCodeSchema, Lingua: languageSchema.optional().default('it') };
const personName = optionalLine(80);
/** A client or agent code; '' for none. */
const optionalCode = singleLineText({ max: 16 });

/** POST /api/users/detail, /deactivate, /reactivate, /unlock. */
export const usersDetailPayloadSchema = z.object(base);
export const usersDeactivatePayloadSchema = z.object(base);
export const usersReactivatePayloadSchema = z.object(base);
export const usersUnlockPayloadSchema = z.object(base);

/**
 * POST /api/users/create (users.edit). A customer (C, WC, WU) needs `cliente`, an agent (A) `agente`;
 * other types take neither. Names may be left blank: the user is asked for them at first login.
 */
export const usersCreatePayloadSchema = z.object({
  codice: newUserCodeSchema,
  Lingua: languageSchema.optional().default('it'),
  tipo: z.enum(USER_TIPI),
  nome: personName.optional().default(''),
  cognome: personName.optional().default(''),
  email: singleLineText({ min: 1, max: 254 }).pipe(emailSchema),
  lingua: languageSchema.optional().default('it'),
  cliente: optionalCode.optional().default(''),
  agente: optionalCode.optional().default(''),
  promozioni: yesNoFieldSchema.optional().default('N'),
  password: temporaryPasswordSchema,
});
export type UsersCreatePayload = z.input<typeof usersCreatePayloadSchema>;

/** POST /api/users/update (users.edit): a field left out stays as it is. */
export const usersUpdatePayloadSchema = z.object({
  ...base,
  tipo: z.enum(USER_TIPI).optional(),
  nome: personName.optional(),
  cognome: personName.optional(),
  email: singleLineText({ min: 1, max: 254 }).pipe(emailSchema).optional(),
  lingua: languageSchema.optional(),
  cliente: optionalCode.optional(),
  agente: optionalCode.optional(),
  promozioni: yesNoFieldSchema.optional(),
});
export type UsersUpdatePayload = z.input<typeof usersUpdatePayloadSchema>;

/** POST /api/users/resetpassword (users.edit): `password` typed, or '' to have one generated. */
export const usersResetpasswordPayloadSchema = z.object({ ...base, password: temporaryPasswordSchema });
export type UsersResetpasswordPayload = z.input<typeof usersResetpasswordPayloadSchema>;
