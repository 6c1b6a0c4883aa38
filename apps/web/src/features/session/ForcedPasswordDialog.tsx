// richiestaCambioPassword = S (spec §4): the user must choose a new password before anything else.
import { useState } from 'react';
import { Field } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { toLanguage } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { PasswordInput } from '../auth/PasswordInput';
import type { Viewer } from '../auth/useViewer';
import { ForcedDialog } from './ForcedDialog';
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

export function ForcedPasswordDialog({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const locale = useLocale();
  const writeViewer = useWriteViewer();
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const [values, setValues] = useState<Record<FieldName, string>>({ current: '', new: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const validate = () => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!values.current) found.current = intl.formatMessage(sessionMessages.required);
    const strength = newPasswordProblem(values.new, viewer.code, values.current);
    if (strength) found.new = intl.formatMessage(sessionMessages[strength]);
    const match = repeatProblem(values.new, values.repeat);
    if (match) found.repeat = intl.formatMessage(sessionMessages[match]);
    return found;
  };

  const save = async () => {
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await change({ variables: { ...values, language: toLanguage(locale) } });
      if (data) writeViewer(data.changePassword);
    } catch (error) {
      const { message, field } = serverErrorOf(error);
      const text = message ?? intl.formatMessage(sessionMessages.unreachable);
      if (field === 'current' || field === 'new' || field === 'repeat') setErrors({ [field]: text });
      else setFormError(text);
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
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <ForcedDialog
      testId="password-dialog"
      title={intl.formatMessage(sessionMessages.passwordTitle)}
      intro={intl.formatMessage(sessionMessages.passwordIntro)}
      saveLabel={intl.formatMessage(sessionMessages.save)}
      saving={loading}
      formError={formError}
      onSubmit={() => void save()}
    >
      {field('current', sessionMessages.currentPassword, 'current-password')}
      {field('new', sessionMessages.newPassword, 'new-password')}
      {field('repeat', sessionMessages.repeatPassword, 'new-password')}
    </ForcedDialog>
  );
}
