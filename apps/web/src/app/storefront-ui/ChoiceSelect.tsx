// A native select of a fixed set of choices (an issue's kind or status, a return's reason), each
// named by its message. The phone shows its own picker; keyboard and screen readers know it.
import { NativeSelect, type NativeSelectFieldProps, type NativeSelectRootProps } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';

interface ChoiceSelectProps<T extends string> extends Omit<NativeSelectRootProps, 'onChange'> {
  choices: readonly T[];
  labels: Record<T, MessageDescriptor>;
  value: T;
  onChange: (value: T) => void;
  testId?: string;
  /** The select's own box (the root holds the indicator around it). */
  fieldProps?: NativeSelectFieldProps;
}

export function ChoiceSelect<T extends string>(props: ChoiceSelectProps<T>) {
  const { choices, labels, value, onChange, testId, fieldProps, ...root } = props;
  const intl = useIntl();
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        data-testid={testId}
        {...fieldProps}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {intl.formatMessage(labels[choice])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
