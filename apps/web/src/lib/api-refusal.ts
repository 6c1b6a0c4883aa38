// What the API answered when it refused a change: its message (in the shop's language) and the
// argument it named (`text`, `reason`, `lines.0.quantity`…), shown at that field.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface Failure {
  text: string;
  /** The argument the API refused, when it named one. */
  field?: string;
}

/** The refusal, or `unanswered()` when no refusal came (the shop did not answer). */
export function refusalOf(error: unknown, unanswered: () => string): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : undefined;
    if (first?.message) return { text: first.message, field };
  }
  return { text: unanswered() };
}
