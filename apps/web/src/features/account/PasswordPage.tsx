// /account/password: change the password, with the forced-password dialog's parts (its mutation,
// rules, messages and password input): the same checks before sending, server errors at their field.
import { useMutation } from '@apollo/client/react';
import { Button, Card, Field, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { toLanguage } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { PasswordInput } from '../auth/PasswordInput';
import type { Viewer } from '../auth/useViewer';
import { ChangePasswordMutation } from '../session/ForcedPasswordDialog';
import { sessionMessages } from '../session/messages';
import { newPasswordProblem, repeatProblem } from '../session/password-rules';
import { serverErrorOf } from '../session/server-error';
import { useWriteViewer } from '../session/useViewerMutation';
import { AccountSection } from './AccountSection';
import { areaMessages as m } from './area-messages';

type FieldName = 'current' | 'new' | 'repeat';
const EMPTY: Record<FieldName, string> = { current: '', new: '', repeat: '' };

export function PasswordPage() {
  const intl = useIntl();
  return (
    <AccountSection title={intl.formatMessage(m.passwordTitle)}>
      {(viewer) => <ChangePasswordForm viewer={viewer} />}
    </AccountSection>
  );
}

function ChangePasswordForm({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const locale = useLocale();
  const writeViewer = useWriteViewer();
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const validate = () => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!values.current) found.current = intl.formatMessage(sessionMessages.required);
    const strength = newPasswordProblem(values.new, viewer.code, values.current);
    if (strength) found.new = intl.formatMessage(sessionMessages[strength]);
    const match = repeatProblem(values.new, values.repeat);
    if (match) found.repeat = intl.formatMessage(sessionMessages[match]);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = validate();
    setErrors(found);
    setFormError(null);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await change({ variables: { ...values, language: toLanguage(locale) } });
      if (data) writeViewer(data.changePassword);
      setValues(EMPTY);
      setDone(true);
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
      <Field.ErrorText color="red.700">{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Card.Root variant="outline" maxW="32rem">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Text color="fg.muted">{intl.formatMessage(m.passwordIntro)}</Text>
            {field('current', sessionMessages.currentPassword, 'current-password')}
            {field('new', sessionMessages.newPassword, 'new-password')}
            {field('repeat', sessionMessages.repeatPassword, 'new-password')}
            {formError && (
              <Text role="alert" color="red.700">
                {formError}
              </Text>
            )}
            {done && (
              <Text role="status" color="green.700" fontWeight="semibold">
                {intl.formatMessage(m.passwordChanged)}
              </Text>
            )}
            <Button type="submit" colorPalette="primary" loading={loading} alignSelf="flex-start">
              {intl.formatMessage(m.passwordSave)}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
