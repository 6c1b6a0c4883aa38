// The one client to the REST API: a keep-alive undici Pool, form-encoded bodies, the caller's
// x-sessionid and Bearer token forwarded, a timeout per call, and every answer checked against the
// contract's zod schema. Data is returned only when `success` is true.
import { Pool } from 'undici';
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

  /** GETs `path` (the contract's one GET call, the brand list) and returns `data` parsed by `dataSchema`. */
  get<T extends z.ZodType>(path: string, dataSchema: T, who: CallIdentity): Promise<z.infer<T>> {
    return this.send('GET', path, undefined, dataSchema, who);
  }

  private async send<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    dataSchema: T,
    who: CallIdentity,
    extraHeaders: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = {
      ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      ...extraHeaders,
      accept: 'application/json',
      [SESSION_ID_HEADER]: who.sessionId,
    };
    if (who.token) headers.authorization = `Bearer ${who.token}`;
    if (who.language) headers['accept-language'] = who.language;
    if (who.forwardedFor) headers['x-forwarded-for'] = who.forwardedFor;

    let statusCode: number;
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
      json = await res.body.json();
    } catch {
      throw new UpstreamError(0, 'unreachable', []);
    }
    return unwrap(statusCode, json, dataSchema);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function unwrap<T extends z.ZodType>(status: number, json: unknown, dataSchema: T): z.infer<T> {
  const record = json as { success?: unknown; data?: unknown } | null;
  if (record?.success === true) {
    const data = dataSchema.safeParse(record.data);
    if (!data.success)
      throw new UpstreamError(status, 'contract', [], 'upstream answer does not match the contract');
    return data.data;
  }
  const failure = failureSchema.safeParse(json);
  if (!failure.success) throw new UpstreamError(status, status >= 502 ? 'unreachable' : 'contract', []);
  throw new UpstreamError(status, 'refused', failure.data.errors);
}
