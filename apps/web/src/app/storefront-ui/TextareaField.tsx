// A labelled text box of a storefront form (a message, a reason, a note), its error under it.
import type { ReactNode } from 'react';
import { Field, Textarea } from '@chakra-ui/react';

interface TextareaFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  rows: number;
  maxLength?: number;
  testId?: string;
  autoFocus?: boolean;
}

export function TextareaField(props: TextareaFieldProps) {
  const { label, value, onChange, error, required, rows, maxLength = 2000, testId, autoFocus } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        rows={rows}
        autoFocus={autoFocus}
        data-testid={testId}
      />
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
