// Returns (resi, `reqresi`): a customer asks to send back delivered lines, chosen from his delivery
// notes, each with a quantity and a reason (never more than delivered minus already returned: pending
// requests and approved quantities count, rejected ones do not), an optional photo (JPEG, PNG or WebP
// by content, at most 5 MB). Staff approve fully or in part (per line, at most what was asked) or
// reject with a reason; an approval makes a credit note (nota di credito, numbered per year without
// gaps) served as a PDF. A thread and the history of statuses are visible to both sides. Every call
// names its permission and applies the user's client scope (a customer: his own client; an agent: the
// clients he follows): a return or a delivery note out of reach is 404, as missing.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import {
  blankToUndefined,
  clientFilterSchema,
  isoDaySchema,
  jsonArrayField,
  optionalFilter,
  wholeNumberSchema,
  yearNumberSchema,
} from '../kernel/form-fields';
import { uploadedFileSchema } from '../kernel/form-rules';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { multiLineText, singleLineText } from '../kernel/text';

/** Asked (waiting for staff), approved as asked, approved for less on some line, rejected. */
export const RETURN_STATUSES = ['richiesto', 'approvato', 'approvato_parziale', 'rifiutato'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why a line goes back: damaged, wrong item, faulty, not ordered, something else. */
export const RETURN_REASONS = ['danneggiato', 'errato', 'difettoso', 'non_ordinato', 'altro'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Which side wrote a message: the client's own users, or staff. */
export const RETURN_SIDES = ['cliente', 'staff'] as const;

export const RETURN_MAX_LINES = 100;
export const RETURN_TEXT_MAX = 2000;
/** The largest photo (5 MB). */
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReturnPhotoType = (typeof RETURN_PHOTO_TYPES)[number];

/** The rules of a refused photo (`validation.<rule>` in the API's messages), on the field `foto`. */
export const RETURN_PHOTO_RULES = {
  tooLarge: 'photoTooLarge',
  type: 'photoType',
} as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The photo's type by its content (never by its name or declared type), or null. */
export function sniffReturnPhotoType(bytes: Uint8Array): ReturnPhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const textSchema = multiLineText({ min: 1, max: RETURN_TEXT_MAX }).transform((text) =>
  text.replace(/\r\n?/g, '\n'),
);
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    multiLineText({ max }).transform((text) => text.replace(/\r\n?/g, '\n')),
  );
/** A row id (PostgreSQL serial: at most 2^31 − 1; beyond is a field error, never a database error). */
const idSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_147_483_647));
const quantitySchema = wholeNumberSchema(1, 1_000_000);
const optionalLanguage = languageSchema.optional().default('it');

export const RETURNS_SORT_FIELDS = ['data', 'aggiornato', 'numero', 'cliente', 'stato'] as const;
export type ReturnsSortField = (typeof RETURNS_SORT_FIELDS)[number];

/**
 * POST /api/returns/list (returns.read): the returns in the user's scope, newest first. `search`: every
 * word in the return's number, the client's code or name; `dataDa`/`dataA`: asked on or after / before.
 */
export const returnsListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(RETURNS_SORT_FIELDS, { field: 'data', direction: 'desc' }),
  stato: optionalFilter(z.enum(RETURN_STATUSES)),
  cliente: optionalFilter(clientFilterSchema),
  dataDa: optionalFilter(isoDaySchema),
  dataA: optionalFilter(isoDaySchema),
});
export type ReturnsListPayload = z.input<typeof returnsListPayloadSchema>;
export type ReturnsListQuery = z.output<typeof returnsListPayloadSchema>;

/**
 * POST /api/returns/returnable (returns.request): the caller's own client's delivery note lines that
 * can still be returned (returnable quantity above 0), newest note first. `ddt`: one note only;
 * `search`: every word in the note's number, the product's code or description.
 */
export const returnsReturnablePayloadSchema = z.object({
  ...listPayloadBase,
  ddt: optionalFilter(yearNumberSchema),
});
export type ReturnsReturnablePayload = z.input<typeof returnsReturnablePayloadSchema>;
export type ReturnsReturnableQuery = z.output<typeof returnsReturnablePayloadSchema>;

/** A line asked back: the delivery note (number) and its line, how many, why. */
export const returnRequestLineSchema = z.object({
  ddt: yearNumberSchema,
  riga: wholeNumberSchema(1, 100_000),
  qta: quantitySchema,
  motivo: z.enum(RETURN_REASONS),
  nota: optionalText(500),
});
export type ReturnRequestLine = z.output<typeof returnRequestLineSchema>;

/**
 * POST /api/returns/request (returns.request), form data, JSON or multipart: `righe` (a JSON array),
 * `note` (opens the thread), an optional photo in the file field `foto` (of the line number `fotoRiga`
 * of this request, else of the whole return). Refused lines answer on `righe.<i>.qta` with the
 * quantity still returnable.
 */
export const returnsRequestPayloadSchema = z.object({
  righe: jsonArrayField(returnRequestLineSchema, 1, RETURN_MAX_LINES),
  note: optionalText(RETURN_TEXT_MAX),
  foto: uploadedFileSchema.optional(),
  fotoRiga: optionalFilter(wholeNumberSchema(1, RETURN_MAX_LINES)),
  nomeFile: z.preprocess(blankToUndefined, singleLineText({ max: 255 }).optional()),
  Lingua: optionalLanguage,
});
export type ReturnsRequestPayload = z.output<typeof returnsRequestPayloadSchema>;

/** POST /api/returns/detail (returns.read): one return with lines, thread, statuses and credit note. */
export const returnsIdPayloadSchema = z.object({ id: idSchema, Lingua: optionalLanguage });
export type ReturnsIdPayload = z.output<typeof returnsIdPayloadSchema>;
export const returnsDetailPayloadSchema = returnsIdPayloadSchema;

/** POST /api/returns/message (returns.read: whoever reads a return may write in its thread). */
export const returnsMessagePayloadSchema = z.object({
  id: idSchema,
  testo: textSchema,
  Lingua: optionalLanguage,
});
export type ReturnsMessagePayload = z.output<typeof returnsMessagePayloadSchema>;

/** An approved quantity of one line of the return (0 to what was asked). */
export const returnApprovedLineSchema = z.object({
  riga: wholeNumberSchema(1, RETURN_MAX_LINES),
  qta: wholeNumberSchema(0, 1_000_000),
});

/**
 * POST /api/returns/approve (returns.manage): a return still `richiesto`. `righe` left out: every line
 * as asked; a line left out of `righe` is approved as asked too. Less than asked on any line makes it
 * `approvato_parziale`; nothing approved at all is refused (reject it instead). Makes the credit note.
 */
export const returnsApprovePayloadSchema = z.object({
  id: idSchema,
  righe: optionalFilter(jsonArrayField(returnApprovedLineSchema, 1, RETURN_MAX_LINES)),
  nota: z.preprocess(blankToUndefined, textSchema.optional()),
  Lingua: optionalLanguage,
});
export type ReturnsApprovePayload = z.output<typeof returnsApprovePayloadSchema>;

/** POST /api/returns/reject (returns.manage): a return still `richiesto`, with the reason (shown to the customer). */
export const returnsRejectPayloadSchema = z.object({
  id: idSchema,
  motivo: textSchema,
  Lingua: optionalLanguage,
});
export type ReturnsRejectPayload = z.output<typeof returnsRejectPayloadSchema>;

/** POST /api/returns/photo (returns.read): a photo's bytes (as sniffed when uploaded). */
export const returnsPhotoPayloadSchema = z.object({ id: idSchema });

/**
 * POST /api/returns/pdf (returns.read): the credit note of a return as a PDF (application/pdf, an
 * attachment); without Lingua the labels follow Accept-Language (else Italian).
 */
export const returnsPdfPayloadSchema = z.object({ id: idSchema, Lingua: languageSchema.optional() });

export const returnableLineSchema = z.object({
  ddt: z.string(),
  /** The note's day (YYYY-MM-DD). */
  data: z.string(),
  ordine: z.string(),
  riga: z.number().int(),
  codice: z.string(),
  descrizione: z.string(),
  um: z.string(),
  consegnata: z.number().int(),
  /** Pending requests and approved quantities (rejected ones do not count). */
  resa: z.number().int(),
  rendibile: z.number().int(),
});
export type ReturnableLine = z.infer<typeof returnableLineSchema>;
export const returnsReturnableDataSchema = listDataSchema(returnableLineSchema);
export type ReturnsReturnableData = z.infer<typeof returnsReturnableDataSchema>;
export const returnsReturnableResponseSchema = envelopeSchema(returnsReturnableDataSchema);

export const returnLineSchema = z.object({
  riga: z.number().int(),
  ddt: z.string(),
  rigaDdt: z.number().int(),
  codice: z.string(),
  descrizione: z.string(),
  qtaRichiesta: z.number().int(),
  /** null while the request waits. */
  qtaApprovata: z.number().int().nullable(),
  motivo: z.enum(RETURN_REASONS),
  nota: z.string(),
});

export const returnMessageSchema = z.object({
  id: z.number().int(),
  testo: z.string(),
  autore: z.string(),
  lato: z.enum(RETURN_SIDES),
  data: z.iso.datetime({ offset: true }),
});

export const returnStatusEntrySchema = z.object({
  stato: z.enum(RETURN_STATUSES),
  autore: z.string(),
  nota: z.string(),
  data: z.iso.datetime({ offset: true }),
});

export const returnPhotoSchema = z.object({
  id: z.number().int(),
  /** The return line it shows, or null for the whole return. */
  riga: z.number().int().nullable(),
  nomeFile: z.string(),
  tipo: z.enum(RETURN_PHOTO_TYPES),
  dimensione: z.number().int(),
});

/** The credit note an approval made: number, day and total (VAT included). */
export const returnCreditNoteSchema = z.object({
  numero: z.string(),
  data: z.string(),
  imponibile: z.number(),
  iva: z.number(),
  totale: z.number(),
});

export const returnSummarySchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  cliente: z.object({ codice: z.string(), ragioneSociale: z.string() }),
  stato: z.enum(RETURN_STATUSES),
  richiestoDa: z.string(),
  data: z.iso.datetime({ offset: true }),
  aggiornato: z.iso.datetime({ offset: true }),
  righe: z.number().int(),
  pezzi: z.number().int(),
  notaCredito: z.string().nullable(),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

export const returnDetailSchema = returnSummarySchema.extend({
  motivoRifiuto: z.string().nullable(),
  linee: z.array(returnLineSchema),
  foto: z.array(returnPhotoSchema),
  thread: z.array(returnMessageSchema),
  stati: z.array(returnStatusEntrySchema),
  documentoCredito: returnCreditNoteSchema.nullable(),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

export const returnsListDataSchema = listDataSchema(returnSummarySchema);
export type ReturnsListData = z.infer<typeof returnsListDataSchema>;
export const returnsListResponseSchema = envelopeSchema(returnsListDataSchema);

/** The answer of request, detail, message, approve and reject: the return as it is now. */
export const returnDataSchema = z.object({ reso: returnDetailSchema });
export type ReturnData = z.infer<typeof returnDataSchema>;
export const returnResponseSchema = envelopeSchema(returnDataSchema);
