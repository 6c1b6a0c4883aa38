import { defineMessages } from 'react-intl';

// Strings every part of the shop uses (the shop's name in the logo and in page titles), kept here
// so that a feature needs no other feature for them.
export const shopMessages = defineMessages({
  shopName: {
    id: 'shop.name',
    defaultMessage: 'Ingrosso Bellini',
    description: 'Name of the shop, shown in the logo and in the page titles',
  },
});
