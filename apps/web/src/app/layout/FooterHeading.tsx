import { Heading, type HeadingProps } from '@chakra-ui/react';

export function FooterHeading(props: HeadingProps) {
  return (
    <Heading
      as="h2"
      fontSize="sm"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="wider"
      color="white"
      mb="3"
      {...props}
    />
  );
}
