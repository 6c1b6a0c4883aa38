// A record's contacts (a client's, a supplier's): the list with mail and phone links, and, for whoever
// may edit them, add / change / remove in place (a removal asks first). The record's section passes
// its code, its contacts, its permission, its three contact mutations and what removing a contact
// means for it.
import { chakra, Link, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { EditableList } from '../page/EditableList';
import { ContactForm, type Contact, type ContactFormSchema, type ContactValues } from './ContactForm';
import { contactMessages as c } from './messages';

/** A record's contact mutations (add, change, remove), each run with the record's code. */
export interface ContactMutations {
  add: (variables: { code: string; input: ContactValues }) => Promise<unknown>;
  update: (variables: { code: string; contactId: string; input: ContactValues }) => Promise<unknown>;
  remove: (variables: { code: string; contactId: string }) => Promise<unknown>;
}

export interface ContactsEditorProps {
  /** The record's code (the mutations' `code`). */
  code: string;
  contacts: readonly Contact[];
  canEdit: boolean;
  /** The owner contract's rules (contactFormSchema(…ContactAddPayloadSchema)). */
  schema: ContactFormSchema;
  /** The record's own texts of the question before a removal (`removeText` gets `{name}`). */
  messages: { removeTitle: MessageDescriptor; removeText: MessageDescriptor };
  mutations: ContactMutations;
}

export function ContactsEditor({
  contacts,
  canEdit,
  schema,
  messages,
  code,
  mutations,
}: ContactsEditorProps) {
  const intl = useIntl();
  return (
    <EditableList
      id="contacts"
      title={intl.formatMessage(c.title)}
      items={contacts}
      keyOf={(contact) => contact.id}
      nameOf={(contact) => contact.name}
      canEdit={canEdit}
      itemTestId="contact"
      texts={{
        add: intl.formatMessage(c.add),
        empty: intl.formatMessage(c.empty),
        removeTitle: intl.formatMessage(messages.removeTitle),
        removeText: (contact) => intl.formatMessage(messages.removeText, { name: contact.name }),
      }}
      renderItem={(contact) => (
        <>
          <Text fontWeight="semibold">
            {contact.name}
            {contact.role && (
              <chakra.span fontWeight="normal" color="fg.muted">{` · ${contact.role}`}</chakra.span>
            )}
          </Text>
          {contact.email && <Link href={`mailto:${contact.email}`}>{contact.email}</Link>}
          {contact.phone && <Link href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Link>}
        </>
      )}
      renderForm={(contact, onClose) => (
        <ContactForm
          schema={schema}
          contact={contact}
          onSave={(input) =>
            contact
              ? mutations.update({ code, contactId: contact.id, input })
              : mutations.add({ code, input })
          }
          onClose={onClose}
        />
      )}
      onRemove={(contact) => mutations.remove({ code, contactId: contact.id })}
    />
  );
}
