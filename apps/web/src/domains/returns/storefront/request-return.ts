// A return request goes up outside GraphQL: POST /uploads/return on the same origin, multipart
// (`lines` as JSON, `note`, an optional `photo` and `photoLine`), the session cookie and Apollo's
// preflight header (the gateway's CSRF rule). The browser refuses a photo over 5 MB or of another
// type at once; the gateway and the API check the content again (refused at the field `photo`), and
// a line asking more than is left comes back typed (`result`: the schema's ReturnQuantityExceeded).
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_TYPES, RETURN_REQUEST_UPLOAD_ROUTE } from '@shop/contract';
import type { ReturnReason } from '../../../gql/graphql';
import { postUploadForm, uploadRefusal } from '../../../lib/upload-form';

/** What the file input offers (the content decides in the end). */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

export interface ReturnRequestLine {
  deliveryNote: string;
  line: number;
  quantity: number;
  reason: ReturnReason;
  note: string;
}

/** The schema's ReturnQuantityExceeded: a line asks more than is left to return. */
export interface ReturnQuantityExceeded {
  __typename: 'ReturnQuantityExceeded';
  message: string;
  /** The refused quantity's path, `lines.<i>.quantity`. */
  field: string;
  deliveryNote: string;
  line: number;
  requested: number;
  returnable: number;
}

export type ReturnRequestOutcome =
  | { ok: true; id: string; number: string }
  /** A line asks more than is left: the typed result the route answers beside its error. */
  | { ok: false; kind: 'quantityExceeded'; exceeded: ReturnQuantityExceeded }
  /** Refused otherwise: the field (photo, lines.0.line…), the message. */
  | { ok: false; kind: 'refused'; field: string | null; message: string }
  | { ok: false; kind: 'unreachable' };

/** The browser's own check of a photo: null when fine, else the rule broken. */
export function photoProblem(file: File): 'photoTooLarge' | 'photoType' | null {
  if (file.size > RETURN_PHOTO_MAX_BYTES) return 'photoTooLarge';
  if (file.type && !(RETURN_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'photoType';
  return null;
}

interface Answer {
  return?: { id?: unknown; number?: unknown };
  /** An expected failure, typed as in the schema (with `__typename`). */
  result?: { __typename?: unknown };
}

const isQuantityExceeded = (result: Answer['result']): result is ReturnQuantityExceeded =>
  result?.__typename === 'ReturnQuantityExceeded';

export async function requestReturn(
  fields: { lines: readonly ReturnRequestLine[]; note: string; photo: File | null },
  fetchImpl: typeof fetch = fetch,
): Promise<ReturnRequestOutcome> {
  const form = new FormData();
  form.append('lines', JSON.stringify(fields.lines));
  form.append('note', fields.note);
  if (fields.photo) form.append('photo', fields.photo, fields.photo.name);
  const answered = await postUploadForm(RETURN_REQUEST_UPLOAD_ROUTE, form, fetchImpl);
  if (!answered) return { ok: false, kind: 'unreachable' };
  const answer = answered.body as Answer | null;
  const made = answer?.return;
  if (answered.ok && typeof made?.id === 'string' && typeof made.number === 'string')
    return { ok: true, id: made.id, number: made.number };
  if (isQuantityExceeded(answer?.result))
    return { ok: false, kind: 'quantityExceeded', exceeded: answer.result };
  const refusal = uploadRefusal(answer);
  if (!refusal) return { ok: false, kind: 'unreachable' };
  return { ok: false, kind: 'refused', field: refusal.field, message: refusal.message };
}
