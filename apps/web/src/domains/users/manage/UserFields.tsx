// The fields a new user and a user's edit share: type, names, e-mail, language, the link the type
// needs (client or agent record) and the promotions flag. The link fields follow the chosen type.
import { Checkbox, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormField } from '../../../app/manage/form/FormField';
import { FieldSelect } from '../../../app/manage/form/FieldSelect';
import { fieldMessages as f, recordMessages as m, typeMessages } from './messages';
import { AgentOptions, ClientPicker } from './UserLinkFields';
import { isAgentType, isCustomerType, USER_TYPES } from './user-form';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

interface UserFieldNames {
  type: string;
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  clientCode: string;
  agentCode: string;
  canSeePromotions: unknown;
}

/** Either user form (their values share these fields; cast at the call). */
export type UserFieldsForm = UseFormReturn<UserFieldNames & FieldValues>;

export function UserFields({
  form,
  creating = false,
  ownType = false,
  originalType,
}: {
  form: UserFieldsForm;
  creating?: boolean;
  /** True when management edits itself: its own X type stays. */
  ownType?: boolean;
  /** The type before the edit (a new type ends the user's sessions: said under the field). */
  originalType?: string;
}) {
  const intl = useIntl();
  const { errors } = form.formState;
  const type = form.watch('type');
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField
          label={intl.formatMessage(commonMessages.type)}
          error={errors.type as never}
          hint={
            ownType
              ? intl.formatMessage(f.ownTypeHint)
              : originalType && type !== originalType
                ? intl.formatMessage(m.typeChangeNote)
                : undefined
          }
          required
        >
          <FieldSelect {...form.register('type')} disabled={ownType}>
            {USER_TYPES.map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage(typeMessages[t])}
              </option>
            ))}
          </FieldSelect>
        </FormField>
        <FormField
          label={intl.formatMessage(manageCommonMessages.eMail)}
          error={errors.email as never}
          required
        >
          <Input {...form.register('email')} type="email" autoComplete="off" />
        </FormField>
        <FormField
          label={intl.formatMessage(commonMessages.firstName)}
          error={errors.firstName as never}
          hint={creating ? intl.formatMessage(f.namesHint) : undefined}
        >
          <Input {...form.register('firstName')} autoComplete="off" />
        </FormField>
        <FormField label={intl.formatMessage(commonMessages.lastName)} error={errors.lastName as never}>
          <Input {...form.register('lastName')} autoComplete="off" />
        </FormField>
        <FormField label={intl.formatMessage(commonMessages.language)} error={errors.language as never}>
          <FieldSelect {...form.register('language')}>
            <option value="it">{intl.formatMessage(manageCommonMessages.italian)}</option>
            <option value="en">{intl.formatMessage(manageCommonMessages.english)}</option>
          </FieldSelect>
        </FormField>
        {isAgentType(type) && (
          <FormField label={intl.formatMessage(f.agent)} error={errors.agentCode as never} required>
            <FieldSelect {...form.register('agentCode')}>
              <AgentOptions />
            </FieldSelect>
          </FormField>
        )}
      </SimpleGrid>
      {isCustomerType(type) && (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
          <FormField
            label={intl.formatMessage(manageCommonMessages.clientCode)}
            error={errors.clientCode as never}
            hint={intl.formatMessage(f.clientHint)}
            required
          >
            <Input {...form.register('clientCode')} autoComplete="off" textTransform="uppercase" />
          </FormField>
          <ClientPicker
            onPick={(code) => form.setValue('clientCode', code, { shouldDirty: true, shouldValidate: true })}
          />
        </Stack>
      )}
      <Controller
        control={form.control}
        name="canSeePromotions"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value === true || field.value === 'S'}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
            name={field.name}
          >
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>
              <Text as="span">{intl.formatMessage(f.promotions)}</Text>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </Stack>
  );
}
