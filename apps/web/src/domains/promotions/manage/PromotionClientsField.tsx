// The clients a promotion is for: the chosen ones as chips (code and name, each removable) and a
// search of the client directory (code, name or city, 250 ms after typing) whose results are "add"
// buttons. Keyboard: ArrowDown from the field to the results, arrows between them, Enter in the field
// adds the only result (the reserved area's ClientPicker).
import { useId } from 'react';
import { Text } from '@chakra-ui/react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { ClientPicker, useClientChoices } from '../../../app/manage/client-picker';
import { ChosenCodesFieldset, listError } from './form-parts';
import { fieldMessages as f } from './messages';
import type { PromotionFormSchema, PromotionFormValues } from './promotion-form';
import { manageCommonMessages } from '../../../app/manage/common-messages';

const PAGE_SIZE = 8;

type Form = UseFormReturn<PromotionFormValues, unknown, z.output<PromotionFormSchema>>;

export function PromotionClientsField({ form }: { form: Form }) {
  const intl = useIntl();
  const inputId = useId();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'clients',
    keyName: 'key',
  });
  const { term, setTerm, search, result, error } = useClientChoices(PAGE_SIZE);
  const taken = new Set(fields.map((field) => field.code));
  const found = (result?.items ?? []).filter((client) => !taken.has(client.code));
  const problem = listError(form.formState.errors.clients);

  const add = (client: { code: string; name: string }) => {
    append({ code: client.code, name: client.name }, { shouldFocus: false });
    form.clearErrors('clients');
    setTerm('');
    document.getElementById(inputId)?.focus();
  };
  return (
    <ChosenCodesFieldset
      legend={intl.formatMessage(manageCommonMessages.clients)}
      testId="promotion-clients"
      chosen={fields}
      onRemove={remove}
      error={problem}
    >
      <ClientPicker
        compact
        inputId={inputId}
        label={intl.formatMessage(f.clientSearch)}
        term={term}
        onTermChange={setTerm}
        clients={found}
        onPick={add}
        pickLabel={intl.formatMessage(manageCommonMessages.add)}
        listTestId="client-choices"
        status={result ? intl.formatMessage(manageCommonMessages.clientsFound, { count: found.length }) : ''}
        notices={
          <>
            {error && search !== '' && (
              <Text role="alert" color="red.700" fontSize="sm">
                {intl.formatMessage(f.clientSearchFailed)}
              </Text>
            )}
            {result && found.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(manageCommonMessages.noClientFound)}
              </Text>
            )}
          </>
        }
      />
    </ChosenCodesFieldset>
  );
}
