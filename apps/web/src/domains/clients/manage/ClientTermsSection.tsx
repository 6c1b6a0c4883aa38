// Price list, discount chain, payment terms and credit limit; management (X) changes them. The
// discount chain is checked by the contract's own rule before it is sent, and again by the API.
import { SimpleGrid } from '@chakra-ui/react';
import { clientTermsPayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PriceList, ClientTermsSection_ClientFragment } from '../../../gql/graphql';
import { FormField } from '../../../app/manage/form/FormField';
import { TextFields, type TextFieldSpec } from '../../../app/manage/form/TextFields';
import { NativeSelect } from '../../../app/manage/form/NativeSelect';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { PRICE_LISTS } from './clients-grid';
import { priceListMessages } from '../../../app/manage/price-list-messages';
import { fieldMessages as f, recordMessages as m, sectionMessages as s } from './record-messages';
import { EditableSection } from '../../../app/manage/page/EditableSection';
import { Facts } from '../../../app/manage/page/record-parts';
import { RecordForm } from '../../../app/manage/page/RecordForm';
import { UpdateClientTermsMutation, useEditClientMutation } from './useEditClientMutation';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const ClientTermsSection_client = graphql(`
  fragment ClientTermsSection_client on ClientRecord {
    code
    priceList
    discounts
    paymentTerms
    creditLimit
  }
`);

const termsSchema = fromContract(clientTermsPayloadSchema, {
  priceList: 'listino',
  discounts: 'sconti',
  paymentTerms: 'pagamento',
  creditLimit: 'fido',
});

export function ClientTermsSection(props: { client: FragmentType<typeof ClientTermsSection_client> }) {
  const intl = useIntl();
  const client = getFragmentData(ClientTermsSection_client, props.client);
  const title = intl.formatMessage(s.terms);
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' });
  return (
    <EditableSection
      id="terms"
      title={title}
      permission="CLIENTS_EDIT_TERMS"
      form={(close) => <TermsForm client={client} onClose={close} />}
    >
      <Facts
        items={[
          {
            label: manageCommonMessages.priceList,
            value: intl.formatMessage(priceListMessages[client.priceList]),
          },
          { label: commonMessages.discounts, value: client.discounts },
          { label: manageCommonMessages.paymentTerms, value: client.paymentTerms },
          {
            label: f.creditLimit,
            value: client.creditLimit === null ? intl.formatMessage(m.noLimit) : money(client.creditLimit),
          },
        ]}
      />
    </EditableSection>
  );
}

type Terms = ClientTermsSection_ClientFragment;

const termsInputs: ReadonlyArray<TextFieldSpec<Exclude<keyof typeof termsSchema.shape, 'priceList'>>> = [
  { name: 'discounts', label: commonMessages.discounts, hint: f.discountsHint, inputMode: 'decimal' },
  { name: 'paymentTerms', label: manageCommonMessages.paymentTerms },
  { name: 'creditLimit', label: f.creditLimit, hint: f.creditLimitHint, inputMode: 'decimal' },
];

function TermsForm({ client, onClose }: { client: Terms; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const [save] = useEditClientMutation(UpdateClientTermsMutation);
  const managed = useManagementForm({
    schema: termsSchema,
    defaultValues: {
      priceList: client.priceList.toLowerCase() as 'p1',
      discounts: client.discounts,
      paymentTerms: client.paymentTerms,
      // As a person of the user's language writes it: 25000,5 in Italian, 25000.5 in English.
      creditLimit:
        client.creditLimit === null ? '' : intl.formatNumber(client.creditLimit, { useGrouping: false }),
    },
    onSubmit: async (values) => {
      await save({
        code: client.code,
        input: {
          priceList: values.priceList ? (values.priceList.toUpperCase() as PriceList) : null,
          discounts: values.discounts ?? null,
          paymentTerms: values.paymentTerms ?? null,
          ...(values.creditLimit === null
            ? { removeCreditLimit: true }
            : { creditLimit: values.creditLimit ?? null }),
        },
      });
      onClose(true);
    },
  });
  const { form } = managed;
  const { errors } = form.formState;
  return (
    <RecordForm managed={managed} onCancel={() => onClose(false)}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField
          label={intl.formatMessage(manageCommonMessages.priceList)}
          error={errors.priceList}
          required
        >
          <NativeSelect {...form.register('priceList')}>
            {PRICE_LISTS.map((list) => (
              <option key={list} value={list.toLowerCase()}>
                {intl.formatMessage(priceListMessages[list])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <TextFields register={form.register} errors={errors} fields={termsInputs} />
      </SimpleGrid>
    </RecordForm>
  );
}
