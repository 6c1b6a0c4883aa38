// The client's company data and registered office; the sales office and management edit them.
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { clientUpdatePayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ClientCompanySection_ClientFragment } from '../../../gql/graphql';
import { FormFailureAlert, FormField } from '../../../app/manage/form/FormField';
import { UnsavedChangesGuard } from '../../../app/manage/form/UnsavedChangesGuard';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { useCan } from '../../../app/manage/permissions/useCan';
import { recordPartMessages as rp } from '../../../app/manage/page/record-messages';
import { sectionMessages as s } from './record-messages';
import {
  EditButton,
  Facts,
  FormButtons,
  RecordSection,
  SavedNote,
  useEditing,
} from '../../../app/manage/page/record-parts';
import { UpdateClientCompanyMutation, useEditClientMutation } from './useEditClientMutation';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

export const ClientCompanySection_client = graphql(`
  fragment ClientCompanySection_client on ClientRecord {
    code
    name
    vatNumber
    fiscalCode
    email
    phone
    registeredOffice {
      street
      postcode
      city
      province
      country
    }
  }
`);

const companySchema = fromContract(clientUpdatePayloadSchema, {
  name: 'ragioneSociale',
  vatNumber: 'partitaIva',
  fiscalCode: 'codiceFiscale',
  email: 'email',
  phone: 'telefono',
  street: 'indirizzo',
  postcode: 'cap',
  city: 'citta',
  province: 'provincia',
  country: 'nazione',
});

export function ClientCompanySection(props: { client: FragmentType<typeof ClientCompanySection_client> }) {
  const intl = useIntl();
  const client = getFragmentData(ClientCompanySection_client, props.client);
  const editing = useEditing();
  const canEdit = useCan('CLIENTS_EDIT_COMPANY');
  const title = intl.formatMessage(s.company);
  const office = client.registeredOffice;
  return (
    <RecordSection
      id="company"
      title={title}
      actions={
        canEdit && <EditButton editing={editing} label={intl.formatMessage(rp.editLabel, { what: title })} />
      }
    >
      {editing.open ? (
        <CompanyForm client={client} onClose={editing.close} />
      ) : (
        <Stack gap="2">
          <Facts
            items={[
              { label: intl.formatMessage(commonMessages.companyName), value: client.name },
              { label: intl.formatMessage(commonMessages.vatNumber), value: client.vatNumber },
              { label: intl.formatMessage(commonMessages.fiscalCode), value: client.fiscalCode },
              { label: intl.formatMessage(manageCommonMessages.eMail), value: client.email },
              { label: intl.formatMessage(commonMessages.phone), value: client.phone },
              {
                label: intl.formatMessage(commonMessages.registeredOffice),
                value: `${office.street}, ${office.postcode} ${office.city}${office.province ? ` (${office.province})` : ''} ${office.country}`,
              },
            ]}
          />
          <SavedNote show={editing.saved} />
        </Stack>
      )}
    </RecordSection>
  );
}

type Company = ClientCompanySection_ClientFragment;

function CompanyForm({ client, onClose }: { client: Company; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const [save] = useEditClientMutation(UpdateClientCompanyMutation);
  const office = client.registeredOffice;
  const { form, submit, submitting, failure } = useManagementForm({
    schema: companySchema,
    defaultValues: {
      name: client.name,
      vatNumber: client.vatNumber,
      fiscalCode: client.fiscalCode,
      email: client.email,
      phone: client.phone,
      street: office.street,
      postcode: office.postcode,
      city: office.city,
      province: office.province,
      country: office.country,
    },
    onSubmit: async (values) => {
      await save({ code: client.code, input: values });
      onClose(true);
    },
  });
  const { errors } = form.formState;
  const text = (
    name: keyof typeof companySchema.shape,
    label: string,
    required = false,
    autoComplete?: string,
  ) => (
    <FormField label={label} error={errors[name]} required={required}>
      <Input {...form.register(name)} autoComplete={autoComplete ?? 'off'} />
    </FormField>
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('name', intl.formatMessage(commonMessages.companyName), true, 'organization')}
          {text('vatNumber', intl.formatMessage(commonMessages.vatNumber))}
          {text('fiscalCode', intl.formatMessage(commonMessages.fiscalCode))}
          {text('email', intl.formatMessage(manageCommonMessages.eMail), false, 'email')}
          {text('phone', intl.formatMessage(commonMessages.phone), false, 'tel')}
          {text('street', intl.formatMessage(manageCommonMessages.street), true, 'street-address')}
          {text('postcode', intl.formatMessage(manageCommonMessages.postcode), true, 'postal-code')}
          {text('city', intl.formatMessage(manageCommonMessages.city), true, 'address-level2')}
          {text('province', intl.formatMessage(manageCommonMessages.province))}
          {text('country', intl.formatMessage(manageCommonMessages.country), true, 'country')}
        </SimpleGrid>
        <FormFailureAlert failure={failure} />
        <FormButtons submitting={submitting} onCancel={() => onClose(false)} />
        <UnsavedChangesGuard when={form.formState.isDirty && !submitting} />
      </Stack>
    </form>
  );
}
