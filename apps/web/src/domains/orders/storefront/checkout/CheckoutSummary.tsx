// The cart as it will be ordered: each line with quantity and total, then the totals.
import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { Price } from '@shop/ui';
import { useIntl } from 'react-intl';
import type { CheckoutCart as CartData } from './checkout-documents';
import { checkoutMessages as m } from './messages';
import { LineList, LineRow } from '../../../../app/storefront-ui/LineRows';

export function CheckoutSummary({ cart }: { cart: CartData }) {
  const intl = useIntl();
  const { summary } = cart;
  const decimals = summary.decimals;
  return (
    <Card.Root variant="outline" data-testid="checkout-summary">
      <Card.Header>
        <Heading as="h2" size="lg">
          {intl.formatMessage(m.summaryHeading)}
        </Heading>
        <Text color="fg.muted">
          {intl.formatMessage(m.lineCount, { count: summary.lineCount, units: summary.units })}
        </Text>
      </Card.Header>
      <Card.Body>
        <LineList>
          {cart.lines.map((line) => (
            <LineRow key={line.code}>
              <Box minW="0">
                <Text fontWeight="semibold">{line.description}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {line.code} ·{' '}
                  {intl.formatMessage(m.lineQuantity, { quantity: line.quantity, unit: line.unit })}
                  {line.freeQuantity > 0 &&
                    ` ${intl.formatMessage(m.lineFree, { quantity: line.freeQuantity })}`}
                </Text>
              </Box>
              {line.total !== null && line.total !== undefined && (
                <Price value={line.total} decimals={decimals} fontWeight="semibold" />
              )}
            </LineRow>
          ))}
        </LineList>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="1">
        {summary.headerDiscount ? (
          <>
            <Flex justify="space-between">
              <Text>{intl.formatMessage(m.subtotal)}</Text>
              <Price value={summary.subtotal ?? 0} decimals={decimals} />
            </Flex>
            <Flex justify="space-between">
              <Text>{intl.formatMessage(m.headerDiscount, { code: summary.headerPromotionCode ?? '' })}</Text>
              <Price value={-summary.headerDiscount} decimals={decimals} />
            </Flex>
          </>
        ) : null}
        <Flex justify="space-between" fontSize="lg" fontWeight="bold">
          <Text>{intl.formatMessage(m.total)}</Text>
          {summary.total !== null && summary.total !== undefined && (
            <Price value={summary.total} decimals={decimals} data-testid="checkout-total" />
          )}
        </Flex>
      </Card.Footer>
    </Card.Root>
  );
}
