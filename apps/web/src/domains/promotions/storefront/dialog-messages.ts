import { defineMessages } from 'react-intl';

export const promotionDialogMessages = defineMessages({
  open: {
    id: 'promotions.dialog.open',
    defaultMessage: 'Scopri le promozioni',
    description: 'Button in the left menu that opens the promotions dialog',
  },
  empty: {
    id: 'promotions.dialog.empty',
    defaultMessage: 'Al momento non ci sono promozioni per te.',
    description: 'Shown in the promotions dialog when the user has no promotions',
  },
  applied: {
    id: 'promotions.dialog.applied',
    defaultMessage: 'Applicata',
    description: 'Badge of a promotion in force on the user’s price list (applicata S)',
  },
  products: {
    id: 'promotions.dialog.products',
    defaultMessage: 'Vedi i prodotti in promozione',
    description: 'Link from the promotions dialog to the products of the shown promotion',
  },
});
