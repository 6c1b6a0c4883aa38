// The client's company data and registered office; the sales office and management edit them.
import { SimpleGrid } from '@chakra-ui/react';
import { clientUpdatePayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ClientCompanySection_ClientFragment } from '../../../gql/graphql';
import { TextFields, type TextFieldSpec } from '../../../app/manage/form/TextFields';
import { COMPANY_CONTRACT_NAMES } from '../../../app/manage/form/company-fields';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { sectionMessages as s } from './record-messages';
import { EditableSection } from '../../../app/manage/page/EditableSection';
import { Facts } from '../../../app/manage/page/record-parts';
import { RecordForm } from '../../../app/manage/page/RecordForm';
import { UpdateClientCompanyMutation, useEditClientMutation } from './useEditClientMutation';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';
import { CompanyAddress_fields } from '../../users/index';

export const ClientCompanySection_client = graphql(`
  fragment ClientCompanySection_client on ClientRecord {
    code
    name
    vatNumber
    fiscalCode
    email
    phone
    registeredOffice {
      ...CompanyAddress_fields
    }
  }
`);

const companySchema = fromContract(clientUpdatePayloadSchema, {
  ...COMPANY_CONTRACT_NAMES,
  fiscalCode: 'codiceFiscale',
});

export function ClientCompanySection(props: { client: FragmentType<typeof ClientCompanySection_client> }) {
  const intl = useIntl();
  const client = getFragmentData(ClientCompanySection_client, props.client);
  const title = intl.formatMessage(s.company);
  const office = getFragmentData(CompanyAddress_fields, client.registeredOffice);
  return (
    <EditableSection
      id="company"
      title={title}
      permission="CLIENTS_EDIT_COMPANY"
      form={(close) => <CompanyForm client={client} onClose={close} />}
    >
      <Facts
        items={[
          { label: commonMessages.companyName, value: client.name },
          { label: commonMessages.vatNumber, value: client.vatNumber },
          { label: commonMessages.fiscalCode, value: client.fiscalCode },
          { label: manageCommonMessages.eMail, value: client.email },
          { label: commonMessages.phone, value: client.phone },
          {
            label: commonMessages.registeredOffice,
            value: `${office.street}, ${office.postcode} ${office.city}${office.province ? ` (${office.province})` : ''} ${office.country}`,
          },
        ]}
      />
    </EditableSection>
  );
}

type Company = ClientCompanySection_ClientFragment;

const companyInputs: ReadonlyArray<TextFieldSpec<keyof typeof companySchema.shape>> = [
  { name: 'name', label: commonMessages.companyName, required: true, autoComplete: 'organization' },
  { name: 'vatNumber', label: commonMessages.vatNumber },
  { name: 'fiscalCode', label: commonMessages.fiscalCode },
  { name: 'email', label: manageCommonMessages.eMail, autoComplete: 'email' },
  { name: 'phone', label: commonMessages.phone, autoComplete: 'tel' },
  { name: 'street', label: manageCommonMessages.street, required: true, autoComplete: 'street-address' },
  { name: 'postcode', label: manageCommonMessages.postcode, required: true, autoComplete: 'postal-code' },
  { name: 'city', label: manageCommonMessages.city, required: true, autoComplete: 'address-level2' },
  { name: 'province', label: manageCommonMessages.province },
  { name: 'country', label: manageCommonMessages.country, required: true, autoComplete: 'country' },
];

function CompanyForm({ client, onClose }: { client: Company; onClose: (saved: boolean) => void }) {
  const [save] = useEditClientMutation(UpdateClientCompanyMutation);
  const office = getFragmentData(CompanyAddress_fields, client.registeredOffice);
  const managed = useManagementForm({
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
  const { form } = managed;
  return (
    <RecordForm managed={managed} onCancel={() => onClose(false)}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextFields register={form.register} errors={form.formState.errors} fields={companyInputs} />
      </SimpleGrid>
    </RecordForm>
  );
}
