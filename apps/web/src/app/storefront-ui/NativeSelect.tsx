// A native <select> with the look of the shop's inputs (the system has no select recipe for native
// selects): the browser's own list on phones and tablets, the keyboard as everywhere.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23555' stroke-width='2'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")`;

export function NativeSelect(props: HTMLChakraProps<'select'>) {
  return (
    <chakra.select
      h="10"
      ps="3"
      pe="8"
      fontSize="sm"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="md"
      cursor="pointer"
      appearance="none"
      backgroundImage={CHEVRON}
      backgroundRepeat="no-repeat"
      backgroundPosition="right 0.6rem center"
      backgroundSize="1rem"
      _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '1px' }}
      {...props}
    />
  );
}
