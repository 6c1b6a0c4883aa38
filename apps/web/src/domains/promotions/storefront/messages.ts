import { defineMessages } from 'react-intl';

export const promotionMessages = defineMessages({
  footerTitle: {
    id: 'promotions.footer.title',
    defaultMessage: 'Promozioni in corso',
    description: 'Heading of the footer block listing the active promotions of the user',
  },
});
