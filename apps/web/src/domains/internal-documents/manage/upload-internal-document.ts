// An internal document goes up outside GraphQL (lib/upload-form.ts): POST /uploads/internal-document,
// multipart (`file`, `title`, `note`, and `clientCode` or `orderNumber`). The browser refuses a file
// over 10 MB at once; the type is checked by content by the gateway and the API (refused at `file`).
import { INTERNAL_DOCUMENT_MAX_BYTES, INTERNAL_DOCUMENT_UPLOAD_ROUTE } from '@shop/contract';
import { postUploadForm, uploadRefusal } from '../../../lib/upload-form';

/** What the file input offers (the content decides in the end). */
export const DOCUMENT_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.xlsx,.docx,.csv,.txt,application/pdf,image/jpeg,image/png,image/webp,text/csv,text/plain';

export type DocumentUploadOutcome =
  | { ok: true; title: string }
  /** Refused: the field (file, title, note…), its rule when the gateway gave one, the message. */
  | { ok: false; kind: 'refused'; field: string | null; rule: string | null; message: string }
  | { ok: false; kind: 'unreachable' };

export async function uploadInternalDocument(
  owner: { clientCode: string } | { orderNumber: string },
  fields: { file: File; title: string; note: string },
  fetchImpl: typeof fetch = fetch,
): Promise<DocumentUploadOutcome> {
  if (fields.file.size > INTERNAL_DOCUMENT_MAX_BYTES) {
    return { ok: false, kind: 'refused', field: 'file', rule: 'fileTooLarge', message: '' };
  }
  const body = new FormData();
  if ('clientCode' in owner) body.append('clientCode', owner.clientCode);
  else body.append('orderNumber', owner.orderNumber);
  body.append('title', fields.title);
  body.append('note', fields.note);
  body.append('file', fields.file, fields.file.name);
  const answer = await postUploadForm(INTERNAL_DOCUMENT_UPLOAD_ROUTE, body, fetchImpl);
  if (!answer) return { ok: false, kind: 'unreachable' };
  const made = answer.body as { document?: { title?: unknown } } | null;
  if (answer.ok && typeof made?.document?.title === 'string') return { ok: true, title: made.document.title };
  const refusal = uploadRefusal(answer.body);
  return refusal ? { ok: false, kind: 'refused', ...refusal } : { ok: false, kind: 'unreachable' };
}
