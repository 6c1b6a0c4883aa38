// The texts every record's contacts share (a client's, a supplier's); what removing one means is the
// record's own (its section passes it to ContactsEditor).
import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  title: {
    id: 'management.contacts.title',
    defaultMessage: 'Contatti',
    description: 'Section heading: the people to talk to at a client or supplier',
  },
  add: {
    id: 'management.contacts.add',
    defaultMessage: 'Aggiungi contatto',
    description: 'Button that opens the form of a new contact',
  },
  empty: {
    id: 'management.contacts.empty',
    defaultMessage: 'Nessun contatto.',
    description: 'The record has no contacts',
  },
  addForm: {
    id: 'management.contacts.addForm',
    defaultMessage: 'Nuovo contatto',
    description: 'Accessible name of the new-contact form',
  },
  editForm: {
    id: 'management.contacts.editForm',
    defaultMessage: 'Modifica contatto',
    description: 'Accessible name of the form that changes a contact',
  },
});

export const contactFieldMessages = defineMessages({
  role: {
    id: 'management.contacts.field.role',
    defaultMessage: 'Ruolo',
    description: 'Contact field: what they do',
  },
});
