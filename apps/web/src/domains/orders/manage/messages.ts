// The order grid's texts (/orders) and the names of the order statuses and channels.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const ordersMessages = defineMessages({
  subtitle: {
    id: 'management.orders.subtitle',
    defaultMessage:
      'Gli ordini dei clienti, dal più recente: aprine uno per confermarlo, spedirlo o fatturarlo.',
    description: 'Text under the order grid title',
  },
  subtitleReadOnly: {
    id: 'management.orders.subtitleReadOnly',
    defaultMessage:
      'Gli ordini dei tuoi clienti, dal più recente: aprine uno per vederne righe, spedizioni e documenti.',
    description: 'Text under the order grid title for users who read orders without changing them (agents)',
  },
  openFilter: {
    id: 'management.orders.filter.open',
    defaultMessage: 'Aperti',
    description: 'Order grid filter: only open orders (yes) or all',
  },
  openOnly: {
    id: 'management.orders.filter.openOnly',
    defaultMessage: 'Solo gli aperti',
    description: 'Option of the "open" filter: only orders not yet fully shipped',
  },
});

export const orderColumnMessages = defineMessages({
  units: {
    id: 'management.orders.col.units',
    defaultMessage: 'Unità',
    description: 'Order column: units ordered',
  },
});

/** How an order came in (OrderChannel). */
export const orderChannelMessages = defineMessages({
  WEB: manageCommonMessages.web,
  AGENT: commonMessages.agent,
  OFFICE: manageCommonMessages.office,
  FAIR: {
    id: 'management.orders.channel.fair',
    defaultMessage: 'Fiera',
    description: 'Order channel: taken at a trade fair',
  },
  IMPORT: {
    id: 'management.orders.channel.import',
    defaultMessage: 'Importato',
    description: 'Order channel: imported from a file or another system',
  },
  QUOTE: {
    id: 'management.orders.channel.quote',
    defaultMessage: 'Da preventivo',
    description: 'Order channel: made when the customer accepted a quote',
  },
});
