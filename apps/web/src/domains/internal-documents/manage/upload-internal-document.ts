// An internal document goes up outside GraphQL: POST /uploads/internal-document on the same origin,
// multipart (`file`, `title`, `note`, and `clientCode` or `orderNumber`), the session cookie and
// Apollo's preflight header (the gateway's CSRF rule). The browser refuses a file over 10 MB at once;
// the type is checked by content by the gateway and the API (refused at the field `file`).
import { INTERNAL_DOCUMENT_MAX_BYTES, INTERNAL_DOCUMENT_UPLOAD_ROUTE } from '@shop/contract';
import { localeFromPath } from '../../../i18n/locale';
import { getSessionId, SESSION_ID_KEY } from '../../../lib/session-id';

/** What the file input offers (the content decides in the end). */
export const DOCUMENT_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.xlsx,.docx,.csv,.txt,application/pdf,image/jpeg,image/png,image/webp,text/csv,text/plain';

export type DocumentUploadOutcome =
  | { ok: true; title: string }
  /** Refused: the field (file, title, note…), its rule when the gateway gave one, the message. */
  | { ok: false; kind: 'refused'; field: string | null; rule: string | null; message: string }
  | { ok: false; kind: 'unreachable' };

interface ErrorBody {
  errors?: Array<{ message?: unknown; extensions?: { field?: unknown; rule?: unknown } }>;
}

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
  let response: Response;
  try {
    response = await fetchImpl(INTERNAL_DOCUMENT_UPLOAD_ROUTE, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: {
        'apollo-require-preflight': 'true',
        [SESSION_ID_KEY]: getSessionId(),
        'accept-language': localeFromPath(window.location.pathname),
      },
    });
  } catch {
    return { ok: false, kind: 'unreachable' };
  }
  const answer = (await response.json().catch(() => null)) as
    ({ document?: { title?: unknown } } & ErrorBody) | null;
  if (response.ok && typeof answer?.document?.title === 'string')
    return { ok: true, title: answer.document.title };
  const first = answer?.errors?.[0];
  if (!first || typeof first.message !== 'string') return { ok: false, kind: 'unreachable' };
  const field = typeof first.extensions?.field === 'string' ? first.extensions.field : null;
  const rule = typeof first.extensions?.rule === 'string' ? first.extensions.rule : null;
  return { ok: false, kind: 'refused', field, rule, message: first.message };
}
