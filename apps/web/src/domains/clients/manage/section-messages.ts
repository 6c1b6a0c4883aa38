// The texts of the client record's lists: delivery addresses, contacts, notes, orders, exposure.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const addressMessages = defineMessages({
  add: {
    id: 'management.client.address.add',
    defaultMessage: 'Aggiungi destinazione',
    description: 'Button: add a delivery address',
  },
  empty: {
    id: 'management.client.address.empty',
    defaultMessage: 'Nessuna destinazione: le merci vanno alla sede legale.',
    description: 'Text when the client has no delivery address',
  },
  addForm: {
    id: 'management.client.address.addForm',
    defaultMessage: 'Nuova destinazione',
    description: 'Accessible name of the new-address form',
  },
  editForm: {
    id: 'management.client.address.editForm',
    defaultMessage: 'Modifica destinazione',
    description: 'Accessible name of the address form',
  },
  removeTitle: {
    id: 'management.client.address.removeTitle',
    defaultMessage: 'Eliminare la destinazione?',
    description: 'Title of the dialog before removing a delivery address',
  },
  removeText: {
    id: 'management.client.address.removeText',
    defaultMessage: 'La destinazione {name} sarà eliminata. Gli ordini già inviati la conservano.',
    description: 'Text of the dialog before removing a delivery address',
  },
});

/** What removing a contact means for a client (the rest of the contacts' texts: app/manage/contacts). */
export const contactMessages = defineMessages({
  removeTitle: {
    id: 'management.client.contact.removeTitle',
    defaultMessage: 'Eliminare il contatto?',
    description: 'Title of the dialog before removing a contact',
  },
  removeText: {
    id: 'management.client.contact.removeText',
    defaultMessage: 'Il contatto {name} sarà eliminato dalla scheda del cliente.',
    description: 'Text of the dialog before removing a contact',
  },
});

export const noteMessages = defineMessages({
  add: {
    id: 'management.client.note.add',
    defaultMessage: 'Aggiungi nota',
    description: 'Button: save a new note',
  },
  empty: {
    id: 'management.client.note.empty',
    defaultMessage: 'Nessuna nota.',
    description: 'Text when the client has no note',
  },
  by: {
    id: 'management.client.note.by',
    defaultMessage: '{author}, {date}',
    description: 'Who wrote a note and when',
  },
});

export const orderMessages = defineMessages({
  number: commonMessages.number,
  date: commonMessages.date,
  status: commonMessages.status,
  placedBy: manageCommonMessages.placedBy,
  total: commonMessages.total,
  noOpen: {
    id: 'management.client.order.noOpen',
    defaultMessage: 'Nessun ordine aperto.',
    description: 'No open orders',
  },
  none: {
    id: 'management.client.order.none',
    defaultMessage: 'Nessun ordine.',
    description: 'The client never ordered',
  },
  WEB: {
    id: 'management.client.order.channel.WEB',
    defaultMessage: 'web',
    description: 'Order channel: the client online',
  },
  AGENT: manageCommonMessages.agent,
  OFFICE: {
    id: 'management.client.order.channel.OFFICE',
    defaultMessage: 'ufficio',
    description: 'Order channel: the office',
  },
  FAIR: {
    id: 'management.client.order.channel.FAIR',
    defaultMessage: 'fiera',
    description: 'Order channel: a fair',
  },
  IMPORT: {
    id: 'management.client.order.channel.IMPORT',
    defaultMessage: 'importazione',
    description: 'Order channel: an import',
  },
  QUOTE: {
    id: 'management.client.order.channel.QUOTE',
    defaultMessage: 'preventivo',
    description: 'Order channel: an accepted quote',
  },
});

export const exposureMessages = defineMessages({
  openOrders: {
    id: 'management.client.exposure.openOrders',
    defaultMessage: 'Ordini aperti ({count})',
    description: 'Exposure line: open orders and how many',
  },
  overdue: {
    id: 'management.client.exposure.overdue',
    defaultMessage: 'di cui scadute',
    description: 'Exposure line: the overdue part',
  },
  total: {
    id: 'management.client.exposure.total',
    defaultMessage: 'Esposizione totale',
    description: 'Exposure line: the total',
  },
  dueOn: {
    id: 'management.client.exposure.dueOn',
    defaultMessage: 'Scadenza',
    description: 'Open items column: due date',
  },
  owed: {
    id: 'management.client.exposure.owed',
    defaultMessage: 'Residuo',
    description: 'Open items column: still owed',
  },
  overdueBadge: {
    id: 'management.client.exposure.overdueBadge',
    defaultMessage: 'scaduta',
    description: 'Badge: an overdue item',
  },
  noItems: {
    id: 'management.client.exposure.noItems',
    defaultMessage: 'Nessuna partita aperta.',
    description: 'No open items',
  },
});
