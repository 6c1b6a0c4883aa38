// The one client to the REST API: a keep-alive undici Pool, form-encoded bodies (multipart for an
// upload), the caller's x-sessionid and Bearer token forwarded, a timeout per call, and every answer
// checked against the contract's zod schema. Data is returned only when `success` is true.
import { Pool, type FormData } from 'undici';
import type { z } from 'zod';
import { failureSchema, SESSION_ID_HEADER } from '@shop/contract';
import { UpstreamError } from './upstream-error';

export type FormFields = Record<string, string | number | undefined>;

export interface CallIdentity {
  sessionId: string;
  token?: string | undefined;
  language?: string | undefined;
  /**
   * The browser's address, sent as X-Forwarded-For: the API trusts loopback proxies, so its per-address
   * login limit counts each browser rather than the gateway as a whole.
   */
  forwardedFor?: string | undefined;
}

export class RestClient {
  readonly pool: Pool;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
    connections: number,
  ) {
    this.pool = new Pool(baseUrl, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  }

  /** POSTs form fields to `path` (with extra headers, e.g. Idempotency-Key) and returns `data` parsed by `dataSchema`. */
  post<T extends z.ZodType>(
    path: string,
    fields: FormFields,
    dataSchema: T,
    who: CallIdentity,
    headers: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) body.append(name, String(value));
    }
    return this.send('POST', path, body.toString(), dataSchema, who, headers);
  }

  /**
   * POSTs a multipart body (an upload: undici's FormData, which sets the boundary's Content-Type) to
   * `path` and returns `data` parsed by `dataSchema`, as `post` does.
   */
  postMultipart<T extends z.ZodType>(
    path: string,
    form: FormData,
    dataSchema: T,
    who: CallIdentity,
  ): Promise<z.infer<T>> {
    return this.send('POST', path, form, dataSchema, who);
  }

  /** GETs `path` (the contract's one GET call, the brand list) and returns `data` parsed by `dataSchema`. */
  get<T extends z.ZodType>(path: string, dataSchema: T, who: CallIdentity): Promise<z.infer<T>> {
    return this.send('GET', path, undefined, dataSchema, who);
  }

  /**
   * POSTs form fields to a call that answers a file (a document's PDF): the file's bytes and headers
   * when the API answers 200 with something else than JSON, else the API's refusal as UpstreamError.
   */
  async postForFile(
    path: string,
    fields: FormFields,
    who: CallIdentity,
  ): Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) body.append(name, String(value));
    }
    const headers = this.headersOf(who, { 'content-type': 'application/x-www-form-urlencoded' });
    headers.accept = 'application/pdf, application/json';
    let statusCode: number;
    let answered: { headers: Record<string, string | string[] | undefined>; bytes: Buffer };
    try {
      const res = await this.pool.request({
        path,
        method: 'POST',
        headers,
        body: body.toString(),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      statusCode = res.statusCode;
      answered = { headers: res.headers, bytes: Buffer.from(await res.body.arrayBuffer()) };
    } catch {
      throw new UpstreamError(0, 'unreachable', []);
    }
    const type = String(answered.headers['content-type'] ?? '');
    if (statusCode === 200 && !type.startsWith('application/json')) {
      return { body: answered.bytes, headers: answered.headers };
    }
    let json: unknown = null;
    try {
      json = JSON.parse(answered.bytes.toString('utf8'));
    } catch {
      // Not JSON: unwrap reports it as outside the contract.
    }
    return unwrap(statusCode, json, failureSchema, secondsOf(answered.headers['retry-after'])) as never;
  }

  private headersOf(who: CallIdentity, extraHeaders: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = {
      ...extraHeaders,
      accept: 'application/json',
      [SESSION_ID_HEADER]: who.sessionId,
    };
    if (who.token) headers.authorization = `Bearer ${who.token}`;
    if (who.language) headers['accept-language'] = who.language;
    if (who.forwardedFor) headers['x-forwarded-for'] = who.forwardedFor;
    return headers;
  }

  private async send<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: string | FormData | undefined,
    dataSchema: T,
    who: CallIdentity,
    extraHeaders: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    const headers = this.headersOf(who, {
      ...(typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...extraHeaders,
    });

    let statusCode: number;
    let retryAfter: string | string[] | undefined;
    let json: unknown;
    try {
      const res = await this.pool.request({
        path,
        method,
        headers,
        body: body ?? null,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      statusCode = res.statusCode;
      retryAfter = res.headers['retry-after'];
      json = await res.body.json();
    } catch {
      throw new UpstreamError(0, 'unreachable', []);
    }
    return unwrap(statusCode, json, dataSchema, secondsOf(retryAfter));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Retry-After in seconds (the API sends seconds, never an HTTP date). */
function secondsOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

function unwrap<T extends z.ZodType>(
  status: number,
  json: unknown,
  dataSchema: T,
  retryAfterSeconds?: number,
): z.infer<T> {
  const record = json as { success?: unknown; data?: unknown } | null;
  if (record?.success === true) {
    const data = dataSchema.safeParse(record.data);
    if (!data.success)
      throw new UpstreamError(status, 'contract', [], 'upstream answer does not match the contract');
    return data.data;
  }
  const failure = failureSchema.safeParse(json);
  if (!failure.success) throw new UpstreamError(status, status >= 502 ? 'unreachable' : 'contract', []);
  throw new UpstreamError(status, 'refused', failure.data.errors, undefined, retryAfterSeconds);
}
