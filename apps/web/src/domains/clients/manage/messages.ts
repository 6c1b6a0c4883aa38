// The texts of the client directory (/clients) and the client record (/client/:code).
import { defineMessages } from 'react-intl';

export const directoryMessages = defineMessages({
  title: {
    id: 'management.clients.title',
    defaultMessage: 'Clienti',
    description: 'Heading and document title of the client directory (/clients)',
  },
  search: {
    id: 'management.clients.search',
    defaultMessage: 'Cerca cliente',
    description:
      "Label of the client directory's search box (it searches code, company name, VAT number and city)",
  },
  agentFilter: {
    id: 'management.clients.filter.agent',
    defaultMessage: 'Agente',
    description: 'Filter of the client directory: the agent who follows the client',
  },
  withoutAgent: {
    id: 'management.clients.filter.withoutAgent',
    defaultMessage: 'Senza agente',
    description: 'Option of the agent filter: clients no agent follows',
  },
  priceListFilter: {
    id: 'management.clients.filter.priceList',
    defaultMessage: 'Listino',
    description: 'Filter of the client directory: the price list',
  },
  cityFilter: {
    id: 'management.clients.filter.city',
    defaultMessage: 'Città',
    description: 'Filter of the client directory: the city (whole name)',
  },
  creditFilter: {
    id: 'management.clients.filter.credit',
    defaultMessage: 'Fido',
    description: 'Filter of the client directory: credit limit state',
  },
  overCredit: {
    id: 'management.clients.filter.overCredit',
    defaultMessage: 'Oltre il fido',
    description: 'Option of the credit filter: clients whose exposure is above their credit limit',
  },
});

export const columnMessages = defineMessages({
  code: {
    id: 'management.clients.col.code',
    defaultMessage: 'Codice',
    description: 'Directory column: client code',
  },
  name: {
    id: 'management.clients.col.name',
    defaultMessage: 'Ragione sociale',
    description: 'Directory column: company name',
  },
  vatNumber: {
    id: 'management.clients.col.vatNumber',
    defaultMessage: 'Partita IVA',
    description: 'Directory column: VAT number',
  },
  city: { id: 'management.clients.col.city', defaultMessage: 'Città', description: 'Directory column: city' },
  province: {
    id: 'management.clients.col.province',
    defaultMessage: 'Prov.',
    description: 'Directory column: province (two letters), abbreviated',
  },
  agent: {
    id: 'management.clients.col.agent',
    defaultMessage: 'Agente',
    description: 'Directory column: agent',
  },
  priceList: {
    id: 'management.clients.col.priceList',
    defaultMessage: 'Listino',
    description: 'Directory column: price list',
  },
  discounts: {
    id: 'management.clients.col.discounts',
    defaultMessage: 'Sconti',
    description: 'Directory column: discount chain (e.g. 20+10)',
  },
  lastOrder: {
    id: 'management.clients.col.lastOrder',
    defaultMessage: 'Ultimo ordine',
    description: 'Directory column: date of the last order',
  },
  turnover: {
    id: 'management.clients.col.turnover',
    defaultMessage: 'Fatturato anno',
    description: 'Directory column: turnover this year',
  },
  ordersThisYear: {
    id: 'management.clients.col.ordersThisYear',
    defaultMessage: 'Ordini anno',
    description: 'Directory column: orders this year',
  },
  creditLimit: {
    id: 'management.clients.col.creditLimit',
    defaultMessage: 'Fido',
    description: 'Directory column: credit limit',
  },
  exposure: {
    id: 'management.clients.col.exposure',
    defaultMessage: 'Esposizione',
    description: 'Directory column: exposure (open orders + unpaid)',
  },
  overLimitBadge: {
    id: 'management.clients.col.overLimit',
    defaultMessage: 'oltre fido',
    description: 'Badge beside an exposure above the credit limit',
  },
});

export const priceListMessages = defineMessages({
  P1: {
    id: 'management.clients.priceList.P1',
    defaultMessage: 'Pubblico (p1)',
    description: 'Price list p1',
  },
  P1B2B: {
    id: 'management.clients.priceList.P1B2B',
    defaultMessage: 'Aziende (p1b2b)',
    description: 'Price list p1b2b (business)',
  },
  P2: {
    id: 'management.clients.priceList.P2',
    defaultMessage: 'Listino 2 (p2)',
    description: 'Price list p2',
  },
  P3: {
    id: 'management.clients.priceList.P3',
    defaultMessage: 'Listino 3 (p3)',
    description: 'Price list p3',
  },
});
