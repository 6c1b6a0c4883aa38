import { defineMessages } from 'react-intl';

export const backorderMessages = defineMessages({
  title: {
    id: 'management.backorders.title',
    defaultMessage: 'Rimanenze',
    description: 'Heading of the staff backorders page (order lines not yet shipped in full)',
  },
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
  clientFilter: {
    id: 'management.backorders.filter.client',
    defaultMessage: 'Codice cliente',
    description: 'Filter: one client',
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
  order: { id: 'management.backorders.column.order', defaultMessage: 'Ordine', description: 'Column' },
  orderDate: {
    id: 'management.backorders.column.orderDate',
    defaultMessage: 'Data ordine',
    description: 'Column',
  },
  client: { id: 'management.backorders.column.client', defaultMessage: 'Cliente', description: 'Column' },
  agent: { id: 'management.backorders.column.agent', defaultMessage: 'Agente', description: 'Column' },
  product: { id: 'management.backorders.column.product', defaultMessage: 'Articolo', description: 'Column' },
  description: {
    id: 'management.backorders.column.description',
    defaultMessage: 'Descrizione',
    description: 'Column',
  },
  ordered: { id: 'management.backorders.column.ordered', defaultMessage: 'Ordinati', description: 'Column' },
  shipped: { id: 'management.backorders.column.shipped', defaultMessage: 'Spediti', description: 'Column' },
  remaining: {
    id: 'management.backorders.column.remaining',
    defaultMessage: 'Da spedire',
    description: 'Column',
  },
  openValue: {
    id: 'management.backorders.column.openValue',
    defaultMessage: 'Valore aperto',
    description: 'Column: net value of what is still to ship',
  },
  expected: {
    id: 'management.backorders.column.expected',
    defaultMessage: 'Prevista',
    description: 'Column: expected shipping day',
  },
});
