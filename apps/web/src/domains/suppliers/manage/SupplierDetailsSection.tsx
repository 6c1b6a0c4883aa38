// The supplier's company data; management edits it (a field left as it was stays).
import { Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { suppliersUpdatePayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { SupplierDetailsSection_SupplierFragment } from '../../../gql/graphql';
import { FormFailureAlert } from '../../../app/manage/form/FormField';
import { UnsavedChangesGuard } from '../../../app/manage/form/UnsavedChangesGuard';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { useCan } from '../../../app/manage/permissions/useCan';
import {
  EditButton,
  Facts,
  FormButtons,
  RecordSection,
  SavedNote,
  useEditing,
} from '../../../app/manage/page/record-parts';
import { fieldMessages as f, recordMessages as m } from './messages';
import { SupplierCompanyFields, supplierCompanyContractNames } from './SupplierCompanyFields';
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
const detailsSchema = fromContract(suppliersUpdatePayloadSchema.required(), supplierCompanyContractNames);

export function SupplierDetailsSection(props: {
  supplier: FragmentType<typeof SupplierDetailsSection_supplier>;
}) {
  const intl = useIntl();
  const supplier = getFragmentData(SupplierDetailsSection_supplier, props.supplier);
  const editing = useEditing();
  const canEdit = useCan('SUPPLIERS_EDIT');
  const place = [
    supplier.postcode,
    supplier.city,
    supplier.province && `(${supplier.province})`,
    supplier.country,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <RecordSection
      id="details"
      title={intl.formatMessage(m.details)}
      actions={canEdit && <EditButton editing={editing} label={intl.formatMessage(m.editDetails)} />}
    >
      {editing.open ? (
        <DetailsForm supplier={supplier} onClose={editing.close} />
      ) : (
        <Stack gap="2">
          <Facts
            items={[
              { label: intl.formatMessage(commonMessages.companyName), value: supplier.name },
              { label: intl.formatMessage(commonMessages.vatNumber), value: supplier.vatNumber },
              {
                label: intl.formatMessage(manageCommonMessages.eMail),
                value: supplier.email && <Link href={`mailto:${supplier.email}`}>{supplier.email}</Link>,
              },
              {
                label: intl.formatMessage(commonMessages.phone),
                value: supplier.phone && (
                  <Link href={`tel:${supplier.phone.replace(/\s/g, '')}`}>{supplier.phone}</Link>
                ),
              },
              { label: intl.formatMessage(f.street), value: supplier.street },
              { label: intl.formatMessage(manageCommonMessages.city), value: place },
            ]}
          />
          <SavedNote show={editing.saved} />
        </Stack>
      )}
    </RecordSection>
  );
}

function DetailsForm({ supplier, onClose }: { supplier: Supplier; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const [update] = useEditSupplierMutation(UpdateSupplierMutation);
  const { form, submit, submitting, failure } = useManagementForm({
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
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(m.editDetails)}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SupplierCompanyFields register={form.register} errors={form.formState.errors} />
        </SimpleGrid>
        <FormFailureAlert failure={failure} />
        <FormButtons submitting={submitting} onCancel={() => onClose(false)} />
        <UnsavedChangesGuard when={form.formState.isDirty && !submitting} />
      </Stack>
    </form>
  );
}
