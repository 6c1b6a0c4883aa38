// The new-supplier dialog (management): the code and company data, checked field by field with the
// contract's rules; a saved supplier opens its record.
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { suppliersCreatePayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../i18n/useLocale';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { FormFailureAlert, FormField } from '../../../app/manage/form/FormField';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { FormButtons } from '../../../app/manage/page/record-parts';
import { fieldMessages as f, recordMessages as m } from './messages';
import { supplierPath } from './paths';
import { SupplierCompanyFields, supplierCompanyContractNames } from './SupplierCompanyFields';
import { CreateSupplierMutation, forgetSupplierLists } from './useEditSupplierMutation';
import { commonMessages } from '../../../i18n/common-messages';

const createSchema = fromContract(suppliersCreatePayloadSchema, {
  code: 'codice',
  ...supplierCompanyContractNames,
});

export function CreateSupplierDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [create] = useMutation(CreateSupplierMutation);
  const { form, submit, submitting, failure } = useManagementForm({
    schema: createSchema,
    defaultValues: {
      code: '',
      name: '',
      vatNumber: '',
      email: '',
      phone: '',
      street: '',
      postcode: '',
      city: '',
      province: '',
      country: 'IT',
    },
    onSubmit: async (input) => {
      const result = await create({ variables: { input }, update: forgetSupplierLists });
      const code = result.data?.createSupplier ? input.code : null;
      if (code) {
        onClose();
        void navigate(supplierPath(code, locale));
      }
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog open={open} title={intl.formatMessage(m.createTitle)} busy={submitting} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={intl.formatMessage(m.createTitle)}
      >
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField
              label={intl.formatMessage(commonMessages.code)}
              error={errors.code}
              hint={intl.formatMessage(f.codeHint)}
              required
            >
              <Input {...form.register('code')} autoComplete="off" textTransform="uppercase" />
            </FormField>
            <SupplierCompanyFields register={form.register} errors={errors} />
          </SimpleGrid>
          <FormFailureAlert failure={failure} />
          <FormButtons
            submitting={submitting}
            onCancel={onClose}
            submitLabel={intl.formatMessage(m.create)}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
