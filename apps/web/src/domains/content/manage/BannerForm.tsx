// A banner's form (a new one in the list's dialog, an existing one on its page): where it shows, its
// texts in both languages (a home banner's titles too), its picture, link, days, order and switch,
// each checked by the contract's rules as typed, and the preview beside it.
import { Grid, Input, SimpleGrid } from '@chakra-ui/react';
import { useWatch, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { BannerRecord_AllFragment } from '../../../gql/graphql';
import { FieldSelect } from '../../../app/manage/form/FieldSelect';
import { CheckboxField } from '../../../app/manage/form/CheckboxField';
import { FormField } from '../../../app/manage/form/FormField';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { FormImageField } from '../../../app/manage/publishing/ImageUploadField';
import {
  PublishingForm,
  usePublishingSave,
  type PublishingFormProps,
} from '../../../app/manage/publishing/publishing-form';
import { contentMessages as cm } from '../../../app/manage/publishing/messages';
import {
  bannerFormSchema,
  bannerFormValues,
  bannerInput,
  imageFormatOf,
  type BannerFormValues,
  isHomePlacement,
  PLACEMENTS,
} from './banner-form';
import { BannerPreview } from './BannerPreview';
import { fieldMessages as f, placementMessages } from './messages';
import { useSaveBanner } from './useBannerMutations';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function BannerForm({
  banner,
  onSaved,
  onBusy,
  page = false,
  ...props
}: PublishingFormProps & {
  /** null: a new banner. */
  banner: BannerRecord_AllFragment | null;
}) {
  const intl = useIntl();
  const save = useSaveBanner();
  const saving = usePublishingSave({ onBusy, onSaved });
  const managed = useManagementForm({
    schema: bannerFormSchema,
    defaultValues: bannerFormValues(banner),
    onSubmit: (values) => saving.run(() => save(banner?.id ?? null, bannerInput(values))),
  });
  const { form } = managed;
  // Fields whose contract rule reads any input (a day, the order) have loosely typed errors.
  const errors = form.formState.errors as Partial<Record<keyof BannerFormValues, FieldError>>;
  const placement = useWatch({ control: form.control, name: 'placement' }) ?? 'TOP_LEFT';
  const home = isHomePlacement(placement);
  const text = (name: 'textIt' | 'textEn', message: typeof f.textIt) => (
    <FormField
      label={intl.formatMessage(message)}
      error={errors[name]}
      required={!home}
      hint={intl.formatMessage(home ? f.homeTextHint : f.topTextHint)}
    >
      <Input {...form.register(name)} autoComplete="off" lang={name === 'textIt' ? 'it' : 'en'} />
    </FormField>
  );
  return (
    <Grid
      // A home banner's preview beside the form on wide screens; the header's line needs the width.
      templateColumns={
        page && home ? { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' } : 'minmax(0, 1fr)'
      }
      gap="6"
      alignItems="start"
    >
      <PublishingForm
        {...props}
        page={page}
        managed={managed}
        saved={saving.saved}
        savedText={intl.formatMessage(manageCommonMessages.changesSavedTheShopAlready)}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={intl.formatMessage(f.placement)} error={errors.placement} required>
            <FieldSelect {...form.register('placement')} width="full">
              {PLACEMENTS.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(placementMessages[value])}
                </option>
              ))}
            </FieldSelect>
          </FormField>
          <FormField
            label={intl.formatMessage(cm.position)}
            error={errors.position}
            hint={intl.formatMessage(cm.positionHint)}
          >
            <Input {...form.register('position')} type="number" inputMode="numeric" min={0} max={999} />
          </FormField>
        </SimpleGrid>
        {home && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label={intl.formatMessage(f.titleIt)} error={errors.titleIt} required>
              <Input {...form.register('titleIt')} autoComplete="off" lang="it" />
            </FormField>
            <FormField label={intl.formatMessage(f.titleEn)} error={errors.titleEn} required>
              <Input {...form.register('titleEn')} autoComplete="off" lang="en" />
            </FormField>
          </SimpleGrid>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('textIt', f.textIt)}
          {text('textEn', f.textEn)}
        </SimpleGrid>
        <FormImageField
          control={form.control}
          name="imageUrl"
          format={imageFormatOf(placement)}
          label={intl.formatMessage(home ? f.picture : f.icon)}
          error={errors.imageUrl}
          hint={intl.formatMessage(home ? f.pictureHint : f.iconHint)}
          aspect={home ? 3 : 1}
          fit={home ? 'cover' : 'contain'}
          thumbWidth={home ? '12rem' : '4rem'}
          testId="banner-picture"
        />
        <FormField
          label={intl.formatMessage(f.link)}
          error={errors.link}
          hint={intl.formatMessage(f.linkHint)}
        >
          <Input {...form.register('link')} autoComplete="off" inputMode="url" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField
            label={intl.formatMessage(cm.from)}
            error={errors.from}
            hint={intl.formatMessage(cm.openDaysHint)}
          >
            <Input {...form.register('from')} type="date" />
          </FormField>
          <FormField
            label={intl.formatMessage(cm.to)}
            error={errors.to}
            hint={intl.formatMessage(cm.openDaysHint)}
          >
            <Input {...form.register('to')} type="date" />
          </FormField>
        </SimpleGrid>
        <CheckboxField control={form.control} name="active" label={intl.formatMessage(f.active)} />
      </PublishingForm>
      <BannerPreview control={form.control} />
    </Grid>
  );
}
