// The texts of the client record (/client/:code): sections, fields, forms and their buttons.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

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
  retry: commonMessages.tryAgain,
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
  ordersCount: commonMessages.orderCount,
  lastOrder: manageCommonMessages.lastOrder,
  never: {
    id: 'management.client.figure.never',
    defaultMessage: 'mai',
    description: 'Last order: the client never ordered',
  },
  exposure: manageCommonMessages.exposure,
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
  exposure: {
    id: 'management.client.section.exposure',
    defaultMessage: 'Fido ed esposizione',
    description: 'Section heading: credit limit, exposure and open items',
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
  more: {
    id: 'management.client.documents.more',
    defaultMessage: 'Gli ultimi {shown} di {total}; gli altri sono sugli ordini del cliente.',
    description: 'Under the list when the client has more documents',
  },
});

export const fieldMessages = defineMessages({
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
  discountsHint: {
    id: 'management.client.field.discountsHint',
    defaultMessage: 'Percentuali separate da +, es. 20+10; vuoto per nessuno sconto',
    description: 'Hint under the discount chain field',
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
  noAgent: {
    id: 'management.client.field.noAgent',
    defaultMessage: 'Nessun agente',
    description: 'Option: no agent',
  },
});
