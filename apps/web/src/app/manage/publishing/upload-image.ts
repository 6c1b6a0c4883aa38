// A banner's or a promotion's picture goes up outside GraphQL: POST /uploads/<format> on the same
// origin (a relative URL, so it works under any host name), multipart with the one field `file`, the
// session cookie, and Apollo's preflight header (the gateway's CSRF rule for non-JSON posts). The
// answer's `url` then goes into the mutation's `imageUrl`. A file that is plainly not acceptable
// (type, weight) is refused here, before it is sent; the gateway checks its content again.
import { IMAGE_UPLOAD_MAX_BYTES, type ContentImageFormatName } from '@shop/contract';
import { localeFromPath } from '../../../i18n/locale';
import { getSessionId, SESSION_ID_KEY } from '../../../lib/session-id';

/** What the file input offers. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
const ACCEPTED_TYPES = IMAGE_ACCEPT.split(',');

export interface UploadedImage {
  /** The picture's URL at the format's main width: what `imageUrl` takes. */
  url: string;
  sizes: Array<{ url: string; width: number; height: number }>;
}

export type UploadOutcome =
  | { ok: true; image: UploadedImage }
  /** Refused: the rule broken (kernel/form-rules.ts: imageType, imageTooLarge...) and the server's message. */
  | { ok: false; kind: 'refused'; rule: string | null; message: string }
  /** No answer, or one that is not the gateway's (a proxy's error page). */
  | { ok: false; kind: 'unreachable' };

interface ErrorBody {
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown; rule?: unknown } }>;
}

/** The checks the browser can make before sending: the declared type and the weight. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'imageType';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'imageTooLarge';
  return null;
}

function isUploadedImage(body: unknown): body is UploadedImage {
  const value = body as Partial<UploadedImage> | null;
  return typeof value?.url === 'string' && value.url !== '' && Array.isArray(value.sizes);
}

export async function uploadContentImage(
  format: ContentImageFormatName,
  file: File,
  { signal, fetchImpl = fetch }: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<UploadOutcome> {
  const local = checkImageFile(file);
  if (local) return { ok: false, kind: 'refused', rule: local, message: '' };
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(`/uploads/${format}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal,
      headers: {
        'apollo-require-preflight': 'true',
        [SESSION_ID_KEY]: getSessionId(),
        'accept-language': localeFromPath(window.location.pathname),
      },
    });
  } catch {
    return { ok: false, kind: 'unreachable' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok)
    return isUploadedImage(answer) ? { ok: true, image: answer } : { ok: false, kind: 'unreachable' };
  // A body too large for the gateway may come back before the route sees it, without our shape.
  if (response.status === 413) return { ok: false, kind: 'refused', rule: 'imageTooLarge', message: '' };
  const first = (answer as ErrorBody | null)?.errors?.[0];
  if (!first || response.status >= 500) return { ok: false, kind: 'unreachable' };
  const rule = first.extensions?.rule;
  return {
    ok: false,
    kind: 'refused',
    rule: typeof rule === 'string' ? rule : null,
    message: typeof first.message === 'string' ? first.message : '',
  };
}
