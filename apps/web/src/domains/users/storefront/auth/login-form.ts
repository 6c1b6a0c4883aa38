// The login form's values and field checks, kept apart from the component so they are tested alone.
import type { MessageDescriptor } from 'react-intl';
import type { LoginCredentials } from './useLogin';
import { authMessages } from './messages';

export type LoginFieldErrors = Partial<Record<keyof LoginCredentials, MessageDescriptor>>;

/** Both fields are required; the user name is checked without its surrounding spaces. */
export function validateLogin(values: LoginCredentials): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!values.username.trim()) errors.username = authMessages.usernameRequired;
  if (!values.password) errors.password = authMessages.passwordRequired;
  return errors;
}
