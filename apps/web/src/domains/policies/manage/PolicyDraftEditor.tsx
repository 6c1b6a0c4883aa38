// The draft of a policy document: its items (code, text and one to five options, in Italian and
// English side by side) with save, discard (after a question) and publish (after a question that
// says every customer will be asked to accept again). A draft not saved yet starts from the version
// in force.
import { useState } from 'react';
import {
  Button,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { POLICY_OPTION_COUNT } from '@shop/contract';
import { useFieldArray, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { PolicyKind } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { FormField, FormFailureAlert, SubmitButton } from '../../../app/manage/form/FormField';
import { formFailureOf } from '../../../app/manage/form/server-errors';
import { UnsavedChangesGuard } from '../../../app/manage/form/UnsavedChangesGuard';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { policyMessages as m } from './messages';
import {
  draftItems,
  formItem,
  POLICY_SERVER_FIELDS,
  policyFormSchema,
  type VersionItem,
} from './policy-form';
import { usePolicyMutations } from './usePolicies';

const OPTIONS = Array.from({ length: POLICY_OPTION_COUNT }, (_, i) => i + 1);

export type EditorNote =
  | { kind: 'saved' }
  | { kind: 'discarded' }
  | { kind: 'published'; number: number }
  | { kind: 'failed'; reason: string }
  | null;

export function PolicyDraftEditor({
  kind,
  draftNumber,
  items,
  onNote,
  onCancelNew,
}: {
  kind: PolicyKind;
  /** The saved draft's number; null for a draft not saved yet. */
  draftNumber: number | null;
  items: readonly VersionItem[];
  onNote: (note: EditorNote) => void;
  /** Closes a draft not saved yet. */
  onCancelNew: () => void;
}) {
  const intl = useIntl();
  const { save, discard, publish } = usePolicyMutations(kind);
  const [asking, setAsking] = useState<'discard' | 'publish' | null>(null);
  const [busy, setBusy] = useState(false);
  const { form, submit, submitting, failure } = useManagementForm({
    schema: policyFormSchema,
    defaultValues: { voci: (items.length > 0 ? items : [null]).map(formItem) as never },
    serverFields: POLICY_SERVER_FIELDS,
    onSubmit: async (values) => {
      onNote(null);
      await save(draftItems(values));
      onNote({ kind: 'saved' });
    },
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'voci' });
  const errors = (form.formState.errors.voci ?? []) as unknown as Array<
    Record<string, FieldError> | undefined
  >;
  const dirty = form.formState.isDirty;
  const act = async (what: 'discard' | 'publish') => {
    setBusy(true);
    try {
      if (what === 'discard') {
        await discard();
        onNote({ kind: 'discarded' });
      } else if (draftNumber !== null) {
        await publish(draftNumber);
        onNote({ kind: 'published', number: draftNumber });
      }
    } catch (error) {
      const result = formFailureOf(error);
      onNote({ kind: 'failed', reason: result.kind === 'unreachable' ? '' : result.message });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const heading =
    draftNumber === null
      ? intl.formatMessage(m.newDraftHeading)
      : intl.formatMessage(m.draft, { number: draftNumber });
  return (
    <RecordSection id="draft" title={heading} intro={intl.formatMessage(m.optionsHint)} testId="policy-draft">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={intl.formatMessage(m.editorLabel)}
      >
        <Stack gap="4">
          {fields.map((field, index) => {
            const n = index + 1;
            const e = errors[index] ?? {};
            return (
              <Stack
                key={field.id}
                as="fieldset"
                gap="3"
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                p="3"
                aria-labelledby={`item-${field.id}`}
                data-testid="policy-item"
              >
                <Flex gap="2" align="center" justify="space-between" wrap="wrap">
                  <Heading as="h3" size="sm" id={`item-${field.id}`}>
                    {intl.formatMessage(m.item, { n })}
                  </Heading>
                  <HStack gap="1">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={intl.formatMessage(m.moveUp, { n })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={intl.formatMessage(m.moveDown, { n })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </IconButton>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    >
                      {intl.formatMessage(m.removeItem, { n })}
                    </Button>
                  </HStack>
                </Flex>
                <Stack maxW={{ md: '16rem' }}>
                  <FormField
                    label={intl.formatMessage(m.code)}
                    error={e.codice}
                    hint={intl.formatMessage(m.codeHint)}
                    required
                  >
                    <Input
                      {...form.register(`voci.${index}.codice`)}
                      autoComplete="off"
                      maxLength={32}
                      textTransform="uppercase"
                    />
                  </FormField>
                </Stack>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <FormField label={intl.formatMessage(m.textIt)} error={e.descrizioneIt} required>
                    <Textarea {...form.register(`voci.${index}.descrizioneIt`)} rows={4} lang="it" />
                  </FormField>
                  <FormField label={intl.formatMessage(m.textEn)} error={e.descrizioneEn} required>
                    <Textarea {...form.register(`voci.${index}.descrizioneEn`)} rows={4} lang="en" />
                  </FormField>
                  {OPTIONS.flatMap((k) =>
                    (['It', 'En'] as const).map((language) => {
                      const name = `testo${k}${language}` as const;
                      return (
                        <FormField
                          key={name}
                          label={intl.formatMessage(language === 'It' ? m.optionIt : m.optionEn, { n: k })}
                          error={e[name]}
                          required={k === 1}
                        >
                          <Input
                            {...form.register(`voci.${index}.${name}` as `voci.${number}.testo1It`)}
                            autoComplete="off"
                            maxLength={500}
                            lang={language.toLowerCase()}
                          />
                        </FormField>
                      );
                    }),
                  )}
                </SimpleGrid>
              </Stack>
            );
          })}
          <div>
            <Button size="sm" variant="outline" onClick={() => append(formItem(null) as never)}>
              {intl.formatMessage(m.addItem)}
            </Button>
          </div>
          <FormFailureAlert failure={failure} />
          <Flex gap="2" wrap="wrap" align="center">
            <SubmitButton submitting={submitting}>{intl.formatMessage(m.saveDraft)}</SubmitButton>
            {draftNumber !== null ? (
              <>
                <Button
                  colorPalette="primary"
                  variant="outline"
                  disabled={dirty || submitting || busy}
                  onClick={() => setAsking('publish')}
                >
                  {intl.formatMessage(m.publish, { number: draftNumber })}
                </Button>
                <Button
                  variant="outline"
                  colorPalette="red"
                  disabled={submitting || busy}
                  onClick={() => setAsking('discard')}
                >
                  {intl.formatMessage(m.discard)}
                </Button>
              </>
            ) : (
              <Button variant="ghost" onClick={onCancelNew} disabled={submitting}>
                {intl.formatMessage(m.discard)}
              </Button>
            )}
          </Flex>
          {draftNumber !== null && dirty && (
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.saveFirst)}
            </Text>
          )}
          <UnsavedChangesGuard when={dirty && !submitting} />
        </Stack>
      </form>
      <ConfirmDialog
        open={asking === 'discard'}
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => void act('discard')}
      >
        {intl.formatMessage(m.discardText)}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'publish'}
        title={intl.formatMessage(m.publishTitle, { number: draftNumber ?? 0 })}
        confirmLabel={intl.formatMessage(m.publish, { number: draftNumber ?? 0 })}
        destructive={false}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => void act('publish')}
      >
        {intl.formatMessage(m.publishText)}
      </ConfirmDialog>
    </RecordSection>
  );
}
