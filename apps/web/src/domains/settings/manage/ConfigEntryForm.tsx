// The form of one configuration entry (a new one or an existing one) in a dialog: both languages
// side by side, only the fields the tipo uses, each with the tipo's rule (CONFIG_ENTRY_RULES), and a
// preview of the storefront with the entry as typed.
import { useMemo, useState } from 'react';
import { Button, Checkbox, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  CONFIG_ENTRY_RULES,
  configEntryFieldsSchema,
  MAX_FOOTER_COLUMNS,
  SOCIAL_NETWORKS,
  type ConfigEntryFields,
  type EntryRule,
  type EntryTipo,
} from '@shop/contract';
import { Controller, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { FormField, FormFailureAlert, SubmitButton } from '../../../app/manage/form/FormField';
import { FieldSelect } from '../../../app/manage/form/FieldSelect';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { ConfigPreview } from './ConfigPreview';
import { entryMessages as m, tipoMessages } from './messages';
import type { ConfigEntry } from './useConfigEntryMutations';
import { useConfigEntryMutations } from './useConfigEntryMutations';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { invertedNames, renamedTextValues } from '../../../app/manage/form/text-values';

/** The entry's text fields: the form's (contract) name → the entry's (the gateway's input). */
const TEXT_FIELDS = {
  titoloIt: 'titleIt',
  titoloEn: 'titleEn',
  descrizioneIt: 'textIt',
  descrizioneEn: 'textEn',
  link: 'link',
  icon: 'icon',
  social: 'social',
} as const;

/** The gateway's field paths → the form's (contract) field names. */
const SERVER_FIELDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(TEXT_FIELDS).map(([name, input]) => [`input.${input}`, name])),
  'input.column': 'colonna',
  'input.isSectionTitle': 'flagTitolo',
};

type FormValues = {
  titoloIt: string;
  titoloEn: string;
  descrizioneIt: string;
  descrizioneEn: string;
  link: string;
  icon: string;
  social: string;
  colonna: string;
  flagTitolo: 'S' | 'N';
};

export function ConfigEntryDialog({
  tipo,
  entry,
  entries,
  column,
  onClose,
}: {
  tipo: EntryTipo;
  /** null: a new entry. */
  entry: ConfigEntry | null;
  /** The tipo's saved entries (for the preview). */
  entries: readonly ConfigEntry[];
  /** The column a new Footer/BottomMenu entry goes to. */
  column: number;
  onClose: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const title = entry
    ? intl.formatMessage(m.editTitle, { name: entry.titleIt || entry.key })
    : intl.formatMessage(m.addTitle, { tipo: intl.formatMessage(tipoMessages[tipo]) });
  return (
    <FormDialog open title={title} busy={busy} onClose={() => onClose(false)} testId="config-entry-dialog">
      <EntryForm
        tipo={tipo}
        entry={entry}
        entries={entries}
        column={column}
        label={title}
        onBusy={setBusy}
        onClose={onClose}
      />
    </FormDialog>
  );
}

function EntryForm({
  tipo,
  entry,
  entries,
  column,
  label,
  onBusy,
  onClose,
}: {
  tipo: EntryTipo;
  entry: ConfigEntry | null;
  entries: readonly ConfigEntry[];
  column: number;
  label: string;
  onBusy: (busy: boolean) => void;
  onClose: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const rules: EntryRule = CONFIG_ENTRY_RULES[tipo];
  const schema = useMemo(() => configEntryFieldsSchema(tipo), [tipo]);
  const { save } = useConfigEntryMutations(tipo);
  const [preview, setPreview] = useState<ConfigEntry[] | null>(null);
  const defaultValues: FormValues & Record<string, unknown> = {
    ...renamedTextValues(entry, TEXT_FIELDS),
    colonna: String(entry?.column || column || 1),
    flagTitolo: entry?.isSectionTitle ? 'S' : 'N',
  };
  const { form, submit, submitting, failure } = useManagementForm({
    schema,
    defaultValues,
    serverFields: SERVER_FIELDS,
    onSubmit: async (values) => {
      const v = values as ConfigEntryFields;
      onBusy(true);
      try {
        await save(entry?.key ?? null, {
          ...renamedTextValues(v, invertedNames(TEXT_FIELDS)),
          ...(rules.columns ? { column: Number(v.colonna), isSectionTitle: v.flagTitolo === 'S' } : {}),
        });
      } finally {
        onBusy(false);
      }
      onClose(true);
    },
  });
  const errors = form.formState.errors as Record<string, FieldError | undefined>;
  const reg = (name: keyof FormValues) => form.register(name as never);
  const multiline = rules.multiline || rules.textMax > 300;
  const showPreview = () => {
    const v = form.getValues() as unknown as FormValues;
    const draft: ConfigEntry = {
      __typename: 'ManagedConfigEntry',
      kind: tipo,
      key: entry?.key ?? 'new-entry',
      row: entry?.row ?? entries.length + 1,
      column: rules.columns ? Number(v.colonna) || 1 : 0,
      titleIt: v.titoloIt,
      titleEn: v.titoloEn,
      textIt: v.descrizioneIt,
      textEn: v.descrizioneEn,
      link: v.link,
      icon: v.icon,
      social: v.social,
      isSectionTitle: v.flagTitolo === 'S',
    };
    if (!draft.row || !entry) {
      draft.row = entries.filter((e) => e.column === draft.column).length + 1;
    }
    setPreview(entry ? entries.map((e) => (e.key === entry.key ? draft : e)) : [...entries, draft]);
  };
  return (
    <Stack gap="5">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
        <Stack gap="3">
          {rules.title !== 'none' && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField
                label={intl.formatMessage(manageCommonMessages.titleItalian)}
                error={errors.titoloIt}
                required={rules.title === 'required'}
              >
                <Input {...reg('titoloIt')} maxLength={rules.titleMax} autoComplete="off" lang="it" />
              </FormField>
              <FormField
                label={intl.formatMessage(manageCommonMessages.titleEnglish)}
                error={errors.titoloEn}
                required={rules.title === 'required'}
              >
                <Input {...reg('titoloEn')} maxLength={rules.titleMax} autoComplete="off" lang="en" />
              </FormField>
            </SimpleGrid>
          )}
          {rules.text !== 'none' && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {(['It', 'En'] as const).map((language) => {
                const name = `descrizione${language}` as const;
                return (
                  <FormField
                    key={name}
                    label={intl.formatMessage(
                      language === 'It' ? manageCommonMessages.textItalian : manageCommonMessages.textEnglish,
                    )}
                    error={errors[name]}
                    required={rules.text === 'required'}
                  >
                    {multiline ? (
                      <Textarea
                        {...reg(name)}
                        rows={5}
                        maxLength={rules.textMax}
                        lang={language.toLowerCase()}
                      />
                    ) : (
                      <Input
                        {...reg(name)}
                        maxLength={rules.textMax}
                        autoComplete="off"
                        lang={language.toLowerCase()}
                      />
                    )}
                  </FormField>
                );
              })}
            </SimpleGrid>
          )}
          {rules.link !== 'none' && (
            <FormField
              label={intl.formatMessage(manageCommonMessages.link)}
              error={errors.link}
              required={rules.link === 'required'}
              hint={intl.formatMessage(m.linkHint)}
            >
              <Input {...reg('link')} autoComplete="off" inputMode="url" />
            </FormField>
          )}
          {(rules.icon || rules.social) && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {rules.icon && (
                <FormField
                  label={intl.formatMessage(manageCommonMessages.icon)}
                  error={errors.icon}
                  hint={intl.formatMessage(m.iconHint)}
                >
                  <Input {...reg('icon')} autoComplete="off" maxLength={40} />
                </FormField>
              )}
              {rules.social && (
                <FormField label={intl.formatMessage(m.social)} error={errors.social}>
                  <FieldSelect {...reg('social')} width="full">
                    <option value="">{intl.formatMessage(m.noSocial)}</option>
                    {SOCIAL_NETWORKS.map((network) => (
                      <option key={network} value={network}>
                        {network}
                      </option>
                    ))}
                  </FieldSelect>
                </FormField>
              )}
            </SimpleGrid>
          )}
          {rules.columns && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="end">
              <FormField label={intl.formatMessage(m.columnField)} error={errors.colonna} required>
                <FieldSelect {...reg('colonna')} width="full">
                  {Array.from({ length: MAX_FOOTER_COLUMNS }, (_, i) => String(i + 1)).map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </FieldSelect>
              </FormField>
              <Controller
                control={form.control}
                name={'flagTitolo' as never}
                render={({ field }) => (
                  <Checkbox.Root
                    checked={field.value === 'S'}
                    onCheckedChange={(details) => field.onChange(details.checked === true ? 'S' : 'N')}
                    name={field.name}
                    pb="2"
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{intl.formatMessage(m.isSectionTitle)}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            </SimpleGrid>
          )}
          <FormFailureAlert failure={failure} />
          <HStack gap="2" pt="1" wrap="wrap">
            <SubmitButton submitting={submitting}>{intl.formatMessage(commonMessages.save)}</SubmitButton>
            <Button variant="outline" onClick={showPreview} disabled={submitting}>
              {intl.formatMessage(m.previewDraft)}
            </Button>
            <Button variant="ghost" onClick={() => onClose(false)} disabled={submitting}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
          </HStack>
        </Stack>
      </form>
      {preview && <ConfigPreview tipo={tipo} entries={preview} headingAs="h3" />}
    </Stack>
  );
}
