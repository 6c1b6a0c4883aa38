// Internal documents (intdocument): files staff attach to a client or to one of its orders (a signed
// contract, a photo of a damaged delivery, a price sheet). Customers never see them. The type is
// sniffed from the content, never taken from the name or the declared type: PDF, JPEG, PNG, WebP,
// XLSX, DOCX, CSV or plain text; at most 10 MB. Calls: POST /api/intdocuments/list, /upload
// (multipart, the file in `file`), /download, /delete; each names its permission and applies the
// user's client scope (an agent: the clients he follows).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { blankToUndefined, clientFilterSchema } from '../kernel/form-fields';
import { uploadedFileSchema } from '../kernel/form-rules';
import { multiLineText, singleLineText } from '../kernel/text';
import { orderNumberSchema } from '../orders';

/** The largest file (10 MB). */
export const INTERNAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const INTERNAL_DOCUMENT_TITLE_MAX = 120;
export const INTERNAL_DOCUMENT_NOTE_MAX = 1000;
export const INTERNAL_DOCUMENT_NAME_MAX = 200;

/** The content types accepted, as stored and served. */
export const INTERNAL_DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/csv',
  'text/plain',
] as const;
export type InternalDocumentType = (typeof INTERNAL_DOCUMENT_TYPES)[number];

/** The rules of a refused file (`validation.<rule>` in the API's messages), on the field `file`. */
export const INTERNAL_DOCUMENT_RULES = {
  required: 'fileRequired',
  tooLarge: 'fileTooLarge',
  type: 'fileType',
} as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the bytes are UTF-8 text with no control character but tab and line breaks. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u.test(text);
}

/** The names an Office Open XML package holds (its zip entries' names are stored in clear). */
function zipHolds(bytes: Uint8Array, name: string): boolean {
  const needle = ascii(name);
  const limit = bytes.length - needle.length;
  outer: for (let i = 0; i <= limit; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The type of a file by its content, or null when it is none of the accepted ones. The file name only
 * tells CSV from plain text (both are text); a ".pdf" that is a PNG is a PNG, an ".exe" named ".pdf"
 * is refused.
 */
export function sniffInternalDocumentType(bytes: Uint8Array, fileName = ''): InternalDocumentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipHolds(bytes, '[Content_Types].xml')) {
    if (zipHolds(bytes, 'xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (zipHolds(bytes, 'word/'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    return null;
  }
  if (isPlainText(bytes)) return /\.csv$/i.test(fileName) ? 'text/csv' : 'text/plain';
  return null;
}

/** A file name as stored and sent back: no path, no control or quote characters, at most 200. */
export function safeDocumentFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"<>|:*?]/g, '_').trim();
  return (clean || 'documento').slice(0, INTERNAL_DOCUMENT_NAME_MAX);
}

/** A row id (PostgreSQL serial: at most 2^31 − 1; beyond is a field error, never a database error). */
const idSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_147_483_647));

/** Where documents hang: a client (its own documents and its orders') or one order. */
const ownerFields = {
  cliente: z.preprocess(blankToUndefined, clientFilterSchema.optional()),
  numero: z.preprocess(blankToUndefined, orderNumberSchema.optional()),
};
const oneOwner = (value: { cliente?: string; numero?: string }) =>
  (value.cliente === undefined) !== (value.numero === undefined);
const ownerMessage = { message: 'cliente or numero, one of them', path: ['cliente'] };

/**
 * POST /api/intdocuments/list (intdocuments.read): a client's documents (with `cliente`: those on the
 * client and on its orders) or one order's (`numero`), newest first.
 */
export const intdocumentsListPayloadSchema = z.object(ownerFields).refine(oneOwner, ownerMessage);
export type IntdocumentsListPayload = z.output<typeof intdocumentsListPayloadSchema>;

/** POST /api/intdocuments/upload (intdocuments.edit), multipart: the file `file`, a title, a note. */
export const intdocumentsUploadPayloadSchema = z
  .object({
    ...ownerFields,
    titolo: singleLineText({ min: 1, max: INTERNAL_DOCUMENT_TITLE_MAX }),
    nota: z.preprocess(
      (value) => (value === null || value === undefined ? '' : value),
      multiLineText({ max: INTERNAL_DOCUMENT_NOTE_MAX }),
    ),
    /** Checked by the API after the client or order (refused on `file` when missing or empty). */
    file: uploadedFileSchema.optional(),
    /** The file's name as the browser sent it (the multipart part's own name when left out). */
    nomeFile: z.preprocess(blankToUndefined, singleLineText({ max: 255 }).optional()),
  })
  .refine(oneOwner, ownerMessage);
export type IntdocumentsUploadPayload = z.output<typeof intdocumentsUploadPayloadSchema>;

/** POST /api/intdocuments/download and /delete: one document by id. */
export const intdocumentsIdPayloadSchema = z.object({ id: idSchema });

export const internalDocumentSchema = z.object({
  id: z.number().int(),
  cliente: z.string(),
  /** The order it is attached to, or null for the client itself. */
  numero: z.string().nullable(),
  titolo: z.string(),
  nota: z.string(),
  nomeFile: z.string(),
  /** The sniffed content type (one of INTERNAL_DOCUMENT_TYPES). */
  tipo: z.enum(INTERNAL_DOCUMENT_TYPES),
  /** Bytes. */
  dimensione: z.number().int().min(0),
  sha256: z.string(),
  caricatoDa: z.string(),
  caricato: z.iso.datetime({ offset: true }),
});
export type InternalDocument = z.infer<typeof internalDocumentSchema>;

export const intdocumentsListDataSchema = z.object({ documenti: z.array(internalDocumentSchema) });
export type IntdocumentsListData = z.infer<typeof intdocumentsListDataSchema>;
export const intdocumentsListResponseSchema = envelopeSchema(intdocumentsListDataSchema);

export const intdocumentDataSchema = z.object({ documento: internalDocumentSchema });
export type IntdocumentData = z.infer<typeof intdocumentDataSchema>;
export const intdocumentResponseSchema = envelopeSchema(intdocumentDataSchema);

/** The gateway's download address of a document (GET, session cookie or Bearer token). */
export const INTERNAL_DOCUMENT_ROUTE = '/intdocuments/:id';
export const internalDocumentPath = (id: number | string) => `/intdocuments/${id}`;
/** The gateway's upload address (POST multipart, CSRF header, INTDOCUMENTS_EDIT). */
export const INTERNAL_DOCUMENT_UPLOAD_ROUTE = '/uploads/internal-document';
