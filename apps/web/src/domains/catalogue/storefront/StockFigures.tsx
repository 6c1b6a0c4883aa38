// The units in stock and the next delivery expected, for staff and agents, who order against them
// (issue 26 item 9). The gateway answers the figures only to them (CATALOGUE_STOCK); for anyone else
// `available` is null and nothing shows.
import { Text, type TextProps } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { stockMessages } from './stock-messages';

export const StockFigures_product = graphql(`
  fragment StockFigures_product on Product {
    unit
    available
    nextArrival {
      date
      quantity
    }
  }
`);

/** An arrival's day as its reader writes it: 12/12/2026 in Italian, Dec 12, 2026 in English. */
export function formatArrivalDay(intl: IntlShape, day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  return intl.locale.startsWith('it')
    ? intl.formatDate(at, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    : intl.formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** "Giacenza: 120 CT" and, when one is expected, "Prossimo arrivo: 40 CT il 12/12/2026". */
export function useStockFigureTexts(
  productRef: FragmentType<typeof StockFigures_product>,
): { units: string; arrival: string | null } | null {
  const intl = useIntl();
  const product = getFragmentData(StockFigures_product, productRef);
  if (product.available === null || product.available === undefined) return null;
  const arrival = product.nextArrival;
  return {
    units: intl.formatMessage(stockMessages.units, { quantity: product.available, unit: product.unit }),
    arrival: arrival
      ? intl.formatMessage(stockMessages.nextArrival, {
          quantity: arrival.quantity,
          unit: product.unit,
          date: formatArrivalDay(intl, arrival.date),
        })
      : null,
  };
}

/** The figures as one or two short lines (cards, product page); nothing for customers and visitors. */
export function StockFigures({
  product,
  ...props
}: { product: FragmentType<typeof StockFigures_product> } & TextProps) {
  const texts = useStockFigureTexts(product);
  if (!texts) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="stock-figures" {...props}>
      <Text as="span" fontWeight="semibold" color="fg">
        {texts.units}
      </Text>
      {texts.arrival && (
        <>
          <br />
          {texts.arrival}
        </>
      )}
    </Text>
  );
}
