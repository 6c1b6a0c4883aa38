import { defineMessages } from 'react-intl';
import { manageCommonMessages } from './common-messages';

// The price lists by name (clients' terms, promotions' lists, an order's conditions): one wording
// for the whole reserved area, keyed by the list's code in capitals.
export const priceListMessages = defineMessages({
  P1: manageCommonMessages.publicP1,
  P1B2B: {
    id: 'manage.priceList.P1B2B',
    defaultMessage: 'Aziende (p1b2b)',
    description: 'Price list p1b2b (business)',
  },
  P2: {
    id: 'manage.priceList.P2',
    defaultMessage: 'Listino 2 (p2)',
    description: 'Price list p2',
  },
  P3: {
    id: 'manage.priceList.P3',
    defaultMessage: 'Listino 3 (p3)',
    description: 'Price list p3',
  },
});
