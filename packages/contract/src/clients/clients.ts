// The client directory and the client record of the reserved area: POST /api/clients/list, /detail
// and the edits (company data, delivery addresses, contacts, notes, terms, agent). Every call reaches
// only the clients in the user's scope (an agent: the clients he follows); one out of reach is 404.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import {
  agentCodeSchema,
  clientCodeSchema,
  countrySchema,
  creditLimitSchema,
  discountChainSchema,
  emailSchema,
  fiscalCodeSchema,
  optionalLine,
  phoneSchema,
  postcodeSchema,
  provinceSchema,
  requiredLine,
  vatNumberSchema,
  yesNoFieldSchema,
} from '../kernel/fields';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { multiLineText, singleLineText } from '../kernel/text';
import { ORDER_CHANNELS, ORDER_STATUSES } from '../orders';
import { addressSchema, deliveryAddressSchema, PRICE_LISTS } from '../users';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The directory's columns, each sortable ("-" in front for descending). */
export const CLIENT_SORT_FIELDS = [
  'codice',
  'ragioneSociale',
  'partitaIva',
  'citta',
  'provincia',
  'agente',
  'listino',
  'sconti',
  'ultimoOrdine',
  'fatturatoAnno',
  'fido',
  'esposizione',
] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

export const clientListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(CLIENT_SORT_FIELDS, { field: 'ragioneSociale', direction: 'asc' }),
  /** Only the clients of this agent (code). */
  agente: optionalFilter(agentCodeSchema),
  /** S: only the clients no agent follows. */
  senzaAgente: optionalFilter(yesNoFieldSchema),
  listino: optionalFilter(z.enum(PRICE_LISTS)),
  /** The city, whole (any case). */
  citta: optionalFilter(singleLineText({ max: 100 })),
  /** The province's two letters. */
  provincia: optionalFilter(provinceSchema),
  /** S: only the clients whose exposure is above their credit limit. */
  fidoSuperato: optionalFilter(yesNoFieldSchema),
});
export type ClientListPayload = z.input<typeof clientListPayloadSchema>;
export type ClientListQuery = z.output<typeof clientListPayloadSchema>;

const agentRefSchema = z.object({ codice: z.string(), nome: z.string() });

export const clientListItemSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  partitaIva: z.string(),
  citta: z.string(),
  provincia: z.string(),
  agente: agentRefSchema.nullable(),
  listino: z.enum(PRICE_LISTS),
  /** Discount chain, e.g. "20+10"; "" for none. */
  sconti: z.string(),
  /** When the client last ordered (ISO 8601), or null. */
  ultimoOrdine: z.iso.datetime({ offset: true }).nullable(),
  /** Orders of this year (the shop's calendar), cancelled ones left out, and their total. */
  ordiniAnno: z.number().int(),
  fatturatoAnno: z.number(),
  /** Credit limit; null for none. */
  fido: z.number().nullable(),
  /** Open orders (not yet wholly shipped: OPEN_ORDER_STATUSES) + unpaid receivables. */
  esposizione: z.number(),
  /** S when the exposure is above the credit limit. */
  fidoSuperato: z.enum(['S', 'N']),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;
export const clientListDataSchema = listDataSchema(clientListItemSchema);
export type ClientListData = z.infer<typeof clientListDataSchema>;
export const clientListResponseSchema = envelopeSchema(clientListDataSchema);

/** Calls that name one client. */
export const clientDetailPayloadSchema = z.object({
  codice: clientCodeSchema,
  Lingua: languageSchema.optional().default('it'),
});
export type ClientDetailPayload = z.input<typeof clientDetailPayloadSchema>;

export const clientContactSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ruolo: z.string(),
  email: z.string(),
  telefono: z.string(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;

export const clientNoteSchema = z.object({
  id: z.number().int(),
  testo: z.string(),
  /** Who wrote it (full name). */
  autore: z.string(),
  data: z.iso.datetime({ offset: true }),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

/** An open item the client still has to pay. */
export const receivableSchema = z.object({
  id: z.number().int(),
  documento: z.string(),
  /** Issue and due days (YYYY-MM-DD). */
  emissione: z.string(),
  scadenza: z.string(),
  importo: z.number(),
  pagato: z.number(),
  residuo: z.number(),
  /** S when due before today and not paid. */
  scaduta: z.enum(['S', 'N']),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** An order in the client record's lists. */
export const clientOrderSchema = z.object({
  numero: z.string(),
  data: z.iso.datetime({ offset: true }),
  stato: z.enum(ORDER_STATUSES),
  canale: z.enum(ORDER_CHANNELS),
  /** Who placed it (full name or user code). */
  inseritoDa: z.string(),
  totale: z.number(),
  righe: z.number().int(),
  pezzi: z.number().int(),
});
export type ClientOrder = z.infer<typeof clientOrderSchema>;

export const exposureSchema = z.object({
  /** Total of the open orders (not yet wholly shipped: OPEN_ORDER_STATUSES) and their number. */
  ordiniAperti: z.number(),
  numeroOrdiniAperti: z.number().int(),
  /** What the client still owes on its receivables, and the part already due. */
  partiteAperte: z.number(),
  scaduto: z.number(),
  totale: z.number(),
  /** Credit limit − exposure (negative when over), null without a limit. */
  disponibile: z.number().nullable(),
  superato: z.enum(['S', 'N']),
});

export const clientRecordSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  partitaIva: z.string(),
  codiceFiscale: z.string(),
  email: z.string(),
  telefono: z.string(),
  sedeLegale: addressSchema,
  destinazioni: z.array(deliveryAddressSchema),
  listino: z.enum(PRICE_LISTS),
  sconti: z.string(),
  pagamento: z.string(),
  agente: z
    .object({ codice: z.string(), nome: z.string(), email: z.string(), telefono: z.string() })
    .nullable(),
  fido: z.number().nullable(),
  esposizione: exposureSchema,
  /** When the client was created (ISO 8601). */
  clienteDal: z.iso.datetime({ offset: true }),
  ultimoOrdine: z.iso.datetime({ offset: true }).nullable(),
  ordiniAnno: z.number().int(),
  fatturatoAnno: z.number(),
  contatti: z.array(clientContactSchema),
  /** Newest first. */
  note: z.array(clientNoteSchema),
  /** Open items, oldest due first. */
  partite: z.array(receivableSchema),
  /** The latest orders (10), newest first. */
  ultimiOrdini: z.array(clientOrderSchema),
  /** Every open order (not yet wholly shipped: OPEN_ORDER_STATUSES), newest first. */
  ordiniAperti: z.array(clientOrderSchema),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;
export const clientRecordDataSchema = z.object({ cliente: clientRecordSchema });
export type ClientRecordData = z.infer<typeof clientRecordDataSchema>;
export const clientRecordResponseSchema = envelopeSchema(clientRecordDataSchema);

const base = { codice: clientCodeSchema, Lingua: languageSchema.optional().default('it') };
/** A field left out stays as it is. */
const change = <T extends z.ZodType>(schema: T) => schema.optional();

/** POST /api/clients/update (clients.editCompany): company data and registered office. */
export const clientUpdatePayloadSchema = z.object({
  ...base,
  ragioneSociale: change(requiredLine(200)),
  partitaIva: change(vatNumberSchema),
  codiceFiscale: change(fiscalCodeSchema),
  email: change(emailSchema),
  telefono: change(phoneSchema),
  indirizzo: change(requiredLine(200)),
  cap: change(postcodeSchema),
  citta: change(requiredLine(100)),
  provincia: change(provinceSchema),
  nazione: change(countrySchema),
});
export type ClientUpdatePayload = z.input<typeof clientUpdatePayloadSchema>;

const addressFields = {
  descrizione: requiredLine(120),
  indirizzo: requiredLine(200),
  cap: postcodeSchema,
  citta: requiredLine(100),
  provincia: provinceSchema.optional().default(''),
  nazione: countrySchema.optional().default('IT'),
  /** S: the default delivery address (the others stop being it). */
  predefinito: yesNoFieldSchema.optional().default('N'),
};
/** POST /api/clients/address/add (clients.editCompany); the code is given by the shop (001, 002…). */
export const clientAddressAddPayloadSchema = z.object({ ...base, ...addressFields });
export type ClientAddressAddPayload = z.input<typeof clientAddressAddPayloadSchema>;
/** POST /api/clients/address/update: every field of the address `destinazione` (its code). */
export const clientAddressUpdatePayloadSchema = z.object({
  ...base,
  destinazione: singleLineText({ min: 1, max: 16 }),
  ...addressFields,
});
export type ClientAddressUpdatePayload = z.input<typeof clientAddressUpdatePayloadSchema>;
/** POST /api/clients/address/remove. */
export const clientAddressRemovePayloadSchema = z.object({
  ...base,
  destinazione: singleLineText({ min: 1, max: 16 }),
});
export type ClientAddressRemovePayload = z.input<typeof clientAddressRemovePayloadSchema>;

const contactFields = {
  nome: requiredLine(120),
  ruolo: optionalLine(120).optional().default(''),
  email: emailSchema.optional().default(''),
  telefono: phoneSchema.optional().default(''),
};
const contactId = z.coerce.number().int().min(1).max(2_147_483_647);
/** POST /api/clients/contact/add (clients.editContacts). */
export const clientContactAddPayloadSchema = z.object({ ...base, ...contactFields });
export type ClientContactAddPayload = z.input<typeof clientContactAddPayloadSchema>;
/** POST /api/clients/contact/update: every field of the contact `id`. */
export const clientContactUpdatePayloadSchema = z.object({ ...base, id: contactId, ...contactFields });
export type ClientContactUpdatePayload = z.input<typeof clientContactUpdatePayloadSchema>;
/** POST /api/clients/contact/remove. */
export const clientContactRemovePayloadSchema = z.object({ ...base, id: contactId });
export type ClientContactRemovePayload = z.input<typeof clientContactRemovePayloadSchema>;

/** POST /api/clients/note/add (clients.editContacts): line breaks allowed. */
export const clientNoteAddPayloadSchema = z.object({
  ...base,
  // Forms send line breaks as CRLF: a note keeps them as LF.
  testo: multiLineText({ min: 1, max: 2000 }).transform((text) => text.replace(/\r\n?/g, '\n')),
});
export type ClientNoteAddPayload = z.input<typeof clientNoteAddPayloadSchema>;

/** POST /api/clients/terms (clients.editTerms): a field left out stays; '' clears sconti and fido. */
export const clientTermsPayloadSchema = z.object({
  ...base,
  listino: change(z.enum(PRICE_LISTS)),
  sconti: change(discountChainSchema),
  pagamento: change(optionalLine(200)),
  fido: change(creditLimitSchema),
});
export type ClientTermsPayload = z.input<typeof clientTermsPayloadSchema>;

/** POST /api/clients/assign (agents.assign): the agent who follows the client; '' for none. */
export const clientAssignPayloadSchema = z.object({
  ...base,
  agente: z.preprocess((value) => (value === null ? '' : value), singleLineText({ max: 16 })),
});
export type ClientAssignPayload = z.input<typeof clientAssignPayloadSchema>;
