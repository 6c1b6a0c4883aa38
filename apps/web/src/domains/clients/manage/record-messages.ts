// The texts of the client record (/client/:code): sections, fields, forms and their buttons.
import { defineMessages } from 'react-intl';

export const recordMessages = defineMessages({
  loading: {
    id: 'management.client.loading',
    defaultMessage: 'Caricamento della scheda cliente…',
    description: 'Accessible text while the client record loads',
  },
  loadFailed: {
    id: 'management.client.loadFailed',
    defaultMessage: 'Non è stato possibile caricare la scheda del cliente.',
    description: 'Error when the client record could not be loaded',
  },
  retry: {
    id: 'management.client.retry',
    defaultMessage: 'Riprova',
    description: 'Button: load the record again',
  },
  notFoundTitle: {
    id: 'management.client.notFound.title',
    defaultMessage: 'Cliente non trovato',
    description: 'Heading when the client does not exist or is not one the user may see',
  },
  notFoundText: {
    id: 'management.client.notFound.text',
    defaultMessage: 'Il cliente {code} non esiste o non è tra i clienti che puoi consultare.',
    description: 'Text when the client does not exist or is out of the user’s reach',
  },
  backToDirectory: {
    id: 'management.client.backToDirectory',
    defaultMessage: 'Torna all’elenco clienti',
    description: 'Link from the not-found record to the directory',
  },
  subtitle: {
    id: 'management.client.subtitle',
    defaultMessage: '{code} · {city} · cliente dal {since}',
    description: 'Line under the client record title: code, city, client since (date)',
  },
  // Figures
  turnover: {
    id: 'management.client.figure.turnover',
    defaultMessage: 'Fatturato {year}',
    description: 'Summary figure: turnover of the current year',
  },
  ordersCount: {
    id: 'management.client.figure.orders',
    defaultMessage: '{count, plural, one {# ordine} other {# ordini}}',
    description: 'Under the turnover: number of orders this year',
  },
  lastOrder: {
    id: 'management.client.figure.lastOrder',
    defaultMessage: 'Ultimo ordine',
    description: 'Summary figure: date of the last order',
  },
  never: {
    id: 'management.client.figure.never',
    defaultMessage: 'mai',
    description: 'Last order: the client never ordered',
  },
  exposure: {
    id: 'management.client.figure.exposure',
    defaultMessage: 'Esposizione',
    description: 'Summary figure: exposure (open orders + unpaid)',
  },
  ofLimit: {
    id: 'management.client.figure.ofLimit',
    defaultMessage: 'su un fido di {limit}',
    description: 'Under the exposure: the credit limit',
  },
  noLimit: {
    id: 'management.client.figure.noLimit',
    defaultMessage: 'nessun fido',
    description: 'The client has no credit limit',
  },
  available: {
    id: 'management.client.figure.available',
    defaultMessage: 'Disponibile',
    description: 'Summary figure: credit still available (limit − exposure)',
  },
  overLimit: {
    id: 'management.client.figure.overLimit',
    defaultMessage: 'Fido superato di {amount}',
    description: 'Warning: the exposure is above the credit limit by <amount>',
  },
});

export const sectionMessages = defineMessages({
  company: {
    id: 'management.client.section.company',
    defaultMessage: 'Dati aziendali',
    description: 'Section heading',
  },
  addresses: {
    id: 'management.client.section.addresses',
    defaultMessage: 'Destinazioni',
    description: 'Section heading: delivery addresses',
  },
  terms: {
    id: 'management.client.section.terms',
    defaultMessage: 'Condizioni commerciali',
    description: 'Section heading: price list, discounts, payment terms, credit limit',
  },
  agent: {
    id: 'management.client.section.agent',
    defaultMessage: 'Agente',
    description: 'Section heading: the agent',
  },
  exposure: {
    id: 'management.client.section.exposure',
    defaultMessage: 'Fido ed esposizione',
    description: 'Section heading: credit limit, exposure and open items',
  },
  notes: { id: 'management.client.section.notes', defaultMessage: 'Note', description: 'Section heading' },
  openOrders: {
    id: 'management.client.section.openOrders',
    defaultMessage: 'Ordini aperti',
    description: 'Section heading: orders received or confirmed',
  },
  latestOrders: {
    id: 'management.client.section.latestOrders',
    defaultMessage: 'Ultimi ordini',
    description: 'Section heading: the latest orders',
  },
  documents: {
    id: 'management.client.section.documents',
    defaultMessage: 'DDT e fatture',
    description: 'Section heading: the client’s latest delivery notes and invoices',
  },
});

export const documentMessages = defineMessages({
  loading: {
    id: 'management.client.documents.loading',
    defaultMessage: 'Caricamento…',
    description: 'Loading',
  },
  failed: {
    id: 'management.client.documents.failed',
    defaultMessage: 'Non è stato possibile caricare i documenti.',
    description: 'The documents could not be loaded',
  },
  none: {
    id: 'management.client.documents.none',
    defaultMessage: 'Nessun DDT o fattura per questo cliente.',
    description: 'A client without documents',
  },
  document: {
    id: 'management.client.documents.document',
    defaultMessage: 'Documento',
    description: 'Column',
  },
  date: { id: 'management.client.documents.date', defaultMessage: 'Data', description: 'Column' },
  orders: { id: 'management.client.documents.orders', defaultMessage: 'Ordini', description: 'Column' },
  amount: { id: 'management.client.documents.amount', defaultMessage: 'Importo', description: 'Column' },
  pdf: { id: 'management.client.documents.pdf', defaultMessage: 'Scarica', description: 'Column' },
  more: {
    id: 'management.client.documents.more',
    defaultMessage: 'Gli ultimi {shown} di {total}; gli altri sono sugli ordini del cliente.',
    description: 'Under the list when the client has more documents',
  },
});

export const fieldMessages = defineMessages({
  name: { id: 'management.client.field.name', defaultMessage: 'Ragione sociale', description: 'Field label' },
  vatNumber: {
    id: 'management.client.field.vatNumber',
    defaultMessage: 'Partita IVA',
    description: 'Field label',
  },
  fiscalCode: {
    id: 'management.client.field.fiscalCode',
    defaultMessage: 'Codice fiscale',
    description: 'Field label',
  },
  email: { id: 'management.client.field.email', defaultMessage: 'E-mail', description: 'Field label' },
  phone: { id: 'management.client.field.phone', defaultMessage: 'Telefono', description: 'Field label' },
  registeredOffice: {
    id: 'management.client.field.registeredOffice',
    defaultMessage: 'Sede legale',
    description: 'Label of the registered office address',
  },
  street: {
    id: 'management.client.field.street',
    defaultMessage: 'Indirizzo',
    description: 'Field label: street',
  },
  postcode: {
    id: 'management.client.field.postcode',
    defaultMessage: 'CAP',
    description: 'Field label: postcode',
  },
  city: { id: 'management.client.field.city', defaultMessage: 'Città', description: 'Field label' },
  province: {
    id: 'management.client.field.province',
    defaultMessage: 'Provincia',
    description: 'Field label (two letters)',
  },
  country: {
    id: 'management.client.field.country',
    defaultMessage: 'Nazione',
    description: 'Field label (two letters)',
  },
  addressName: {
    id: 'management.client.field.addressName',
    defaultMessage: 'Descrizione',
    description: 'Field label: name of a delivery address',
  },
  isDefault: {
    id: 'management.client.field.isDefault',
    defaultMessage: 'Destinazione predefinita',
    description: 'Checkbox: the default delivery address',
  },
  defaultBadge: {
    id: 'management.client.field.defaultBadge',
    defaultMessage: 'predefinita',
    description: 'Badge on the default delivery address',
  },
  priceList: {
    id: 'management.client.field.priceList',
    defaultMessage: 'Listino',
    description: 'Field label',
  },
  discounts: {
    id: 'management.client.field.discounts',
    defaultMessage: 'Sconti',
    description: 'Field label: discount chain',
  },
  discountsHint: {
    id: 'management.client.field.discountsHint',
    defaultMessage: 'Percentuali separate da +, es. 20+10; vuoto per nessuno sconto',
    description: 'Hint under the discount chain field',
  },
  paymentTerms: {
    id: 'management.client.field.paymentTerms',
    defaultMessage: 'Pagamento',
    description: 'Field label',
  },
  creditLimit: {
    id: 'management.client.field.creditLimit',
    defaultMessage: 'Fido (€)',
    description: 'Field label',
  },
  creditLimitHint: {
    id: 'management.client.field.creditLimitHint',
    defaultMessage: 'Vuoto per nessun fido',
    description: 'Hint under the credit limit field',
  },
  note: {
    id: 'management.client.field.note',
    defaultMessage: 'Nuova nota',
    description: 'Field label: a new note',
  },
  agent: {
    id: 'management.client.field.agent',
    defaultMessage: 'Agente',
    description: 'Field label: the agent',
  },
  noAgent: {
    id: 'management.client.field.noAgent',
    defaultMessage: 'Nessun agente',
    description: 'Option: no agent',
  },
});
