import { defineMessages } from 'react-intl';

export const promotionDialogMessages = defineMessages({
  open: {
    id: 'promotions.dialog.open',
    defaultMessage: 'Scopri le promozioni',
    description: 'Button in the left menu that opens the promotions dialog',
  },
  title: {
    id: 'promotions.dialog.title',
    defaultMessage: 'Le tue promozioni',
    description: 'Title of the promotions dialog',
  },
  list: {
    id: 'promotions.dialog.list',
    defaultMessage: 'Promozioni',
    description: 'Accessible name of the side list of promotion titles in the dialog',
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
  validity: {
    id: 'promotions.dialog.validity',
    defaultMessage: 'Valida dal {from} al {to}',
    description: 'Validity dates of a promotion',
  },
  products: {
    id: 'promotions.dialog.products',
    defaultMessage: 'Vedi i prodotti in promozione',
    description: 'Link from the promotions dialog to the products of the shown promotion',
  },
  close: {
    id: 'promotions.dialog.close',
    defaultMessage: 'Chiudi',
    description: 'Close button of the promotions dialog',
  },
});
