// What a storefront page shows while its data loads: a spinner, announced by its label.
import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner({ label }: { label: string }) {
  return (
    <Center py="12">
      <Spinner role="status" color="primary.solid" aria-label={label} />
    </Center>
  );
}
