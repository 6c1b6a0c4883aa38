// One field of a reserved-area form: label, the control (children), a hint, and the field's error
// in the user's language (Chakra's Field wires label, control and messages together for assistive
// technology).
import type { ReactNode } from 'react';
import { Alert, Button, Field } from '@chakra-ui/react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formMessages } from './messages';
import type { FormFailure } from './server-errors';
import { fieldErrorText } from './zod-issues';

export function FormField({
  label,
  error,
  hint,
  required = false,
  errorTestId,
  children,
}: {
  label: string;
  /** The form's error at the field, or the text of one already said in the user's language. */
  error: FieldError | string | undefined;
  hint?: string;
  required?: boolean;
  errorTestId?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const text = typeof error === 'string' ? error : fieldErrorText(intl, error);
  return (
    <Field.Root invalid={Boolean(text)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && !text && <Field.HelperText>{hint}</Field.HelperText>}
      {text && (
        <Field.ErrorText color="red.700" data-testid={errorTestId}>
          {text}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** The save's failure that belongs to no field (refused, unreachable), above the buttons. */
export function FormFailureAlert({ failure }: { failure: Exclude<FormFailure, { kind: 'field' }> | null }) {
  const intl = useIntl();
  if (!failure) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title color="red.700">
        {failure.kind === 'unreachable'
          ? intl.formatMessage(formMessages.unreachable)
          : intl.formatMessage(formMessages.refused, { reason: failure.message })}
      </Alert.Title>
    </Alert.Root>
  );
}

/** The form's submit button: a spinner and no second press while saving. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button type="submit" colorPalette="primary" loading={submitting} disabled={submitting}>
      {children}
    </Button>
  );
}
