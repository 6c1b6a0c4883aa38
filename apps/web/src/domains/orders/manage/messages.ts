// The order grid's texts (/orders) and the names of the order statuses and channels.
import { defineMessages } from 'react-intl';

export const ordersMessages = defineMessages({
  title: {
    id: 'management.orders.title',
    defaultMessage: 'Ordini',
    description: 'Title of the staff order grid (/orders)',
  },
  subtitle: {
    id: 'management.orders.subtitle',
    defaultMessage:
      'Gli ordini dei clienti, dal più recente: aprine uno per confermarlo, spedirlo o fatturarlo.',
    description: 'Text under the order grid title',
  },
  search: {
    id: 'management.orders.search',
    defaultMessage: 'Cerca numero o cliente',
    description: 'Label of the order grid search box',
  },
  statusFilter: {
    id: 'management.orders.filter.status',
    defaultMessage: 'Stato',
    description: 'Order grid filter: the order status',
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
  channelFilter: {
    id: 'management.orders.filter.channel',
    defaultMessage: 'Canale',
    description: 'Order grid filter: how the order came in',
  },
  dateFilter: {
    id: 'management.orders.filter.date',
    defaultMessage: 'Data',
    description: 'Order grid filter: the days the order was placed',
  },
});

export const orderColumnMessages = defineMessages({
  number: {
    id: 'management.orders.col.number',
    defaultMessage: 'Numero',
    description: 'Order column: number',
  },
  date: { id: 'management.orders.col.date', defaultMessage: 'Data', description: 'Order column: placed on' },
  client: {
    id: 'management.orders.col.client',
    defaultMessage: 'Cliente',
    description: 'Order column: client code and name',
  },
  agent: { id: 'management.orders.col.agent', defaultMessage: 'Agente', description: 'Order column: agent' },
  channel: {
    id: 'management.orders.col.channel',
    defaultMessage: 'Canale',
    description: 'Order column: how it came in',
  },
  status: {
    id: 'management.orders.col.status',
    defaultMessage: 'Stato',
    description: 'Order column: status',
  },
  total: {
    id: 'management.orders.col.total',
    defaultMessage: 'Totale',
    description: 'Order column: total net of VAT',
  },
  lines: {
    id: 'management.orders.col.lines',
    defaultMessage: 'Righe',
    description: 'Order column: number of lines',
  },
  units: {
    id: 'management.orders.col.units',
    defaultMessage: 'Unità',
    description: 'Order column: units ordered',
  },
  placedBy: {
    id: 'management.orders.col.placedBy',
    defaultMessage: 'Inserito da',
    description: 'Order column: who placed it',
  },
  deliveryDate: {
    id: 'management.orders.col.deliveryDate',
    defaultMessage: 'Consegna richiesta',
    description: 'Order column: delivery day the client asked for',
  },
  expectedDate: {
    id: 'management.orders.col.expectedDate',
    defaultMessage: 'Spedizione prevista',
    description: 'Order column: day staff expect to ship the rest',
  },
});

/** How an order came in (OrderChannel). */
export const orderChannelMessages = defineMessages({
  WEB: { id: 'management.orders.channel.web', defaultMessage: 'Web', description: 'Order channel: the shop' },
  AGENT: {
    id: 'management.orders.channel.agent',
    defaultMessage: 'Agente',
    description: 'Order channel: placed by the sales agent',
  },
  OFFICE: {
    id: 'management.orders.channel.office',
    defaultMessage: 'Ufficio',
    description: 'Order channel: placed by the sales office',
  },
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
