// The supplier's company data; management edits it (a field left as it was stays).
import { Link, SimpleGrid } from '@chakra-ui/react';
import { suppliersUpdatePayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { SupplierDetailsSection_SupplierFragment } from '../../../gql/graphql';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { EditableSection } from '../../../app/manage/page/EditableSection';
import { Facts } from '../../../app/manage/page/record-parts';
import { RecordForm } from '../../../app/manage/page/RecordForm';
import { fieldMessages as f, recordMessages as m } from './messages';
import { COMPANY_CONTRACT_NAMES } from '../../../app/manage/form/company-fields';
import { SupplierCompanyFields } from './SupplierCompanyFields';
import { UpdateSupplierMutation, useEditSupplierMutation } from './useEditSupplierMutation';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

export const SupplierDetailsSection_supplier = graphql(`
  fragment SupplierDetailsSection_supplier on SupplierRecord {
    code
    name
    vatNumber
    email
    phone
    street
    postcode
    city
    province
    country
  }
`);

type Supplier = SupplierDetailsSection_SupplierFragment;

// Every field of the update call is optional there; the form sends them all, so the name and the
// city must not be blank here either (their contract rule requires a character).
const detailsSchema = fromContract(suppliersUpdatePayloadSchema.required(), COMPANY_CONTRACT_NAMES);

export function SupplierDetailsSection(props: {
  supplier: FragmentType<typeof SupplierDetailsSection_supplier>;
}) {
  const intl = useIntl();
  const supplier = getFragmentData(SupplierDetailsSection_supplier, props.supplier);
  const place = [
    supplier.postcode,
    supplier.city,
    supplier.province && `(${supplier.province})`,
    supplier.country,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <EditableSection
      id="details"
      title={intl.formatMessage(m.details)}
      permission="SUPPLIERS_EDIT"
      editLabel={intl.formatMessage(m.editDetails)}
      form={(close) => <DetailsForm supplier={supplier} onClose={close} />}
    >
      <Facts
        items={[
          { label: commonMessages.companyName, value: supplier.name },
          { label: commonMessages.vatNumber, value: supplier.vatNumber },
          {
            label: manageCommonMessages.eMail,
            value: supplier.email && <Link href={`mailto:${supplier.email}`}>{supplier.email}</Link>,
          },
          {
            label: commonMessages.phone,
            value: supplier.phone && (
              <Link href={`tel:${supplier.phone.replace(/\s/g, '')}`}>{supplier.phone}</Link>
            ),
          },
          { label: f.street, value: supplier.street },
          { label: manageCommonMessages.city, value: place },
        ]}
      />
    </EditableSection>
  );
}

function DetailsForm({ supplier, onClose }: { supplier: Supplier; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const [update] = useEditSupplierMutation(UpdateSupplierMutation);
  const managed = useManagementForm({
    schema: detailsSchema,
    defaultValues: {
      name: supplier.name,
      vatNumber: supplier.vatNumber,
      email: supplier.email,
      phone: supplier.phone,
      street: supplier.street,
      postcode: supplier.postcode,
      city: supplier.city,
      province: supplier.province,
      country: supplier.country,
    },
    onSubmit: async (input) => {
      await update({ code: supplier.code, input });
      onClose(true);
    },
  });
  const { form } = managed;
  return (
    <RecordForm managed={managed} label={intl.formatMessage(m.editDetails)} onCancel={() => onClose(false)}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SupplierCompanyFields register={form.register} errors={form.formState.errors} />
      </SimpleGrid>
    </RecordForm>
  );
}
