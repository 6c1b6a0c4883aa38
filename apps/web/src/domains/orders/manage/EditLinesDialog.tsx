// The edit-lines dialog of a received order (EDIT_LINES): each line's units and extra discount, lines
// removed, new lines by product code. The API prices the order again; its refusals (an unknown code,
// a product not sold) come back at their line's field, and nothing typed is lost.
import { Button, chakra, Fieldset, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFieldArray } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { OrderRecord_AllFragment } from '../../../gql/graphql';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { FormField } from '../../../app/manage/form/FormField';
import { RemoveLineButton } from '../../../app/manage/form/RemoveLineButton';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { fieldErrorText } from '../../../app/manage/form/zod-issues';
import { SectionFormEnd } from '../../../app/manage/page/SectionFormEnd';
import { editLinesMessages as m } from './action-messages';
import { editLinesDefaults, editLinesFormSchema, toEditedLines } from './edit-lines-form';
import { isConflict, useEditOrderLines, type OrderKey } from './useOrderMutations';

export function EditLinesDialog({
  order,
  orderKey,
  reload,
  onSaved,
  onClose,
}: {
  order: OrderRecord_AllFragment;
  orderKey: OrderKey;
  reload: () => Promise<void>;
  onSaved: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { editLines } = useEditOrderLines(orderKey);
  const { form, submit, submitting, failure } = useManagementForm({
    schema: editLinesFormSchema,
    defaultValues: editLinesDefaults(order.lines),
    onSubmit: async (values) => {
      try {
        await editLines(order.version, toEditedLines(values));
        onSaved();
        onClose();
      } catch (error) {
        if (isConflict(error)) await reload();
        throw error;
      }
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const { errors } = form.formState;
  const title = intl.formatMessage(m.title, { number: order.number });
  return (
    <FormDialog open title={title} busy={submitting} onClose={onClose} size="xl" testId="edit-lines-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.hint)}
          </Text>
          <Fieldset.Root>
            <Fieldset.Legend srOnly>{title}</Fieldset.Legend>
            <Stack gap="2" data-testid="edit-lines">
              {fields.map((field, index) => {
                const code = form.watch(`lines.${index}.code`) || '…';
                const isNew = field.description === '';
                return (
                  <SimpleGrid
                    key={field.id}
                    columns={{ base: 1, sm: 4 }}
                    gap="2"
                    alignItems="end"
                    borderBottomWidth="1px"
                    pb="2"
                    data-testid="edit-line"
                  >
                    {isNew ? (
                      <FormField label={intl.formatMessage(m.newCode)} error={errors.lines?.[index]?.code}>
                        <Input {...form.register(`lines.${index}.code`)} autoComplete="off" maxLength={30} />
                      </FormField>
                    ) : (
                      <Stack gap="0" alignSelf="center">
                        <chakra.span fontWeight="semibold">{field.code}</chakra.span>
                        <Text fontSize="sm">{field.description}</Text>
                        {errors.lines?.[index]?.code && (
                          <Text fontSize="sm" color="red.700" role="alert">
                            {fieldErrorText(intl, errors.lines[index]?.code)}
                          </Text>
                        )}
                      </Stack>
                    )}
                    <FormField
                      label={intl.formatMessage(m.quantity, { code })}
                      error={errors.lines?.[index]?.quantity}
                    >
                      <Input
                        {...form.register(`lines.${index}.quantity`)}
                        inputMode="numeric"
                        autoComplete="off"
                      />
                    </FormField>
                    <FormField
                      label={intl.formatMessage(m.discount, { code })}
                      error={errors.lines?.[index]?.extraDiscount}
                    >
                      <Input
                        {...form.register(`lines.${index}.extraDiscount`)}
                        inputMode="decimal"
                        autoComplete="off"
                      />
                    </FormField>
                    <RemoveLineButton
                      label={intl.formatMessage(m.remove, { code })}
                      onRemove={() => remove(index)}
                      disabled={fields.length === 1}
                      justifySelf="start"
                    />
                  </SimpleGrid>
                );
              })}
            </Stack>
          </Fieldset.Root>
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            onClick={() => append({ code: '', description: '', quantity: '1', extraDiscount: '' })}
          >
            {intl.formatMessage(m.add)}
          </Button>
          <SectionFormEnd
            failure={failure}
            submitting={submitting}
            onCancel={onClose}
            submitLabel={intl.formatMessage(m.submit)}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
