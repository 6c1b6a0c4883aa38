// The people to talk to at the supplier: management adds, changes and removes them (a removal asks
// first); the sales office reads them.
import { suppliersContactAddPayloadSchema } from '@shop/contract';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { contactFormSchema } from '../../../app/manage/contacts/ContactForm';
import { ContactsEditor } from '../../../app/manage/contacts/ContactsEditor';
import { useCan } from '../../../app/manage/permissions/useCan';
import { recordMessages as m } from './messages';
import {
  AddSupplierContactMutation,
  RemoveSupplierContactMutation,
  UpdateSupplierContactMutation,
  useEditSupplierMutation,
} from './useEditSupplierMutation';

export const SupplierContactsSection_supplier = graphql(`
  fragment SupplierContactsSection_supplier on SupplierRecord {
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

const contactSchema = contactFormSchema(suppliersContactAddPayloadSchema);
const removeMessages = { removeTitle: m.removeContactTitle, removeText: m.removeContactText };

export function SupplierContactsSection(props: {
  supplier: FragmentType<typeof SupplierContactsSection_supplier>;
}) {
  const supplier = getFragmentData(SupplierContactsSection_supplier, props.supplier);
  const canEdit = useCan('SUPPLIERS_EDIT');
  const [add] = useEditSupplierMutation(AddSupplierContactMutation);
  const [update] = useEditSupplierMutation(UpdateSupplierContactMutation);
  const [remove] = useEditSupplierMutation(RemoveSupplierContactMutation);
  return (
    <ContactsEditor
      contacts={supplier.contacts}
      canEdit={canEdit}
      schema={contactSchema}
      messages={removeMessages}
      code={supplier.code}
      mutations={{ add, update, remove }}
    />
  );
}
