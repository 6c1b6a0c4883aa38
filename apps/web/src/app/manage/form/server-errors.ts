// What a failed save means for the form: the gateway's BAD_USER_INPUT names the field
// (`extensions.field`, GraphQL's argument path such as "input.email"), and so does a CONFLICT about
// one field (a new code already taken); anything else is about the whole form; a network failure is
// "unreachable" (nothing typed is lost either way).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';
import { formMessages } from './messages';

export type FormFailure =
  | { kind: 'field'; field: string; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

/**
 * @param fieldOf turns the gateway's field path into the form's field name (default: the path
 *   without its "input." prefix); undefined when the form has no such field.
 */
export function formFailureOf(
  error: unknown,
  fieldOf: (path: string) => string | undefined = defaultFieldOf,
): FormFailure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'unreachable' };
  const first = error.errors[0];
  const message = first?.message ?? '';
  const path = first?.extensions?.field;
  const code = first?.extensions?.code;
  if ((code === 'BAD_USER_INPUT' || code === 'CONFLICT') && typeof path === 'string') {
    const field = fieldOf(path);
    if (field) return { kind: 'field', field, message };
  }
  return { kind: 'refused', message };
}

function defaultFieldOf(path: string): string {
  return path.replace(/^input\./, '');
}

/**
 * Why an action that is no form's save (deactivate, delete, unlock) failed, in the user's language:
 * the server's translated reason, or that the service did not answer.
 */
export function actionFailureReason(intl: IntlShape, error: unknown): string {
  const failure = formFailureOf(error, () => undefined);
  return failure.kind === 'unreachable' ? intl.formatMessage(formMessages.unreachable) : failure.message;
}
