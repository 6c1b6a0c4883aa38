// A form with a file goes up outside GraphQL: POST to one of the gateway's upload routes on the same
// origin, multipart, with the session cookie and id, the page's language and Apollo's preflight header
// (the gateway's CSRF rule). The gateway answers JSON: what was made, or GraphQL-like `errors`.
import { localeFromPath } from '../i18n/locale';
import { getSessionId, SESSION_ID_KEY } from './session-id';

export interface UploadAnswer {
  /** The HTTP status was 2xx. */
  ok: boolean;
  /** The JSON body, or null when there was none. */
  body: unknown;
}

/** The answer, or null when none came (offline, the server down). */
export async function postUploadForm(
  route: string,
  form: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<UploadAnswer | null> {
  let response: Response;
  try {
    response = await fetchImpl(route, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: {
        'apollo-require-preflight': 'true',
        [SESSION_ID_KEY]: getSessionId(),
        'accept-language': localeFromPath(window.location.pathname),
      },
    });
  } catch {
    return null;
  }
  return { ok: response.ok, body: await response.json().catch(() => null) };
}

export interface UploadRefusal {
  message: string;
  /** The refused field (`photo`, `file`, `lines.0.quantity`…), when the gateway named one. */
  field: string | null;
  /** The broken rule, when the gateway named one. */
  rule: string | null;
}

/** The first error of the answer; null when it holds none with a message. */
export function uploadRefusal(body: unknown): UploadRefusal | null {
  const first = (
    body as { errors?: Array<{ message?: unknown; extensions?: Record<string, unknown> }> } | null
  )?.errors?.[0];
  if (!first || typeof first.message !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { message: first.message, field: text(first.extensions?.field), rule: text(first.extensions?.rule) };
}
