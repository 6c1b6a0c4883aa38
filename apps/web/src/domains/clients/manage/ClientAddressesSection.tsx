// The client's delivery addresses; the sales office and management add, change and remove them (a
// removal asks first). One address is the default: choosing another moves the flag.
import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { clientAddressAddPayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { DeliveryAddress_FieldsFragment } from '../../../gql/graphql';
import { DeliveryAddress_fields } from '../../users/index';
import { EditableList } from '../../../app/manage/page/EditableList';
import { CheckboxField } from '../../../app/manage/form/CheckboxField';
import { TextFields, type TextFieldSpec } from '../../../app/manage/form/TextFields';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { useCan } from '../../../app/manage/permissions/useCan';
import { fieldMessages as f, sectionMessages as s } from './record-messages';
import { addressMessages as a } from './section-messages';
import { RecordForm } from '../../../app/manage/page/RecordForm';
import {
  AddClientDeliveryAddressMutation,
  RemoveClientDeliveryAddressMutation,
  UpdateClientDeliveryAddressMutation,
  useEditClientMutation,
} from './useEditClientMutation';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { textValues } from '../../../app/manage/form/text-values';

export const ClientAddressesSection_client = graphql(`
  fragment ClientAddressesSection_client on ClientRecord {
    code
    deliveryAddresses {
      ...DeliveryAddress_fields
    }
  }
`);

const addressSchema = fromContract(clientAddressAddPayloadSchema, {
  name: 'descrizione',
  street: 'indirizzo',
  postcode: 'cap',
  city: 'citta',
  province: 'provincia',
  country: 'nazione',
  isDefault: 'predefinito',
});

type Address = DeliveryAddress_FieldsFragment;

export function ClientAddressesSection(props: {
  client: FragmentType<typeof ClientAddressesSection_client>;
}) {
  const intl = useIntl();
  const client = getFragmentData(ClientAddressesSection_client, props.client);
  const canEdit = useCan('CLIENTS_EDIT_COMPANY');
  const [remove] = useEditClientMutation(RemoveClientDeliveryAddressMutation);
  return (
    <EditableList
      id="addresses"
      title={intl.formatMessage(s.addresses)}
      items={getFragmentData(DeliveryAddress_fields, client.deliveryAddresses)}
      keyOf={(address) => address.code}
      nameOf={(address) => address.name}
      canEdit={canEdit}
      texts={{
        add: intl.formatMessage(a.add),
        empty: intl.formatMessage(a.empty),
        removeTitle: intl.formatMessage(a.removeTitle),
        removeText: (address) =>
          intl.formatMessage(a.removeText, { name: `${address.code} ${address.name}` }),
      }}
      renderItem={(address) => (
        <>
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">
              {address.code} · {address.name}
            </Text>
            {address.isDefault && (
              <Badge colorPalette="green" variant="subtle">
                {intl.formatMessage(f.defaultBadge)}
              </Badge>
            )}
          </HStack>
          <Text>
            {address.street}, {address.postcode} {address.city}
            {address.province && ` (${address.province})`} {address.country}
          </Text>
        </>
      )}
      renderForm={(address, onClose) => (
        <AddressForm clientCode={client.code} address={address} onClose={onClose} />
      )}
      onRemove={(address) => remove({ code: client.code, addressCode: address.code })}
    />
  );
}

const addressInputs: ReadonlyArray<TextFieldSpec<Exclude<keyof typeof addressSchema.shape, 'isDefault'>>> = [
  { name: 'name', label: f.addressName, required: true },
  { name: 'street', label: manageCommonMessages.street, required: true },
  { name: 'postcode', label: manageCommonMessages.postcode, required: true },
  { name: 'city', label: manageCommonMessages.city, required: true },
  { name: 'province', label: manageCommonMessages.province },
  { name: 'country', label: manageCommonMessages.country, required: true },
];

function AddressForm({
  clientCode,
  address,
  onClose,
}: {
  clientCode: string;
  address: Address | null;
  onClose: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const [add] = useEditClientMutation(AddClientDeliveryAddressMutation);
  const [update] = useEditClientMutation(UpdateClientDeliveryAddressMutation);
  const managed = useManagementForm({
    schema: addressSchema,
    defaultValues: {
      ...textValues(address, ['name', 'street', 'postcode', 'city', 'province']),
      country: address?.country ?? 'IT',
      isDefault: address?.isDefault ? 'S' : 'N',
    },
    onSubmit: async (values) => {
      const input = { ...values, isDefault: values.isDefault === 'S' };
      if (address) await update({ code: clientCode, addressCode: address.code, input });
      else await add({ code: clientCode, input });
      onClose(true);
    },
  });
  const { form } = managed;
  return (
    <RecordForm
      managed={managed}
      label={intl.formatMessage(address ? a.editForm : a.addForm)}
      onCancel={() => onClose(false)}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextFields register={form.register} errors={form.formState.errors} fields={addressInputs} />
      </SimpleGrid>
      <CheckboxField control={form.control} name="isDefault" label={intl.formatMessage(f.isDefault)} yesNo />
    </RecordForm>
  );
}
