// richiestaNomeCognome = S (spec §4): the user must enter first and last name before anything else.
import { useState } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../../gql';
import { toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import type { Viewer } from '../../../../lib/viewer/useViewer';
import { ForcedDialog } from './ForcedDialog';
import { sessionMessages } from './messages';
import { serverErrorOf } from './server-error';
import { useWriteViewer } from './useViewerMutation';

export const SetNameMutation = graphql(`
  mutation SetName($firstName: String!, $lastName: String!, $language: Language) {
    setName(firstName: $firstName, lastName: $lastName, language: $language) {
      ...Viewer_user
    }
  }
`);

type FieldName = 'firstName' | 'lastName';
const MAX = 80;

export function ForcedNameDialog({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const locale = useLocale();
  const writeViewer = useWriteViewer();
  const [setName, { loading }] = useMutation(SetNameMutation);
  const [values, setValues] = useState({ firstName: viewer.firstName, lastName: viewer.lastName });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = async () => {
    const found: Partial<Record<FieldName, string>> = {};
    for (const name of ['firstName', 'lastName'] as const) {
      const value = values[name].trim();
      if (!value) found[name] = intl.formatMessage(sessionMessages.required);
      else if (value.length > MAX) found[name] = intl.formatMessage(sessionMessages.nameTooLong);
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const variables = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      const { data } = await setName({ variables: { ...variables, language: toLanguage(locale) } });
      if (data) writeViewer(data.setName);
    } catch (error) {
      const { message, field } = serverErrorOf(error);
      const text = message ?? intl.formatMessage(sessionMessages.unreachable);
      if (field === 'firstName' || field === 'lastName') setErrors({ [field]: text });
      else setFormError(text);
    }
  };

  const field = (name: FieldName, label: typeof sessionMessages.firstName, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{intl.formatMessage(label)}</Field.Label>
      <Input
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <ForcedDialog
      testId="name-dialog"
      title={intl.formatMessage(sessionMessages.nameTitle)}
      intro={intl.formatMessage(sessionMessages.nameIntro)}
      saveLabel={intl.formatMessage(sessionMessages.save)}
      saving={loading}
      formError={formError}
      onSubmit={() => void save()}
    >
      {field('firstName', sessionMessages.firstName, 'given-name')}
      {field('lastName', sessionMessages.lastName, 'family-name')}
    </ForcedDialog>
  );
}
