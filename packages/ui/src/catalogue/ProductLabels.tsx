// The labels of a product card (spec §9: hot, sale, new, outlet) as small coloured tags. Each
// colour gives AA contrast with white text; the app passes the translated words.
import { Box, Flex, type FlexProps } from '@chakra-ui/react';

export type ProductLabelKind = 'HOT' | 'SALE' | 'NEW' | 'OUTLET';

const COLOURS: Record<ProductLabelKind, string> = {
  HOT: 'orange.700',
  SALE: 'secondary.solid',
  NEW: 'green.700',
  OUTLET: 'gray.700',
};

export interface ProductLabelsProps extends FlexProps {
  labels: readonly ProductLabelKind[];
  /** The translated word of each label. */
  text: Record<ProductLabelKind, string>;
}

export function ProductLabels({ labels, text, ...rest }: ProductLabelsProps) {
  if (labels.length === 0) return null;
  return (
    <Flex as="ul" listStyleType="none" gap="1" wrap="wrap" {...rest}>
      {labels.map((label) => (
        <Box
          as="li"
          key={label}
          bg={COLOURS[label]}
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          textTransform="uppercase"
          letterSpacing="wider"
          lineHeight="1"
          px="1.5"
          py="1"
          borderRadius="sm"
          data-label={label.toLowerCase()}
        >
          {text[label]}
        </Box>
      ))}
    </Flex>
  );
}
