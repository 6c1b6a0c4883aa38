// The price of a product on its page. A signed-in user sees how it is made: list price, discount
// chain (each step), the promotion applied, net price per unit of sale and free units. Visitors see
// the shop's public price when it shows one, else a link to log in.
import type { ReactNode } from 'react';
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Price } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { PriceTag } from '../PriceTag';
import { productMessages } from './messages';
import { commonMessages } from '../../../../i18n/common-messages';

export const PriceBreakdown_product = graphql(`
  fragment PriceBreakdown_product on Product {
    unit
    price {
      listPrice
      netPrice
      discounts
      discountSteps
      promotionCode
      decimals
      freeQuantity {
        every
        free
      }
      ...PriceTag_price
    }
    promotions {
      code
      title
    }
  }
`);

function Row({
  label,
  children,
  emphasis = false,
}: {
  label: string;
  children: ReactNode;
  emphasis?: boolean;
}) {
  return (
    <Flex
      justify="space-between"
      align="baseline"
      gap="4"
      py="2"
      borderTopWidth={emphasis ? '1px' : '0'}
      borderColor="border"
    >
      <chakra.dt
        color={emphasis ? 'fg' : 'fg.muted'}
        fontWeight={emphasis ? 'semibold' : 'normal'}
        fontSize="sm"
      >
        {label}
      </chakra.dt>
      <chakra.dd textAlign="end" fontSize="sm">
        {children}
      </chakra.dd>
    </Flex>
  );
}

interface PriceBreakdownProps {
  product: FragmentType<typeof PriceBreakdown_product>;
  signedIn: boolean;
}

export function PriceBreakdown({ product: productRef, signedIn }: PriceBreakdownProps) {
  const intl = useIntl();
  const product = getFragmentData(PriceBreakdown_product, productRef);
  const { price, unit } = product;
  if (!signedIn || price.netPrice === null || price.netPrice === undefined) {
    return (
      <Stack gap="1" p="4" bg="bg.muted" borderRadius="lg" data-testid="price-breakdown">
        <PriceTag price={price} unit={unit} size="lg" />
        {price.netPrice === null && (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(productMessages.visitorPrice)}
          </Text>
        )}
      </Stack>
    );
  }
  const promotion = price.promotionCode
    ? (product.promotions.find((p) => p.code === price.promotionCode)?.title ?? price.promotionCode)
    : null;
  return (
    <Box p="4" bg="bg.muted" borderRadius="lg" data-testid="price-breakdown">
      <Heading as="h2" fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="1">
        {intl.formatMessage(productMessages.priceHeading)}
      </Heading>
      <chakra.dl>
        {price.listPrice !== null && price.listPrice !== undefined && (
          <Row label={intl.formatMessage(commonMessages.listPrice)}>
            <Price value={price.listPrice} decimals={price.decimals} />
          </Row>
        )}
        {price.discountSteps.length > 0 && (
          <Row label={intl.formatMessage(commonMessages.discounts)}>
            <Text as="span" fontWeight="medium">
              {price.discounts}
            </Text>{' '}
            <Text as="span" color="fg.muted">
              (
              {price.discountSteps
                .map((value) => intl.formatMessage(productMessages.discountStep, { value }))
                .join(' ')}
              )
            </Text>
          </Row>
        )}
        {promotion && (
          <Row label={intl.formatMessage(productMessages.promotionApplied)}>
            <Text as="span" color="secondary.fg" fontWeight="medium">
              {promotion}
            </Text>
          </Row>
        )}
        <Row label={intl.formatMessage(commonMessages.netPrice)} emphasis>
          <Price
            value={price.netPrice}
            decimals={price.decimals}
            fontSize="2xl"
            fontWeight="bold"
            color={price.promotionCode ? 'secondary.fg' : 'fg'}
            data-testid="net-price"
          />{' '}
          <Text as="span" color="fg.muted">
            {intl.formatMessage(productMessages.perUnit, { unit })}
          </Text>
        </Row>
        {price.freeQuantity && (
          <Row label={intl.formatMessage(productMessages.freeQuantity)}>
            <Text as="span" color="green.800" fontWeight="medium">
              {intl.formatMessage(productMessages.freeQuantityValue, {
                free: price.freeQuantity.free,
                every: price.freeQuantity.every,
                unit,
              })}
            </Text>
          </Row>
        )}
      </chakra.dl>
    </Box>
  );
}
