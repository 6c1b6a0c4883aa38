// The supplier's company data as a form edits it, the same in the new-supplier dialog and in the
// record's details form: which contract field each one is, and its input (label, rules, kind).
import { Input } from '@chakra-ui/react';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormField } from '../../../app/manage/form/FormField';
import { fieldMessages as f } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

/** The form's company fields → the contract's (for fromContract). */
export const supplierCompanyContractNames = {
  name: 'ragioneSociale',
  vatNumber: 'partitaIva',
  email: 'email',
  phone: 'telefono',
  street: 'indirizzo',
  postcode: 'cap',
  city: 'citta',
  province: 'provincia',
  country: 'nazione',
} as const;

type CompanyField = keyof typeof supplierCompanyContractNames;

const inputs: ReadonlyArray<{
  name: CompanyField;
  label: MessageDescriptor;
  required?: boolean;
  type?: 'email' | 'tel';
  maxLength?: number;
}> = [
  { name: 'name', label: commonMessages.companyName, required: true },
  { name: 'vatNumber', label: commonMessages.vatNumber },
  { name: 'email', label: manageCommonMessages.eMail, type: 'email' },
  { name: 'phone', label: commonMessages.phone, type: 'tel' },
  { name: 'street', label: f.street },
  { name: 'postcode', label: manageCommonMessages.postcode },
  { name: 'city', label: manageCommonMessages.city, required: true },
  { name: 'province', label: manageCommonMessages.province, maxLength: 2 },
  { name: 'country', label: manageCommonMessages.country, maxLength: 2 },
];

/** The company fields' inputs, in a form whose values include them. */
export function SupplierCompanyFields<Values extends FieldValues & { [K in CompanyField]?: string }>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const intl = useIntl();
  return inputs.map(({ name, label, required, type, maxLength }) => (
    <FormField
      key={name}
      label={intl.formatMessage(label)}
      error={errors[name] as FieldError | undefined}
      required={required}
    >
      <Input {...register(name as Path<Values>)} type={type} autoComplete="off" maxLength={maxLength} />
    </FormField>
  ));
}
