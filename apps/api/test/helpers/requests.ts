// Requests as the gateway and the legacy web client send them: multipart form-data, urlencoded, JSON.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A valid x-sessionid (16–128 of [A-Za-z0-9_-]). */
export const SESSION_ID = 'test-session_0123456789';

export type BodyFormat = 'multipart' | 'urlencoded' | 'json';
export const BODY_FORMATS: readonly BodyFormat[] = ['multipart', 'urlencoded', 'json'];

export interface PostOptions {
  format?: BodyFormat;
  headers?: Record<string, string>;
  /** Leave out x-sessionid. */
  noSession?: boolean;
}

/** A form's fields: text, or a file (a Blob: multipart only, e.g. a picture upload). */
export type FormFields = Record<string, string | Blob>;

const textOnly = (fields: FormFields): Record<string, string> => {
  if (Object.values(fields).some((value) => typeof value !== 'string')) {
    throw new Error('a file can only be sent as multipart form-data');
  }
  return fields as Record<string, string>;
};

async function encode(fields: FormFields, format: BodyFormat) {
  if (format === 'json') return { body: JSON.stringify(textOnly(fields)), contentType: 'application/json' };
  if (format === 'urlencoded') {
    return {
      body: new URLSearchParams(textOnly(fields)).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // Let the platform write the multipart body and its boundary, exactly as fetch would send it.
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

export async function post(
  app: FastifyInstance,
  url: string,
  fields: FormFields,
  { format = 'multipart', headers = {}, noSession = false }: PostOptions = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = await encode(fields, format);
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType, ...(noSession ? {} : { 'x-sessionid': SESSION_ID }), ...headers },
  });
}

/** What no error answer may show: SQL, stack frames, file paths, library internals. */
export const INTERNALS = [
  /\bselect\b.*\bfrom\b/i,
  /\b(insert|update|delete|drop|truncate)\b.*\b(table|into|from)\b/i,
  /relation "/i,
  /\s+at\s+\S+\s+\(/,
  /node_modules/,
  /\/work\/|\/home\/|\/tmp\/|[A-Z]:\\/,
  /\.ts:\d+|\.js:\d+/,
  /FST_|Zod|drizzle|pglite|postgres/i,
];
