// The login form (spec §2, §6): field checks with translated messages at each field, a spinner and
// no double submit while waiting, and the typed values kept whatever happens.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { validateLogin, type LoginFieldErrors } from './login-form';
import { authMessages } from './messages';
import { PasswordInput } from './PasswordInput';
import type { LoginCredentials, LoginFailure, LoginResult } from './useLogin';
import { commonMessages } from '../../../../i18n/common-messages';

const FAILURE_MESSAGE = {
  'wrong-credentials': authMessages.wrongCredentials,
  locked: authMessages.locked,
  unreachable: authMessages.unreachable,
} as const satisfies Record<LoginFailure, unknown>;

/** A required field of the form, with its error (a message) under the input. */
function RequiredField({
  label,
  error,
  children,
}: {
  label: string;
  error: MessageDescriptor | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{intl.formatMessage(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

interface LoginFormProps {
  onLogin: (credentials: LoginCredentials) => Promise<LoginResult>;
  onSuccess: (result: Extract<LoginResult, { ok: true }>) => void;
}

export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<LoginCredentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(false); // a second Enter before React re-renders must not send twice
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginCredentials) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    // What the fields show is what is sent, also when it was typed before the page was live.
    const fields = new FormData(event.currentTarget);
    const shown = {
      username: String(fields.get('username') ?? values.username),
      password: String(fields.get('password') ?? values.password),
    };
    if (shown.username !== values.username || shown.password !== values.password) setValues(shown);
    const found = validateLogin(shown);
    setErrors(found);
    setFailure(null);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    pending.current = true;
    setSubmitting(true);
    try {
      const result = await onLogin({ username: shown.username.trim(), password: shown.password });
      if (result.ok) return onSuccess(result);
      setFailure(result.failure);
    } catch {
      setFailure('unreachable');
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(FAILURE_MESSAGE[failure])}</Alert.Title>
          </Alert.Root>
        )}
        <RequiredField label={intl.formatMessage(authMessages.username)} error={errors.username}>
          <Input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={change('username')}
          />
        </RequiredField>
        <RequiredField label={intl.formatMessage(commonMessages.password)} error={errors.password}>
          <PasswordInput
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            toggleLabel={intl.formatMessage(commonMessages.showThePassword)}
          />
        </RequiredField>
        <Button
          type="submit"
          colorPalette="primary"
          size="lg"
          loading={submitting}
          loadingText={intl.formatMessage(authMessages.submitting)}
        >
          {intl.formatMessage(commonMessages.logIn)}
        </Button>
      </Stack>
    </form>
  );
}
