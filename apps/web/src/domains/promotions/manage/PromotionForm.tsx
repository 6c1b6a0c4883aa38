// A promotion's form (a new one in the list's dialog, an existing one on its page): the offer, which
// decides the rule's fields and what it may apply to; titles and descriptions in both languages;
// products, categories and brands; clients and price lists; days, picture and order. Every rule is
// the contract's, checked as typed; the server's refusals land at their field too.
import { useState, type ReactNode } from 'react';
import { Checkbox, Fieldset, Flex, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { PromotionRecord_AllFragment } from '../../../gql/graphql';
import { FieldSelect } from '../../../app/manage/form/FieldSelect';
import { CheckboxField } from '../../../app/manage/form/CheckboxField';
import { FormField } from '../../../app/manage/form/FormField';
import { TextFields, type TextFieldSpec } from '../../../app/manage/form/TextFields';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { FormImageField } from '../../../app/manage/publishing/ImageUploadField';
import {
  PublishingForm,
  usePublishingSave,
  type PublishingFormProps,
} from '../../../app/manage/publishing/publishing-form';
import { contentMessages as cm } from '../../../app/manage/publishing/messages';
import { PromotionClientsField } from './PromotionClientsField';
import { BrandsField, CategoriesField } from './CodeListField';
import { fieldMessages as f, offerMessages, recordMessages as rm } from './messages';
import { priceListMessages } from '../../../app/manage/price-list-messages';
import {
  OFFER_FIELDS,
  OFFERS,
  PRICE_LIST_CHOICES,
  promotionFormSchema,
  promotionFormValues,
  promotionInput,
} from './promotion-form';
import { PromotionProducts } from './PromotionProducts';
import { useSavePromotion } from './usePromotionMutations';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset.Root borderTopWidth="1px" borderColor="border" pt="3">
      <Fieldset.Legend fontSize="md" fontWeight="semibold" color="fg">
        {title}
      </Fieldset.Legend>
      <Fieldset.Content mt="2" gap="3">
        {children}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

const codeInput: ReadonlyArray<TextFieldSpec<'code'>> = [
  { name: 'code', label: commonMessages.code, hint: f.codeHint, required: true, textTransform: 'uppercase' },
];

export function PromotionForm({
  promotion,
  onSaved,
  onBusy,
  page = false,
  ...props
}: PublishingFormProps & {
  /** null: a new promotion. */
  promotion: PromotionRecord_AllFragment | null;
}) {
  const intl = useIntl();
  const creating = promotion === null;
  const save = useSavePromotion();
  const saving = usePublishingSave({ onBusy, onSaved });
  const [schema] = useState(() => promotionFormSchema(creating));
  const decimal = intl.formatNumber(1.5).includes(',') ? ',' : '.';
  const managed = useManagementForm({
    schema,
    defaultValues: promotionFormValues(promotion, { decimal }),
    onSubmit: (values) =>
      saving.run(() => {
        const input = promotionInput(values);
        // On the page, the state is the Activate/Deactivate buttons' (the record's latest).
        if (promotion) input.active = promotion.active;
        return save(creating, promotion?.code ?? values.code, input);
      }),
  });
  const { form } = managed;
  const { errors } = form.formState;
  const offer = useWatch({ control: form.control, name: 'offer' }) ?? 'DISCOUNT';
  const shown = OFFER_FIELDS[offer];
  // Two fields side by side; on the page's two columns (from 1280 px) one above the other.
  const pair = (children: ReactNode) => (
    <SimpleGrid columns={{ base: 1, md: 2, xl: page ? 1 : 2 }} gap="3">
      {children}
    </SimpleGrid>
  );

  const rule = (
    <Section title={intl.formatMessage(manageCommonMessages.rule)}>
      {pair(
        <>
          {creating && <TextFields register={form.register} errors={errors} fields={codeInput} />}
          <FormField label={intl.formatMessage(manageCommonMessages.offer)} error={errors.offer} required>
            <FieldSelect {...form.register('offer')} width="full">
              {OFFERS.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(offerMessages[value])}
                </option>
              ))}
            </FieldSelect>
          </FormField>
        </>,
      )}
      {(shown.percent || shown.gift) &&
        pair(
          <>
            {shown.percent && (
              <FormField
                label={intl.formatMessage(manageCommonMessages.discount)}
                error={errors.discountPercent}
                hint={intl.formatMessage(f.discountHint)}
                required
              >
                <Input {...form.register('discountPercent')} inputMode="decimal" autoComplete="off" />
              </FormField>
            )}
            {shown.minOrder && (
              <FormField
                label={intl.formatMessage(f.minOrder)}
                error={errors.minOrder}
                hint={intl.formatMessage(f.minOrderHint)}
              >
                <Input {...form.register('minOrder')} inputMode="decimal" autoComplete="off" />
              </FormField>
            )}
            {shown.gift && (
              <>
                <FormField label={intl.formatMessage(f.giftQty)} error={errors.giftQty} required>
                  <Input {...form.register('giftQty')} inputMode="numeric" autoComplete="off" />
                </FormField>
                <FormField label={intl.formatMessage(f.giftEvery)} error={errors.giftEvery} required>
                  <Input {...form.register('giftEvery')} inputMode="numeric" autoComplete="off" />
                </FormField>
              </>
            )}
          </>,
        )}
    </Section>
  );

  const texts = (
    <Section title={intl.formatMessage(f.textsSection)}>
      {pair(
        <>
          <FormField
            label={intl.formatMessage(manageCommonMessages.titleItalian)}
            error={errors.titleIt}
            required
          >
            <Input {...form.register('titleIt')} autoComplete="off" lang="it" />
          </FormField>
          <FormField
            label={intl.formatMessage(manageCommonMessages.titleEnglish)}
            error={errors.titleEn}
            required
          >
            <Input {...form.register('titleEn')} autoComplete="off" lang="en" />
          </FormField>
          <FormField label={intl.formatMessage(f.descriptionIt)} error={errors.descriptionIt}>
            <Textarea {...form.register('descriptionIt')} rows={3} lang="it" />
          </FormField>
          <FormField label={intl.formatMessage(f.descriptionEn)} error={errors.descriptionEn}>
            <Textarea {...form.register('descriptionEn')} rows={3} lang="en" />
          </FormField>
        </>,
      )}
    </Section>
  );

  const targets = (
    <Section title={intl.formatMessage(f.targetsSection)}>
      {shown.products ? (
        <PromotionProducts form={form} netPrice={shown.netPrice} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(f.wholeOrderNote)}
        </Text>
      )}
      {shown.groups && (
        <>
          <CategoriesField form={form} />
          <BrandsField form={form} />
        </>
      )}
    </Section>
  );

  const audience = (
    <Section title={intl.formatMessage(f.audienceSection)}>
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(f.audienceHint)}
      </Text>
      <PromotionClientsField form={form} />
      <Controller
        control={form.control}
        name="priceLists"
        render={({ field }) => (
          <Stack as="fieldset" gap="1">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
              {intl.formatMessage(f.priceLists)}
            </Text>
            <Flex gap="4" wrap="wrap">
              {PRICE_LIST_CHOICES.map((list) => (
                <Checkbox.Root
                  key={list}
                  checked={field.value.includes(list)}
                  onCheckedChange={(details) =>
                    field.onChange(
                      details.checked === true
                        ? [...field.value, list]
                        : field.value.filter((value) => value !== list),
                    )
                  }
                  size="sm"
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{intl.formatMessage(priceListMessages[list])}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
          </Stack>
        )}
      />
    </Section>
  );

  const days = (
    <Section title={intl.formatMessage(f.daysSection)}>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FormField label={intl.formatMessage(cm.from)} error={errors.from} required>
          <Input {...form.register('from')} type="date" />
        </FormField>
        <FormField label={intl.formatMessage(cm.to)} error={errors.to} required>
          <Input {...form.register('to')} type="date" />
        </FormField>
        <FormField
          label={intl.formatMessage(cm.position)}
          error={errors.position as FieldError | undefined}
          hint={intl.formatMessage(cm.positionHint)}
        >
          <Input {...form.register('position')} type="number" inputMode="numeric" min={0} max={9999} />
        </FormField>
      </SimpleGrid>
      <FormImageField
        control={form.control}
        name="imageUrl"
        format="promotion"
        label={intl.formatMessage(manageCommonMessages.picture)}
        error={errors.imageUrl}
        hint={intl.formatMessage(f.imageHint)}
        aspect={2}
        thumbWidth="10rem"
        testId="promotion-picture"
      />
      {creating && (
        <CheckboxField control={form.control} name="active" label={intl.formatMessage(f.active)} />
      )}
    </Section>
  );

  return (
    <PublishingForm
      {...props}
      page={page}
      managed={managed}
      saved={saving.saved}
      savedText={intl.formatMessage(rm.saved)}
      gap="4"
    >
      {page ? (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap={{ base: 4, xl: 8 }} alignItems="start">
          <Stack gap="4">
            {rule}
            {targets}
            {days}
          </Stack>
          <Stack gap="4">
            {texts}
            {audience}
          </Stack>
        </SimpleGrid>
      ) : (
        <>
          {rule}
          {texts}
          {targets}
          {audience}
          {days}
        </>
      )}
    </PublishingForm>
  );
}
