// A record's contacts (a client's, a supplier's): the list with mail and phone links, and, for whoever
// may edit them, add / change / remove in place (a removal asks first). The record's section passes
// its contacts, its permission, its saves and what removing a contact means for it.
import { chakra, Link, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { EditableList } from '../page/EditableList';
import { ContactForm, type Contact, type ContactFormSchema, type ContactValues } from './ContactForm';
import { contactMessages as c } from './messages';

export interface ContactsEditorProps {
  contacts: readonly Contact[];
  canEdit: boolean;
  /** The owner contract's rules (contactFormSchema(…ContactAddPayloadSchema)). */
  schema: ContactFormSchema;
  /** The record's own texts of the question before a removal (`removeText` gets `{name}`). */
  messages: { removeTitle: MessageDescriptor; removeText: MessageDescriptor };
  onAdd: (input: ContactValues) => Promise<unknown>;
  onUpdate: (contactId: string, input: ContactValues) => Promise<unknown>;
  onRemove: (contactId: string) => Promise<unknown>;
}

export function ContactsEditor({
  contacts,
  canEdit,
  schema,
  messages,
  onAdd,
  onUpdate,
  onRemove,
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
          onSave={(input) => (contact ? onUpdate(contact.id, input) : onAdd(input))}
          onClose={onClose}
        />
      )}
      onRemove={(contact) => onRemove(contact.id)}
    />
  );
}
