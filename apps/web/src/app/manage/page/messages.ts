import { defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  breadcrumbs: {
    id: 'management.page.breadcrumbs',
    defaultMessage: 'Percorso',
    description: "Accessible name of the breadcrumb trail above a reserved-area page's title",
  },
  home: {
    id: 'management.page.home',
    defaultMessage: 'Area riservata',
    description: 'First breadcrumb of every reserved-area page: the dashboard (/reservedarea)',
  },
});
