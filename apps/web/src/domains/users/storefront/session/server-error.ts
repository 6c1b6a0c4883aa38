// What a failed mutation tells the user: the gateway's message (the API's translated errors[0].title)
// and, for BAD_USER_INPUT, the field it belongs to. A network failure has neither.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerError {
  /** The server's message, or null when the service could not be reached. */
  message: string | null;
  /** The input field the message belongs to (extensions.field), or null for the whole form. */
  field: string | null;
  /** The error's code (extensions.code: BAD_USER_INPUT, CONFLICT…), or null. */
  code: string | null;
}

export function serverErrorOf(error: unknown): ServerError {
  if (!CombinedGraphQLErrors.is(error)) return { message: null, field: null, code: null };
  const first = error.errors[0];
  const field = first?.extensions?.field;
  const code = first?.extensions?.code;
  return {
    message: first?.message ?? null,
    field: typeof field === 'string' ? field : null,
    code: typeof code === 'string' ? code : null,
  };
}
