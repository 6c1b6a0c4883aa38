// The texts every record page's sections share: edit, save, cancel, remove, "saved", an empty value.
import { defineMessages } from 'react-intl';

export const recordPartMessages = defineMessages({
  edit: { id: 'management.record.edit', defaultMessage: 'Modifica', description: 'Button: edit a section' },
  editLabel: {
    id: 'management.record.editLabel',
    defaultMessage: 'Modifica {what}',
    description: 'Accessible name of an edit button: edit <section or item>',
  },
  save: { id: 'management.record.save', defaultMessage: 'Salva', description: 'Button: save a form' },
  cancel: {
    id: 'management.record.cancel',
    defaultMessage: 'Annulla',
    description: 'Button: close a form without saving',
  },
  remove: {
    id: 'management.record.remove',
    defaultMessage: 'Elimina',
    description: 'Button: remove an item',
  },
  removeLabel: {
    id: 'management.record.removeLabel',
    defaultMessage: 'Elimina {what}',
    description: 'Accessible name of a remove button: remove <item>',
  },
  saved: {
    id: 'management.record.saved',
    defaultMessage: 'Modifiche salvate.',
    description: 'Status after a save',
  },
  none: { id: 'management.record.none', defaultMessage: '—', description: 'An empty value in a record' },
});
