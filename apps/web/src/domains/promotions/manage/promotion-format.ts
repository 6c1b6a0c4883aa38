// A promotion in short, as the list shows it: its rule ("−10%", "1 ogni 3", "prezzo netto"), what it
// applies to ("12 articoli · 2 marchi") and for whom ("C00002, C00005 · P1" or "tutti").
import type { IntlShape } from 'react-intl';
import type { PriceList, PromotionOffer } from '../../../gql/graphql';
import { ruleMessages as m } from './messages';

/** Clients named in a list cell before "+N". */
const CLIENTS_SHOWN = 2;

const percent = (intl: IntlShape, value: number) =>
  intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });

export function ruleSummary(
  intl: IntlShape,
  p: {
    offer: PromotionOffer;
    discountPercent?: number | null;
    minOrder?: number | null;
    giftEvery?: number | null;
    giftQty?: number | null;
  },
): string {
  switch (p.offer) {
    case 'DISCOUNT':
      return intl.formatMessage(m.discount, { percent: percent(intl, p.discountPercent ?? 0) });
    case 'ORDER_DISCOUNT':
      return p.minOrder
        ? intl.formatMessage(m.orderFrom, {
            percent: percent(intl, p.discountPercent ?? 0),
            amount: intl.formatNumber(p.minOrder, {
              style: 'currency',
              currency: 'EUR',
              minimumFractionDigits: 0,
              maximumFractionDigits: 2,
            }),
          })
        : intl.formatMessage(m.orderAny, { percent: percent(intl, p.discountPercent ?? 0) });
    case 'FREE_GOODS':
      return intl.formatMessage(m.gift, { qty: p.giftQty ?? 0, every: p.giftEvery ?? 0 });
    case 'NET_PRICE':
      return intl.formatMessage(m.netPrice);
  }
}

export function targetsSummary(
  intl: IntlShape,
  p: { offer: PromotionOffer; productCount: number; categoryCount: number; brandCount: number },
): string {
  if (p.offer === 'ORDER_DISCOUNT') return intl.formatMessage(m.wholeOrder);
  const parts = [
    p.productCount > 0 && intl.formatMessage(m.products, { count: p.productCount }),
    p.categoryCount > 0 && intl.formatMessage(m.categories, { count: p.categoryCount }),
    p.brandCount > 0 && intl.formatMessage(m.brands, { count: p.brandCount }),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : intl.formatMessage(m.products, { count: 0 });
}

export function audienceSummary(
  intl: IntlShape,
  p: { clientCodes: readonly string[]; priceLists: readonly PriceList[] },
): string {
  if (p.clientCodes.length === 0 && p.priceLists.length === 0) return intl.formatMessage(m.everyone);
  const more = p.clientCodes.length - CLIENTS_SHOWN;
  const clients = [
    ...p.clientCodes.slice(0, CLIENTS_SHOWN),
    ...(more > 0 ? [intl.formatMessage(m.moreClients, { count: more })] : []),
  ].join(', ');
  return [clients, p.priceLists.join(', ')].filter(Boolean).join(' · ');
}
