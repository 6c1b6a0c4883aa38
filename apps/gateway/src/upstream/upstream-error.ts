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
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
