// The price of a product for whoever browses (spec §9 display, through `Price`): the net price per
// unit of sale, the list price struck through when the net one is lower, the discount chain and a
// promotion's free-gift rule. Visitors of a shop that hides prices get a link to log in instead.
import { Flex, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Price } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useLocale } from '../../../i18n/useLocale';
import { loginPath } from '../../../lib/viewer/login-destination';
import { cardMessages } from './messages';

export const PriceTag_price = graphql(`
  fragment PriceTag_price on ProductPrice {
    listPrice
    netPrice
    discounts
    decimals
    promotionCode
    freeQuantity {
      every
      free
    }
  }
`);

interface PriceTagProps {
  price: FragmentType<typeof PriceTag_price>;
  unit: string;
  size?: 'md' | 'lg';
}

export function PriceTag({ price: priceRef, unit, size = 'md' }: PriceTagProps) {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const price = getFragmentData(PriceTag_price, priceRef);
  if (price.netPrice === null || price.netPrice === undefined) {
    return (
      <Link asChild fontSize="sm" fontWeight="semibold" color="primary.fg">
        <RouterLink to={loginPath(locale, `${location.pathname}${location.search}`)}>
          {intl.formatMessage(cardMessages.loginForPrices)}
        </RouterLink>
      </Link>
    );
  }
  const reduced =
    price.listPrice !== null && price.listPrice !== undefined && price.listPrice > price.netPrice;
  return (
    <Stack gap="0.5">
      {reduced && (
        <Text fontSize="sm" lineHeight="1.2">
          <VisuallyHidden>{intl.formatMessage(cardMessages.listPrice)} </VisuallyHidden>
          <Price value={price.listPrice as number} decimals={price.decimals} struck />
        </Text>
      )}
      <Flex align="baseline" gap="1" wrap="wrap">
        <VisuallyHidden>{intl.formatMessage(cardMessages.netPrice)} </VisuallyHidden>
        <Price
          value={price.netPrice}
          decimals={price.decimals}
          fontSize={size === 'lg' ? '3xl' : 'xl'}
          fontWeight="bold"
          color={price.promotionCode ? 'secondary.fg' : 'fg'}
          lineHeight="1.1"
          data-testid="net-price"
        />
        <Text as="span" fontSize="sm" color="fg.muted">
          {intl.formatMessage(cardMessages.perUnit, { unit })}
        </Text>
      </Flex>
      {(price.discounts || price.freeQuantity) && (
        <Flex gap="2" wrap="wrap" fontSize="xs" fontWeight="medium">
          {price.discounts && (
            <Text as="span" color="primary.fg" bg="primary.subtle" px="1.5" borderRadius="sm">
              {intl.formatMessage(cardMessages.discounts, { chain: price.discounts })}
            </Text>
          )}
          {price.freeQuantity && (
            <Text as="span" color="green.800" bg="green.100" px="1.5" borderRadius="sm">
              {intl.formatMessage(cardMessages.freeQuantity, {
                free: price.freeQuantity.free,
                every: price.freeQuantity.every,
              })}
            </Text>
          )}
        </Flex>
      )}
    </Stack>
  );
}
