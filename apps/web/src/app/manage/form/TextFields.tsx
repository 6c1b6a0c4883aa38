// A form's text inputs from a table: each field's name, label and what its input is (required, kind,
// autocomplete, length, keyboard, hint), each in its FormField with the field's error.
import { Input } from '@chakra-ui/react';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormField } from './FormField';

export interface TextFieldSpec<Name extends string = string> {
  name: Name;
  label: MessageDescriptor;
  required?: boolean;
  type?: 'email' | 'tel';
  /** The browser's autofill hint (default "off"). */
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'decimal' | 'numeric';
  /** How a code is shown as typed (the API takes it in either case). */
  textTransform?: 'uppercase' | 'lowercase';
  hint?: MessageDescriptor;
}

export function TextFields<Values extends FieldValues>({
  register,
  errors,
  fields,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  fields: ReadonlyArray<TextFieldSpec<Path<Values>>>;
}) {
  const intl = useIntl();
  return fields.map(({ name, label, required, hint, autoComplete, ...input }) => (
    <FormField
      key={name}
      label={intl.formatMessage(label)}
      error={errors[name] as FieldError | undefined}
      required={required}
      hint={hint && intl.formatMessage(hint)}
    >
      <Input {...register(name)} autoComplete={autoComplete ?? 'off'} {...input} />
    </FormField>
  ));
}
