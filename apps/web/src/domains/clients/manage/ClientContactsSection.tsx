// The people to talk to at the client: agents, the sales office and management add, change and
// remove them (a removal asks first).
import { clientContactAddPayloadSchema } from '@shop/contract';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { contactFormSchema } from '../../../app/manage/contacts/ContactForm';
import { ContactsEditor } from '../../../app/manage/contacts/ContactsEditor';
import { useCan } from '../../../app/manage/permissions/useCan';
import { contactMessages as c } from './section-messages';
import {
  AddClientContactMutation,
  RemoveClientContactMutation,
  UpdateClientContactMutation,
  useEditClientMutation,
} from './useEditClientMutation';

export const ClientContactsSection_client = graphql(`
  fragment ClientContactsSection_client on ClientRecord {
    code
    contacts {
      id
      name
      role
      email
      phone
    }
  }
`);

const contactSchema = contactFormSchema(clientContactAddPayloadSchema);

export function ClientContactsSection(props: { client: FragmentType<typeof ClientContactsSection_client> }) {
  const client = getFragmentData(ClientContactsSection_client, props.client);
  const canEdit = useCan('CLIENTS_EDIT_CONTACTS');
  const [add] = useEditClientMutation(AddClientContactMutation);
  const [update] = useEditClientMutation(UpdateClientContactMutation);
  const [remove] = useEditClientMutation(RemoveClientContactMutation);
  return (
    <ContactsEditor
      contacts={client.contacts}
      canEdit={canEdit}
      schema={contactSchema}
      messages={c}
      code={client.code}
      mutations={{ add, update, remove }}
    />
  );
}
