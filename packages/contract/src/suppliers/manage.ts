// The suppliers of the reserved area (/suppliermanagement, /supplier/:code): POST /api/suppliers/list,
// /detail, /products (the supplier's products, paged) and management's changes (create, update,
// deactivate, reactivate, contacts). A deactivated supplier leaves the search box's suggestions and the
// Fornitori lookup table; its products stay as they are.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import {
  countrySchema,
  emailSchema,
  optionalLine,
  phoneSchema,
  provinceSchema,
  requiredLine,
  vatNumberSchema,
  yesNoFieldSchema,
} from '../kernel/fields';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { singleLineText } from '../kernel/text';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const rule = (name: string) => ({ params: { rule: name } });

/** A supplier's code as it is looked up (F001): any case. */
export const supplierCodeSchema = singleLineText({ min: 1, max: 20 }).transform((value) =>
  value.toUpperCase(),
);
/** A new supplier's code: 1–20 letters, digits, '-' or '_', starting with a letter or digit; upper-cased. */
export const newSupplierCodeSchema = supplierCodeSchema.refine(
  (value) => /^[A-Z0-9][A-Z0-9_-]{0,19}$/.test(value),
  rule('supplierCode'),
);
/** A postcode, or '' for none (suppliers abroad or not known yet). */
export const optionalPostcodeSchema = singleLineText({ max: 10 })
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || /^[0-9A-Z][0-9A-Z -]{1,8}[0-9A-Z]$/.test(value), rule('postcode'));

/** The list's columns, each sortable ("-" in front for descending). */
export const SUPPLIER_SORT_FIELDS = [
  'codice',
  'ragioneSociale',
  'partitaIva',
  'citta',
  'provincia',
  'prodotti',
] as const;
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];

export const suppliersListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(SUPPLIER_SORT_FIELDS, { field: 'ragioneSociale', direction: 'asc' }),
  /** S: only active suppliers; N: only deactivated ones; left out: both. */
  attivo: optionalFilter(yesNoFieldSchema),
  /** The city, whole (any case). */
  citta: optionalFilter(singleLineText({ max: 100 })),
});
export type SuppliersListPayload = z.input<typeof suppliersListPayloadSchema>;
export type SuppliersListQuery = z.output<typeof suppliersListPayloadSchema>;

export const supplierListItemSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  partitaIva: z.string(),
  email: z.string(),
  telefono: z.string(),
  citta: z.string(),
  provincia: z.string(),
  /** Products of the catalogue that name this supplier (withdrawn ones included). */
  prodotti: z.number().int(),
  attivo: z.enum(['S', 'N']),
});
export type SupplierListItem = z.infer<typeof supplierListItemSchema>;
export const supplierListDataSchema = listDataSchema(supplierListItemSchema);
export type SupplierListData = z.infer<typeof supplierListDataSchema>;

export const supplierContactSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ruolo: z.string(),
  email: z.string(),
  telefono: z.string(),
});
export type SupplierContact = z.infer<typeof supplierContactSchema>;

export const supplierRecordSchema = supplierListItemSchema.extend({
  indirizzo: z.string(),
  cap: z.string(),
  nazione: z.string(),
  /** When the supplier was created (ISO 8601). */
  creato: z.iso.datetime({ offset: true }),
  contatti: z.array(supplierContactSchema),
});
export type SupplierRecord = z.infer<typeof supplierRecordSchema>;
export const supplierRecordDataSchema = z.object({ fornitore: supplierRecordSchema });
export type SupplierRecordData = z.infer<typeof supplierRecordDataSchema>;
export const supplierRecordResponseSchema = envelopeSchema(supplierRecordDataSchema);

const base = { codice: supplierCodeSchema, Lingua: languageSchema.optional().default('it') };

/** POST /api/suppliers/detail. */
export const suppliersDetailPayloadSchema = z.object(base);
export type SuppliersDetailPayload = z.input<typeof suppliersDetailPayloadSchema>;

export const SUPPLIER_PRODUCT_SORT_FIELDS = ['codice', 'descrizione', 'marca', 'giacenza', 'prezzo'] as const;
export type SupplierProductSortField = (typeof SUPPLIER_PRODUCT_SORT_FIELDS)[number];

/** POST /api/suppliers/products: the supplier's products, a page at a time. */
export const suppliersProductsPayloadSchema = z.object({
  ...listPayloadBase,
  codice: supplierCodeSchema,
  sort: sortSchema(SUPPLIER_PRODUCT_SORT_FIELDS, { field: 'codice', direction: 'asc' }),
});
export type SuppliersProductsPayload = z.input<typeof suppliersProductsPayloadSchema>;
export type SuppliersProductsQuery = z.output<typeof suppliersProductsPayloadSchema>;

export const supplierProductSchema = z.object({
  codice: z.string(),
  /** In the request's language. */
  descrizione: z.string(),
  marca: z.string(),
  um: z.string(),
  giacenza: z.number().int(),
  /** The public list price (p1). */
  prezzo: z.number(),
  /** N: withdrawn from the catalogue. */
  attivo: z.enum(['S', 'N']),
});
export type SupplierProduct = z.infer<typeof supplierProductSchema>;
export const supplierProductListDataSchema = listDataSchema(supplierProductSchema);
export type SupplierProductListData = z.infer<typeof supplierProductListDataSchema>;

const companyFields = {
  ragioneSociale: requiredLine(200),
  partitaIva: vatNumberSchema,
  email: emailSchema,
  telefono: phoneSchema,
  indirizzo: optionalLine(200),
  cap: optionalPostcodeSchema,
  citta: requiredLine(100),
  provincia: provinceSchema,
  nazione: countrySchema,
};

/** POST /api/suppliers/create (suppliers.edit): the code is chosen by the user and must be new. */
export const suppliersCreatePayloadSchema = z.object({
  codice: newSupplierCodeSchema,
  Lingua: languageSchema.optional().default('it'),
  ragioneSociale: companyFields.ragioneSociale,
  partitaIva: companyFields.partitaIva.optional().default(''),
  email: companyFields.email.optional().default(''),
  telefono: companyFields.telefono.optional().default(''),
  indirizzo: companyFields.indirizzo.optional().default(''),
  cap: companyFields.cap.optional().default(''),
  citta: companyFields.citta,
  provincia: companyFields.provincia.optional().default(''),
  nazione: companyFields.nazione.optional().default('IT'),
});
export type SuppliersCreatePayload = z.input<typeof suppliersCreatePayloadSchema>;

/** POST /api/suppliers/update (suppliers.edit): a field left out stays as it is. */
export const suppliersUpdatePayloadSchema = z.object({
  ...base,
  ragioneSociale: companyFields.ragioneSociale.optional(),
  partitaIva: companyFields.partitaIva.optional(),
  email: companyFields.email.optional(),
  telefono: companyFields.telefono.optional(),
  indirizzo: companyFields.indirizzo.optional(),
  cap: companyFields.cap.optional(),
  citta: companyFields.citta.optional(),
  provincia: companyFields.provincia.optional(),
  nazione: companyFields.nazione.optional(),
});
export type SuppliersUpdatePayload = z.input<typeof suppliersUpdatePayloadSchema>;

/** POST /api/suppliers/deactivate and /reactivate (suppliers.edit). */
export const suppliersDeactivatePayloadSchema = z.object(base);
export const suppliersReactivatePayloadSchema = z.object(base);

const contactFields = {
  nome: requiredLine(120),
  ruolo: optionalLine(120).optional().default(''),
  email: emailSchema.optional().default(''),
  telefono: phoneSchema.optional().default(''),
};
const contactId = z.coerce.number().int().min(1).max(2_147_483_647);
/** POST /api/suppliers/contact/add (suppliers.edit). */
export const suppliersContactAddPayloadSchema = z.object({ ...base, ...contactFields });
export type SuppliersContactAddPayload = z.input<typeof suppliersContactAddPayloadSchema>;
/** POST /api/suppliers/contact/update: every field of the contact `id`. */
export const suppliersContactUpdatePayloadSchema = z.object({ ...base, id: contactId, ...contactFields });
/** POST /api/suppliers/contact/remove. */
export const suppliersContactRemovePayloadSchema = z.object({ ...base, id: contactId });
