// The new-supplier dialog (management): the code and company data, checked field by field with the
// contract's rules; a saved supplier opens its record.
import { SimpleGrid } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { suppliersCreatePayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../i18n/useLocale';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { TextFields, type TextFieldSpec } from '../../../app/manage/form/TextFields';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { RecordForm } from '../../../app/manage/page/RecordForm';
import { fieldMessages as f, recordMessages as m } from './messages';
import { supplierPath } from './paths';
import { COMPANY_CONTRACT_NAMES } from '../../../app/manage/form/company-fields';
import { SupplierCompanyFields } from './SupplierCompanyFields';
import { CreateSupplierMutation, forgetSupplierLists } from './useEditSupplierMutation';
import { commonMessages } from '../../../i18n/common-messages';

const createSchema = fromContract(suppliersCreatePayloadSchema, {
  code: 'codice',
  ...COMPANY_CONTRACT_NAMES,
});

const codeInput: ReadonlyArray<TextFieldSpec<'code'>> = [
  { name: 'code', label: commonMessages.code, hint: f.codeHint, required: true, textTransform: 'uppercase' },
];

export function CreateSupplierDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [create] = useMutation(CreateSupplierMutation);
  const managed = useManagementForm({
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
  const { form, submitting } = managed;
  const { errors } = form.formState;
  const title = intl.formatMessage(m.createTitle);
  return (
    <FormDialog open={open} title={title} busy={submitting} onClose={onClose}>
      <RecordForm
        managed={managed}
        label={title}
        onCancel={onClose}
        submitLabel={intl.formatMessage(m.create)}
        guard={false}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextFields register={form.register} errors={errors} fields={codeInput} />
          <SupplierCompanyFields register={form.register} errors={errors} />
        </SimpleGrid>
      </RecordForm>
    </FormDialog>
  );
}
