import { defineMessages } from 'react-intl';

export const backorderMessages = defineMessages({
  subtitle: {
    id: 'management.backorders.subtitle',
    defaultMessage:
      'Le righe degli ordini aperti non ancora spedite del tutto, per cliente, articolo e agente, con la data prevista.',
    description: 'Text under the backorders heading',
  },
  search: {
    id: 'management.backorders.search',
    defaultMessage: 'Cerca per articolo, ordine o cliente',
    description: 'Label of the backorders search box',
  },
  agentFilter: {
    id: 'management.backorders.filter.agent',
    defaultMessage: 'Codice agente',
    description: 'Filter: the clients of one agent',
  },
  productFilter: {
    id: 'management.backorders.filter.product',
    defaultMessage: 'Codice articolo',
    description: 'Filter: one product',
  },
});

export const backorderColumnMessages = defineMessages({
  overdue: {
    id: 'management.backorders.column.overdue',
    defaultMessage: '{date} · in ritardo',
    description: 'Expected shipping day already past while units are still to ship: the day, then "late"',
  },
  openValue: {
    id: 'management.backorders.column.openValue',
    defaultMessage: 'Valore aperto',
    description: 'Column: net value of what is still to ship',
  },
});
