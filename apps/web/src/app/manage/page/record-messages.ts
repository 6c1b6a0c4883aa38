// The texts every record page's sections share: edit, save, cancel, remove, "saved", an empty value.
import { defineMessages } from 'react-intl';

export const recordPartMessages = defineMessages({
  editLabel: {
    id: 'management.record.editLabel',
    defaultMessage: 'Modifica {what}',
    description: 'Accessible name of an edit button: edit <section or item>',
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
});
