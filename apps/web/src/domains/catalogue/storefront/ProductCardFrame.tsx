// The frame of a product card and of its skeleton: a row (picture beside the text) on phones, a
// column from 576 px, bordered and rounded; the picture goes edge to edge in the column.
import { Flex, type FlexProps } from '@chakra-ui/react';

export function ProductCardFrame(props: FlexProps) {
  return (
    <Flex
      direction={{ base: 'row', sm: 'column' }}
      gap={{ base: 3, sm: 0 }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      overflow="hidden"
      p={{ base: 3, sm: 0 }}
      {...props}
    />
  );
}
