// The password change (current, new, repeat) as one form, shared by the forced dialog (spec §4
// richiestaCambioPassword) and the account's password page: the same rules checked before sending,
// and the server's errors shown at their field.
import { useState, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../../gql';
import { toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { PasswordInput } from '../auth/PasswordInput';
import { sessionMessages } from './messages';
import { newPasswordProblem, repeatProblem } from './password-rules';
import { serverErrorOf } from './server-error';
import { useWriteViewer } from './useViewerMutation';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($current: String!, $new: String!, $repeat: String!, $language: Language) {
    changePassword(current: $current, new: $new, repeat: $repeat, language: $language) {
      ...Viewer_user
    }
  }
`);

type FieldName = 'current' | 'new' | 'repeat';
const EMPTY: Record<FieldName, string> = { current: '', new: '', repeat: '' };

export interface PasswordChangeForm {
  /** The three password fields with their labels, rules and errors. */
  fields: ReactNode;
  /** A message that belongs to no field (server unreachable), or null. */
  formError: string | null;
  saving: boolean;
  /** Checks, sends and updates the viewer; true when the password was changed (the fields are emptied). */
  submit: () => Promise<boolean>;
}

export function usePasswordChangeForm(userCode: string): PasswordChangeForm {
  const intl = useIntl();
  const locale = useLocale();
  const writeViewer = useWriteViewer();
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const validate = () => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!values.current) found.current = intl.formatMessage(sessionMessages.required);
    const strength = newPasswordProblem(values.new, userCode, values.current);
    if (strength) found.new = intl.formatMessage(sessionMessages[strength]);
    const match = repeatProblem(values.new, values.repeat);
    if (match) found.repeat = intl.formatMessage(sessionMessages[match]);
    return found;
  };

  const submit = async () => {
    if (loading) return false;
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return false;
    try {
      const { data } = await change({ variables: { ...values, language: toLanguage(locale) } });
      if (data) writeViewer(data.changePassword);
      setValues(EMPTY);
      return true;
    } catch (error) {
      const { message, field } = serverErrorOf(error);
      const text = message ?? intl.formatMessage(sessionMessages.unreachable);
      if (field === 'current' || field === 'new' || field === 'repeat') setErrors({ [field]: text });
      else setFormError(text);
      return false;
    }
  };

  const field = (name: FieldName, label: typeof sessionMessages.currentPassword, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{intl.formatMessage(label)}</Field.Label>
      <PasswordInput
        toggleLabel={intl.formatMessage(sessionMessages.showPassword)}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
      />
      {name === 'new' && !errors.new && (
        <Field.HelperText>{intl.formatMessage(sessionMessages.passwordRules)}</Field.HelperText>
      )}
      <Field.ErrorText color="red.700">{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return {
    fields: (
      <>
        {field('current', sessionMessages.currentPassword, 'current-password')}
        {field('new', sessionMessages.newPassword, 'new-password')}
        {field('repeat', sessionMessages.repeatPassword, 'new-password')}
      </>
    ),
    formError,
    saving: loading,
    submit,
  };
}
