// Adding a suggested product to the cart without leaving the search box (signed-in users). It sits
// beside the listbox, not inside an option (an option holds no controls): it follows the highlighted
// product, or the first one; Tab reaches it from the box.
import { useId } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Price } from '@shop/ui';
import { AddToCart } from '../../../cart/index';
import { searchMessages } from './messages';
import type { SuggestedItemData } from './SuggestionList';

export default function SuggestionCartPanel({ item }: { item: SuggestedItemData }) {
  const intl = useIntl();
  const headingId = useId();
  const product = item.product;
  if (!product) return null;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      p="3"
      bg="gray.50"
      borderTopWidth={{ base: '1px', md: '0' }}
      borderStartWidth={{ base: '0', md: '1px' }}
      borderColor="border"
      data-testid="suggestion-cart-panel"
    >
      <Heading as="h2" id={headingId} fontSize="sm" mb="2">
        {intl.formatMessage(searchMessages.addToCartOf, { code: item.code, description: item.description })}
      </Heading>
      {product.price.netPrice != null && (
        <Text mb="2">
          <Price value={product.price.netPrice} decimals={product.price.decimals} fontWeight="bold" />
        </Text>
      )}
      <AddToCart product={product} compact />
    </Box>
  );
}
