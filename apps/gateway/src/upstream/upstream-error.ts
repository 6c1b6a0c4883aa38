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
 * GraphQL arguments the client sent (`new`), so a form can put the message next to its own field.
 * Anything else is rethrown as it is.
 */
export function renameFields(error: unknown, rename: (field: string) => string | undefined): never {
  if (!(error instanceof UpstreamError) || error.reason !== 'refused') throw error;
  const errors = error.errors.map((e) => (e.field ? { ...e, field: rename(e.field) ?? e.field } : e));
  throw new UpstreamError(error.status, error.reason, errors, error.message, error.retryAfterSeconds);
}
