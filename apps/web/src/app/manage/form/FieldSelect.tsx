// The shared NativeSelect inside a FormField: it takes the field's id, description and invalid state
// from Chakra's Field context (as Chakra's Input does), so the label and messages belong to it.
import { useFieldContext, type HTMLChakraProps } from '@chakra-ui/react';
import { NativeSelect } from './NativeSelect';

export function FieldSelect(props: HTMLChakraProps<'select'>) {
  const field = useFieldContext();
  return <NativeSelect {...(field?.getSelectProps() as HTMLChakraProps<'select'>)} {...props} />;
}
