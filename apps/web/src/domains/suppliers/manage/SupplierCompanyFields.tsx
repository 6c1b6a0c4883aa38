// The supplier's company data as a form edits it, the same in the new-supplier dialog and in the
// record's details form: each one's input (label, rules, kind); COMPANY_CONTRACT_NAMES maps them to
// the contract's fields.
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { COMPANY_CONTRACT_NAMES } from '../../../app/manage/form/company-fields';
import { TextFields, type TextFieldSpec } from '../../../app/manage/form/TextFields';
import { fieldMessages as f } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

type CompanyField = keyof typeof COMPANY_CONTRACT_NAMES;

const inputs: ReadonlyArray<TextFieldSpec<CompanyField>> = [
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
  return (
    <TextFields
      register={register}
      errors={errors}
      fields={inputs as ReadonlyArray<TextFieldSpec<Path<Values>>>}
    />
  );
}
