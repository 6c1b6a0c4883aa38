// /tools/settings: the shop's Set_* settings in one form, grouped as the contract groups them
// (catalogue, prices, orders, language). Each field follows its tipo's rule; the API's field errors
// land at their field and nothing typed is lost; the storefront shows a saved change at once.
import { useState, type ReactNode } from 'react';
import { Card, Checkbox, Heading, Input, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MAX_PAGE_SIZE_SETTING, MAX_ROUND_SETTING, PRICE_LISTS } from '@shop/contract';
import { Controller, type FieldError } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql } from '../../../gql';
import type { SettingsPage_SettingsFragment } from '../../../gql/graphql';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { FormField, FormFailureAlert, SubmitButton } from '../../../app/manage/form/FormField';
import { FieldSelect } from '../../../app/manage/form/FieldSelect';
import { UnsavedChangesGuard } from '../../../app/manage/form/UnsavedChangesGuard';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { SavedNote } from '../../../app/manage/page/record-parts';
import { settingsMessages as m } from './messages';
import {
  SETTINGS_SERVER_FIELDS,
  settingsFormSchema,
  settingsFormValues,
  settingsInput,
  type SettingsFormValues,
} from './settings-form';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { LoadFailedAlert } from '../../../app/manage/page/RecordStates';
import { forgetRootFields } from '../../../app/manage/page/record-changes';

export const SettingsPage_settings = graphql(`
  fragment SettingsPage_settings on ShopSettings {
    englishEnabled
    priceDecimals
    internalPriceDecimals
    pageSize
    internalPageSize
    quantityMode
    businessQuantityMode
    smallScreenBanner
    showSecondCode
    visitorPrices
    visitorCart
    defaultOrderType
    priceLists {
      p1
      p1B2B
      p2
      p3
    }
  }
`);
const ManagedSettingsQueryDocument = graphql(`
  query ManagedSettings {
    managedSettings {
      ...SettingsPage_settings
    }
  }
`);

const UpdateShopSettingsMutation = graphql(`
  mutation UpdateShopSettings($input: ShopSettingsInput!) {
    updateShopSettings(input: $input) {
      ...SettingsPage_settings
    }
  }
`);

export function SettingsPage() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(ManagedSettingsQueryDocument, { fetchPolicy: 'network-only' });
  let body: ReactNode;
  if (data) body = <SettingsForm settings={getFragmentData(SettingsPage_settings, data.managedSettings)} />;
  else if (error) body = <LoadFailedAlert text={intl.formatMessage(m.loadFailed)} onRetry={refetch} />;
  else
    body = (
      <Stack gap="3" aria-hidden="true">
        <Skeleton height="40" />
        <Skeleton height="40" />
      </Stack>
    );
  return (
    <ManagementPage title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.intro)}>
      {body}
      <AuditLogPanel entity="CONFIG" recordKey="settings" />
    </ManagementPage>
  );
}

type FieldName = keyof SettingsFormValues;
type Field =
  | { name: FieldName; label: MessageDescriptor; kind: 'number'; min: number; max: number }
  | { name: FieldName; label: MessageDescriptor; kind: 'flag' }
  | { name: FieldName; label: MessageDescriptor; kind: 'choice'; options: ReadonlyArray<[string, string]> }
  | { name: FieldName; label: MessageDescriptor; kind: 'code'; hint: MessageDescriptor };

function SettingsForm({ settings }: { settings: SettingsPage_SettingsFragment }) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const [update] = useMutation(UpdateShopSettingsMutation);
  const { form, submit, submitting, failure } = useManagementForm({
    schema: settingsFormSchema,
    defaultValues: settingsFormValues(settings),
    serverFields: SETTINGS_SERVER_FIELDS,
    onSubmit: async (values) => {
      setSaved(false);
      const { data } = await update({
        variables: { input: settingsInput(values) },
        update: (cache) => {
          // The storefront's own config (page size, rounding…) and the audit log are read again.
          forgetRootFields(cache, ['config', 'auditLog']);
        },
      });
      // The form shows the settings as saved (an order type left empty keeps the one stored).
      if (data)
        form.reset(settingsFormValues(getFragmentData(SettingsPage_settings, data.updateShopSettings)));
      setSaved(true);
    },
  });
  const lists: ReadonlyArray<[string, string]> = [
    ['', intl.formatMessage(m.notSet)],
    ...PRICE_LISTS.map((code): [string, string] => [code, code]),
  ];
  const modes: ReadonlyArray<[string, string]> = [
    ['CF', intl.formatMessage(m.modeCF)],
    ['PZ', intl.formatMessage(m.modePZ)],
  ];
  const page = { kind: 'number', min: 1, max: MAX_PAGE_SIZE_SETTING } as const;
  const round = { kind: 'number', min: 0, max: MAX_ROUND_SETTING } as const;
  const groups: ReadonlyArray<{ id: string; title: MessageDescriptor; fields: Field[] }> = [
    {
      id: 'catalogue',
      title: commonMessages.catalogue,
      fields: [
        { name: 'pageSize', label: m.pageSize, ...page },
        { name: 'internalPageSize', label: m.internalPageSize, ...page },
        { name: 'smallScreenBanner', label: m.smallScreenBanner, kind: 'flag' },
        { name: 'showSecondCode', label: m.showSecondCode, kind: 'flag' },
      ],
    },
    {
      id: 'prices',
      title: m.groupPrices,
      fields: [
        { name: 'priceDecimals', label: m.priceDecimals, ...round },
        { name: 'internalPriceDecimals', label: m.internalPriceDecimals, ...round },
        { name: 'p1', label: m.p1, kind: 'choice', options: lists },
        { name: 'p1B2B', label: m.p1B2B, kind: 'choice', options: lists },
        { name: 'p2', label: m.p2, kind: 'choice', options: lists },
        { name: 'p3', label: m.p3, kind: 'choice', options: lists },
        { name: 'visitorPrices', label: m.visitorPrices, kind: 'flag' },
      ],
    },
    {
      id: 'orders',
      title: commonMessages.orders,
      fields: [
        { name: 'businessQuantityMode', label: m.businessQuantityMode, kind: 'choice', options: modes },
        { name: 'quantityMode', label: m.quantityMode, kind: 'choice', options: modes },
        { name: 'defaultOrderType', label: m.defaultOrderType, kind: 'code', hint: m.defaultOrderTypeHint },
        { name: 'visitorCart', label: m.visitorCart, kind: 'flag' },
      ],
    },
    {
      id: 'language',
      title: m.groupLanguage,
      fields: [{ name: 'englishEnabled', label: m.englishEnabled, kind: 'flag' }],
    },
  ];
  const errors = form.formState.errors;
  const renderField = (field: Field) => {
    const label = intl.formatMessage(field.label);
    const error = errors[field.name] as FieldError | undefined;
    if (field.kind === 'flag')
      return (
        <Controller
          key={field.name}
          control={form.control}
          name={field.name}
          render={({ field: control }) => (
            <Checkbox.Root
              checked={control.value === true}
              onCheckedChange={(details) => control.onChange(details.checked === true)}
              name={control.name}
            >
              <Checkbox.HiddenInput onBlur={control.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      );
    if (field.kind === 'choice')
      return (
        <FormField key={field.name} label={label} error={error}>
          <FieldSelect {...form.register(field.name)} width="full">
            {field.options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </FieldSelect>
        </FormField>
      );
    if (field.kind === 'number')
      return (
        <FormField
          key={field.name}
          label={label}
          error={error}
          required
          hint={intl.formatMessage(m.pageSizeHint, { min: field.min, max: field.max })}
        >
          <Input {...form.register(field.name)} inputMode="numeric" autoComplete="off" maxLength={4} />
        </FormField>
      );
    return (
      <FormField key={field.name} label={label} error={error} hint={intl.formatMessage(field.hint)}>
        <Input {...form.register(field.name)} autoComplete="off" maxLength={8} textTransform="uppercase" />
      </FormField>
    );
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={intl.formatMessage(manageCommonMessages.settings)}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {groups.map((group) => (
            <Card.Root
              key={group.id}
              as="fieldset"
              variant="outline"
              size="sm"
              aria-labelledby={`settings-${group.id}`}
              data-testid={`settings-${group.id}`}
            >
              <Card.Header>
                <Heading as="h2" size="md" id={`settings-${group.id}`}>
                  {intl.formatMessage(group.title)}
                </Heading>
              </Card.Header>
              <Card.Body>
                <Stack gap="3">{group.fields.map(renderField)}</Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <FormFailureAlert failure={failure} />
        <Stack direction="row" gap="3" align="center" wrap="wrap">
          <SubmitButton submitting={submitting}>{intl.formatMessage(m.save)}</SubmitButton>
          <SavedNote show={saved && !form.formState.isDirty} />
        </Stack>
        <UnsavedChangesGuard when={form.formState.isDirty && !submitting} />
      </Stack>
    </form>
  );
}
