// Whether a product can be ordered now, as a coloured dot and a word (never colour alone).
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { StockState } from '../../../gql/graphql';
import { cardMessages } from './messages';

const LOOK: Record<StockState, { dot: string; message: keyof typeof cardMessages }> = {
  AVAILABLE: { dot: 'green.600', message: 'stockAvailable' },
  LOW: { dot: 'orange.500', message: 'stockLow' },
  OUT_OF_STOCK: { dot: 'red.600', message: 'stockOut' },
};

export function StockIndicator({ stock }: { stock: StockState }) {
  const intl = useIntl();
  const look = LOOK[stock];
  return (
    <Flex align="center" gap="1.5" fontSize="xs" color="fg.muted" data-stock={stock.toLowerCase()}>
      <Box boxSize="2" borderRadius="full" bg={look.dot} flexShrink={0} aria-hidden="true" />
      <Text as="span">{intl.formatMessage(cardMessages[look.message])}</Text>
    </Flex>
  );
}
