// The client prices of the product codes typed into the quote editor's lines that are not among the
// saved ones: asked once the typing pauses (300 ms), so a new line shows its client price, net price
// and total before saving. The codes of the last answer stay shown while the next one is on its way.
import { useQuery } from '@apollo/client/react';
import type { QuoteLinePricesQuery as Answer } from '../../../gql/graphql';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { QuoteLinePricesQuery } from './quote-documents';
import type { QuoteKey } from './useQuoteMutations';

export type TypedCodePrice = Answer['quoteLinePrices'][number];

/** What the API takes as a product code: anything else is not asked (it cannot be a product). */
const PRODUCT_CODE = /^[A-Z0-9._-]{1,32}$/;

export interface TypedCodePrices {
  /** By upper-case code: the products found. */
  prices: ReadonlyMap<string, TypedCodePrice>;
  /** Whether the API answered for `code` (upper case) and knows no active product by it. */
  isUnknown: (code: string) => boolean;
}

export function useTypedCodePrices(
  typed: readonly string[],
  saved: ReadonlySet<string>,
  quoteKey: QuoteKey,
): TypedCodePrices {
  const codes = [...new Set(typed.map((code) => code.trim().toUpperCase()))]
    .filter((code) => PRODUCT_CODE.test(code) && !saved.has(code))
    .sort();
  const asked = useDebouncedValue(codes.join(' '), 300);
  const { data, previousData } = useQuery(QuoteLinePricesQuery, {
    variables: { number: quoteKey.number, codes: asked.split(' '), language: quoteKey.language },
    skip: asked === '',
  });
  const answer = data ?? previousData;
  const prices = new Map(
    (answer?.quoteLinePrices ?? []).map((price) => [price.productCode.toUpperCase(), price]),
  );
  const answered = new Set(data ? asked.split(' ') : []);
  return { prices, isUnknown: (code) => answered.has(code) && !prices.has(code) };
}
