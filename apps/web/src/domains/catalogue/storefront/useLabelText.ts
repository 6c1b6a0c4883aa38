import { useIntl } from 'react-intl';
import type { ProductLabelKind } from '@shop/ui';
import { cardMessages } from './messages';

/** The translated word of each product label (spec §9: hot, sale, new, outlet). */
export function useLabelText(): Record<ProductLabelKind, string> {
  const intl = useIntl();
  return {
    HOT: intl.formatMessage(cardMessages.labelHot),
    SALE: intl.formatMessage(cardMessages.labelSale),
    NEW: intl.formatMessage(cardMessages.labelNew),
    OUTLET: intl.formatMessage(cardMessages.labelOutlet),
  };
}
