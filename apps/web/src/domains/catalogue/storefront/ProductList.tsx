// The dense list of a listing (issue 26 item 10): one row per product with code, description, brand,
// pack, price, stock and a quantity field whose Enter adds to the cart, for entering orders by
// keyboard. A table from 768 px (brand and pack in their own columns from 1200 px, under the
// description below); on phones each row stacks into a small block.
import { memo } from 'react';
import { Box, chakra, Flex, Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Price } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { StockState } from '../../../gql/graphql';
import { AddToCart } from '../../cart/index';
import { useLocale } from '../../../i18n/useLocale';
import { productPath } from '../../../lib/paths';
import { useViewer } from '../../../lib/viewer/useViewer';
import { listMessages } from './list-messages';
import { cardMessages } from './messages';
import { StockIndicator } from './StockIndicator';
import { StockFigures_product, useStockFigureTexts } from './StockFigures';
import { stockMessages } from './stock-messages';

export const ProductRow_product = graphql(`
  fragment ProductRow_product on Product {
    code
    description
    brand {
      code
      name
    }
    unit
    packSize
    stock
    price {
      listPrice
      netPrice
      decimals
      promotionCode
    }
    ...StockFigures_product
    ...AddToCart_product
  }
`);

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');

/** From 768 px a table cell; below, a block in the row's stacked layout. */
const cell = { display: { base: 'block', md: 'table-cell' }, px: { md: 2 }, py: { md: 1.5 } } as const;
/** Brand and pack get their own columns from 1200 px only. */
const wideOnly = { display: { base: 'none', xl: 'table-cell' } } as const;

function StockCell({
  product,
  stock,
}: {
  product: FragmentType<typeof StockFigures_product>;
  stock: StockState;
}) {
  const intl = useIntl();
  const texts = useStockFigureTexts(product);
  const figures = getFragmentData(StockFigures_product, product);
  // Customers and visitors: the state, as on the cards.
  if (!texts) return <StockIndicator stock={stock} />;
  return (
    <Box fontSize="xs" lineHeight="1.3" data-testid="stock-figures">
      <Text as="span" display="block" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {/* Under the column's header the number says enough; stacked on a phone it needs its word. */}
        <Text as="span" hideFrom="md">
          {texts.units}
        </Text>
        <Text as="span" hideBelow="md">
          {intl.formatNumber(figures.available ?? 0)} {figures.unit}
        </Text>
      </Text>
      {texts.arrival && (
        <Text as="span" display="block" color="fg.muted">
          {texts.arrival}
        </Text>
      )}
    </Box>
  );
}

const ProductRow = memo(function ProductRow({
  product: productRef,
}: {
  product: FragmentType<typeof ProductRow_product>;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const product = getFragmentData(ProductRow_product, productRef);
  const pack = intl.formatMessage(cardMessages.pack, { unit: product.unit, size: product.packSize });
  const { netPrice, listPrice, decimals, promotionCode } = product.price;
  return (
    <Box
      as="tr"
      data-testid="product-row"
      data-code={product.code}
      borderBottomWidth="1px"
      borderColor="border"
      verticalAlign="middle"
      display={{ base: 'grid', md: 'table-row' }}
      gridTemplateColumns="1fr auto"
      gridTemplateAreas={`"code price" "desc desc" "stock stock" "qty qty"`}
      gap="1"
      py={{ base: 2.5, md: 0 }}
      _hover={{ bg: 'bg.subtle' }}
    >
      <Td {...cell} gridArea="code" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
        {product.code}
      </Td>
      <Td {...cell} gridArea="desc" fontSize="sm" minW="0">
        <Link asChild color="fg" fontWeight="medium" _hover={{ color: 'primary.fg' }}>
          <RouterLink to={productPath(product.code, product.description, locale)}>
            {product.description}
          </RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" hideFrom="xl">
          {product.brand.name} · {pack}
        </Text>
      </Td>
      <Td {...cell} {...wideOnly} fontSize="xs" color="fg.muted">
        {product.brand.name}
      </Td>
      <Td {...cell} {...wideOnly} fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {pack}
      </Td>
      <Td {...cell} gridArea="price" textAlign="end" whiteSpace="nowrap" fontSize="sm">
        {netPrice === null || netPrice === undefined ? (
          <Text as="span" color="fg.muted">
            –
          </Text>
        ) : (
          <Flex direction="column" align="flex-end" lineHeight="1.2">
            {listPrice !== null && listPrice !== undefined && listPrice > netPrice && (
              <Text as="span" fontSize="xs">
                <Price value={listPrice} decimals={decimals} struck />
              </Text>
            )}
            <Text as="span" fontWeight="bold" color={promotionCode ? 'secondary.fg' : 'fg'}>
              <Price value={netPrice} decimals={decimals} />{' '}
              <Text as="span" fontWeight="normal" fontSize="xs" color="fg.muted">
                {intl.formatMessage(cardMessages.perUnit, { unit: product.unit })}
              </Text>
            </Text>
          </Flex>
        )}
      </Td>
      <Td {...cell} gridArea="stock" whiteSpace={{ md: 'nowrap' }}>
        <StockCell product={product} stock={product.stock} />
      </Td>
      <Td {...cell} gridArea="qty">
        <AddToCart product={product} dense />
      </Td>
    </Box>
  );
});

export function ProductList({
  products,
  label,
}: {
  products: readonly FragmentType<typeof ProductRow_product>[];
  label?: string;
}) {
  const intl = useIntl();
  const seesStock = useViewer().viewer?.permissions.includes('CATALOGUE_STOCK') ?? false;
  const th = (message: keyof typeof listMessages, extra: Record<string, unknown> = {}) => (
    <Th
      px="2"
      py="2"
      textAlign="start"
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      whiteSpace="nowrap"
      {...extra}
    >
      {message === 'columnAvailability' && seesStock
        ? intl.formatMessage(stockMessages.unitsColumn)
        : intl.formatMessage(listMessages[message])}
    </Th>
  );
  return (
    <Table width="full" borderCollapse="collapse" aria-label={label} display={{ base: 'block', md: 'table' }}>
      {/* Below 768 px the rows stack and say what they hold themselves: the header row is hidden. */}
      <Box as="thead" display={{ base: 'none', md: 'table-header-group' }} borderBottomWidth="2px">
        <tr>
          {th('columnCode')}
          {th('columnDescription')}
          {th('columnBrand', wideOnly)}
          {th('columnPack', wideOnly)}
          {th('columnPrice', { textAlign: 'end' })}
          {th('columnAvailability')}
          {th('columnQuantity')}
        </tr>
      </Box>
      <Box as="tbody" display={{ base: 'block', md: 'table-row-group' }}>
        {products.map((product) => (
          <ProductRow key={getFragmentData(ProductRow_product, product).code} product={product} />
        ))}
      </Box>
    </Table>
  );
}
