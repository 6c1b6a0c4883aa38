import { defineMessages } from 'react-intl';

export const brandMenuMessages = defineMessages({
  allBrands: {
    id: 'layout.brands.all',
    defaultMessage: 'Tutti i marchi ({count})',
    description: 'Left menu: button that shows the brands not listed yet; count = number of brands',
  },
  fewerBrands: {
    id: 'layout.brands.fewer',
    defaultMessage: 'Mostra meno marchi',
    description: 'Left menu: button that folds the brand list back to its first entries',
  },
});
