// What the upstream client throws: the REST API's status and first error, or a transport failure.
import type { ApiError } from '@shop/contract';

export class UpstreamError extends Error {
  constructor(
    /** HTTP status of the API's answer; 0 when the API could not be reached or timed out. */
    readonly status: number,
    /** Why: the API refused (an envelope with errors), was unreachable, or answered outside the contract. */
    readonly reason: 'refused' | 'unreachable' | 'contract',
    /** The API's errors (errors[0].title is a translated human message). */
    readonly errors: ApiError[],
    message = errors[0]?.title ?? `upstream status ${status}`,
    /** The API's Retry-After (seconds) on a 429: how long the client must wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/**
 * The same failure with the API's form field names (e.g. NuovaPassword) replaced by the names of the
 * GraphQL arguments the client sent (`new`), so a form can put the message next to its own field,
 * in the field and in the message («NuovaPassword» → «new»): an integrator reads the argument he sent.
 * Anything else is rethrown as it is.
 */
export function renameFields(error: unknown, rename: (field: string) => string | undefined): never {
  if (!(error instanceof UpstreamError) || error.reason !== 'refused') throw error;
  const errors = error.errors.map((e) => {
    const field = e.field ? rename(e.field) : undefined;
    if (!e.field || field === undefined) return e;
    return { ...e, field, title: e.title.replaceAll(`«${e.field}»`, `«${field}»`) };
  });
  const message = errors[0]?.title ?? error.message;
  throw new UpstreamError(error.status, error.reason, errors, message, error.retryAfterSeconds);
}

/**
 * The API's refusal (its first error, `dettagli` included) when `error` is a refusal with this HTTP
 * status and, when given, on this API form field (a regular expression for indexed fields such as
 * `righe.0.qta`; null for a refusal without a field); else undefined. Modules use it in their mapping
 * to turn an expected failure into the schema's typed result.
 */
export function refusalOf(
  error: unknown,
  status: number,
  field?: string | RegExp | null,
): ApiError | undefined {
  if (!(error instanceof UpstreamError) || error.reason !== 'refused' || error.status !== status) return;
  const first = error.errors[0];
  if (!first || field === undefined) return first;
  if (field === null) return first.field === undefined ? first : undefined;
  if (typeof field === 'string') return first.field === field ? first : undefined;
  return first.field !== undefined && field.test(first.field) ? first : undefined;
}
