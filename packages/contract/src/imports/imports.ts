// Imports of carts and orders (importcarrelli, importordini): rows of client + code + quantity read
// from a CSV or XLSX file in the browser, checked row by row (POST /api/imports/<carts|orders>/check:
// the preview) and imported (POST /api/imports/<carts|orders>/run): the valid rows go into each client's cart (modo 'carts': the
// cart the user fills for that client, as quick order does) or become one order per client (modo
// 'orders': channel 'import', the client's default delivery address). Staff (A, U, X) import for the
// clients in their scope, many at once; a customer (C, WC, WU) only for their own client. The same
// rows imported again by the same user answer the first import's result: never a second set.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { multiLineText, singleLineText } from '../kernel/text';
import { orderNumberSchema } from '../orders';

export const IMPORT_MODES = ['carts', 'orders'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * A row as read from the file: sizes and control characters are checked here (a field error such as
 * `righe.3.codice`), every other rule row by row (a bad row is reported, never a refused call). `cliente` may be left out when the payload names the one
 * client of the file; `riferimento` and `note` apply to the client's order (its first non-empty value).
 */
export const importRowSchema = z.object({
  cliente: singleLineText({ max: 50, trim: false }).optional(),
  codice: singleLineText({ max: 200, trim: false }),
  qta: z.union([singleLineText({ max: 50, trim: false }), z.number()]),
  riferimento: singleLineText({ max: 100, trim: false }).optional(),
  note: multiLineText({ max: 500, trim: false }).optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** `righe`: the rows as a JSON array, or its JSON text (form bodies). */
const rowsField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(importRowSchema).min(1).max(50_000));

/** The mode is the path's (carts: permission imports.carts; orders: imports.orders). */
export const importPayloadSchema = z.object({
  /** The client of rows without one (a customer's own client when left out). */
  cliente: singleLineText({ max: 16 })
    .optional()
    .transform((value) => (value ? value : undefined)),
  righe: rowsField,
  Lingua: languageSchema.optional().default('it'),
});
export type ImportPayload = z.input<typeof importPayloadSchema>;
export const importCheckPayloadSchema = importPayloadSchema;
export const importRunPayloadSchema = importPayloadSchema;

export const IMPORT_OUTCOMES = ['ok', 'avviso', 'errore'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/**
 * Why a row is refused (errore) or goes in with a warning (avviso). Errors: codiceSconosciuto (no such
 * product), nonInVendita (withdrawn), quantitaNonValida (not a whole number from 1),
 * quantitaNonMultipla (below the product's minimum or not a multiple of its pack: refused, never
 * rounded, since a file is not typed by hand), clienteMancante (no client on the row nor in the
 * payload), clienteNonAmmesso (unknown client or one the user may not import for: the same reason,
 * so that codes reveal nothing), esaurito (nothing in stock), ordineNonRiuscito (the client's order
 * could not be placed at import time: every row of that client). Warnings: arrotondata (rows of one
 * product added up to a quantity off the pack: rounded up), disponibilitaParziale (only part in stock:
 * that part goes in), ripetuta (a product listed earlier for the same client: added up there).
 */
export const IMPORT_REASONS = [
  'codiceSconosciuto',
  'nonInVendita',
  'quantitaNonValida',
  'quantitaNonMultipla',
  'clienteMancante',
  'clienteNonAmmesso',
  'esaurito',
  'ordineNonRiuscito',
  'arrotondata',
  'disponibilitaParziale',
  'ripetuta',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];

export const importRowResultSchema = z.object({
  /** The row's number in the file's data (from 1, the header not counted). */
  riga: z.number().int(),
  /** The client as given (capitals), or null when there is none. */
  cliente: z.string().nullable(),
  /** The product code (as the catalogue spells it; as given when unknown). */
  codice: z.string(),
  /** The quantity as given when it is not a whole number, else its digits. */
  qta: z.string(),
  esito: z.enum(IMPORT_OUTCOMES),
  motivo: z.enum(IMPORT_REASONS).nullable(),
  /** A translated explanation of `motivo`; null for a row that goes in as given. */
  messaggio: z.string().nullable(),
  /** The units of this product the client's cart or order gets (null: the row does not go in). */
  qtaImportata: z.number().int().nullable(),
  descrizione: z.string().nullable(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

/** One client of the file: its rows and what they give. */
export const importClientSchema = z.object({
  cliente: z.string(),
  /** Company name (null for a client refused). */
  ragioneSociale: z.string().nullable(),
  righe: z.number().int(),
  valide: z.number().int(),
  errori: z.number().int(),
  /** The order made (run, modo 'orders'), or null. */
  numeroOrdine: orderNumberSchema.nullable(),
  /** The order's total (run, modo 'orders'), or null. */
  totale: z.number().nullable(),
});
export type ImportClient = z.infer<typeof importClientSchema>;

const countsShape = {
  modo: z.enum(IMPORT_MODES),
  /** Rows read, rows that go in (with or without a warning), rows with a warning, refused rows. */
  righe: z.number().int(),
  valide: z.number().int(),
  avvisi: z.number().int(),
  errori: z.number().int(),
  clienti: z.array(importClientSchema),
};

/** POST /api/imports/<mode>/check: every row with its outcome, grouped per client in `clienti`. */
export const importCheckDataSchema = z.object({ ...countsShape, esiti: z.array(importRowResultSchema) });
export type ImportCheckData = z.infer<typeof importCheckDataSchema>;
export const importCheckResponseSchema = envelopeSchema(importCheckDataSchema);

/**
 * POST /api/imports/<mode>/run: the counts, the clients with their orders, and the rows that did not go in
 * (the report of the refused rows). `ripetuta` is true when these rows had been imported already by
 * this user: the answer is the first import's, nothing was imported again.
 */
export const importRunDataSchema = z.object({
  ...countsShape,
  /** The import's key: SHA-256 of the mode and the normalised rows. */
  chiave: z.string(),
  ripetuta: z.boolean(),
  /** When the import was made (ISO 8601). */
  eseguitaIl: z.string(),
  rifiutate: z.array(importRowResultSchema),
});
export type ImportRunData = z.infer<typeof importRunDataSchema>;
export const importRunResponseSchema = envelopeSchema(importRunDataSchema);
