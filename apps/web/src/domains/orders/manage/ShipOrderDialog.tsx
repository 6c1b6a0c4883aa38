// The ship dialog: the units to ship per open line (all of them prefilled), the delivery note's
// transport data, and after shipping the new delivery note with its PDF. The server's refusals show
// at their field (a refused line at its own line); nothing typed is lost on an error.
import { useState } from 'react';
import { Button, chakra, Fieldset, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { documentPdfPath } from '@shop/contract';
import { useIntl } from 'react-intl';
import type { OrderRecord_AllFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { FormField } from '../../../app/manage/form/FormField';
import { FieldSelect } from '../../../app/manage/form/FieldSelect';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { SectionFormEnd } from '../../../app/manage/page/SectionFormEnd';
import { shipMessages as m } from './action-messages';
import {
  CARRIAGES,
  serverFieldsOf,
  shipFormDefaults,
  sentLinesMap,
  shipFormSchema,
  toShipmentInput,
  TRANSPORT_BY,
} from './ship-form';
import { isConflict, useShipOrder, type OrderKey } from './useOrderMutations';

export function ShipOrderDialog({
  order,
  orderKey,
  reload,
  onShipped,
  onClose,
}: {
  order: OrderRecord_AllFragment;
  orderKey: OrderKey;
  reload: () => Promise<void>;
  onShipped: (deliveryNote: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { ship } = useShipOrder(orderKey);
  const [made, setMade] = useState<{ number: string } | null>(null);
  // The server's paths of the lines sent last → the form's lines (known at each submit).
  const [sentLines] = useState(sentLinesMap);
  const openLines = order.lines.filter((line) => line.openQuantity > 0);
  const { form, submit, submitting, failure } = useManagementForm({
    schema: shipFormSchema,
    defaultValues: shipFormDefaults(order.lines),
    serverFields: sentLines.fields,
    onSubmit: async (values) => {
      sentLines.remember(serverFieldsOf(values));
      try {
        const note = await ship(order.version, toShipmentInput(values));
        if (note) {
          setMade({ number: note.number });
          onShipped(note.number);
        }
      } catch (error) {
        if (isConflict(error)) await reload();
        throw error;
      }
    },
  });
  const { errors } = form.formState;
  const carriedBy = form.watch('carriedBy');
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  const title = intl.formatMessage(m.title, { number: order.number });
  return (
    <FormDialog open title={title} busy={submitting} onClose={onClose} size="xl" testId="ship-dialog">
      {made ? (
        <Stack gap="4" align="flex-start" role="status">
          <Text fontWeight="semibold">{intl.formatMessage(m.shipped, { number: made.number })}</Text>
          <chakra.a
            href={documentPdfPath('ddt', made.number, locale)}
            download
            color="primary.fg"
            textDecoration="underline"
          >
            {intl.formatMessage(m.downloadPdf, { number: made.number })}
          </chakra.a>
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <Stack gap="5">
            <Fieldset.Root invalid={Boolean(linesError)}>
              <Fieldset.Legend fontWeight="semibold">{intl.formatMessage(m.lines)}</Fieldset.Legend>
              <Fieldset.HelperText>{intl.formatMessage(m.linesHint)}</Fieldset.HelperText>
              <Stack gap="2" mt="2" data-testid="ship-lines">
                {openLines.map((line, index) => (
                  <SimpleGrid
                    key={line.code}
                    columns={{ base: 1, sm: 2 }}
                    gap="2"
                    alignItems="end"
                    borderBottomWidth="1px"
                    pb="2"
                  >
                    <Text fontSize="sm">
                      <chakra.span fontWeight="semibold">{line.code}</chakra.span> {line.description}
                    </Text>
                    <FormField
                      label={intl.formatMessage(m.lineLabel, { code: line.code, open: line.openQuantity })}
                      error={errors.lines?.[index]?.quantity}
                    >
                      <Input
                        {...form.register(`lines.${index}.quantity`)}
                        inputMode="numeric"
                        autoComplete="off"
                        maxW="10rem"
                      />
                    </FormField>
                  </SimpleGrid>
                ))}
              </Stack>
              {linesError && (
                <Fieldset.ErrorText color="red.700">
                  {errors.lines?.type === 'server' ? linesError : intl.formatMessage(m.nothingToShip)}
                </Fieldset.ErrorText>
              )}
            </Fieldset.Root>
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">{intl.formatMessage(m.transport)}</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
                <FormField label={intl.formatMessage(m.packages)} error={errors.packages}>
                  <Input {...form.register('packages')} inputMode="numeric" autoComplete="off" />
                </FormField>
                <FormField label={intl.formatMessage(m.weightKg)} error={errors.weightKg}>
                  <Input {...form.register('weightKg')} inputMode="decimal" autoComplete="off" />
                </FormField>
                <FormField
                  label={intl.formatMessage(m.appearance)}
                  error={errors.appearance}
                  hint={intl.formatMessage(m.appearanceHint)}
                >
                  <Input {...form.register('appearance')} maxLength={60} />
                </FormField>
                <FormField label={intl.formatMessage(m.carriage)} error={errors.carriage}>
                  <FieldSelect {...form.register('carriage')} width="full">
                    {CARRIAGES.map((value) => (
                      <option key={value} value={value}>
                        {intl.formatMessage(m[value])}
                      </option>
                    ))}
                  </FieldSelect>
                </FormField>
                <FormField label={intl.formatMessage(m.carriedBy)} error={errors.carriedBy}>
                  <FieldSelect {...form.register('carriedBy')} width="full">
                    {TRANSPORT_BY.map((value) => (
                      <option key={value} value={value}>
                        {intl.formatMessage(m[value])}
                      </option>
                    ))}
                  </FieldSelect>
                </FormField>
                <FormField
                  label={intl.formatMessage(m.carrier)}
                  error={errors.carrier}
                  required={carriedBy === 'CARRIER'}
                >
                  <Input {...form.register('carrier')} maxLength={200} />
                </FormField>
                <FormField label={intl.formatMessage(m.restExpectedDate)} error={errors.restExpectedDate}>
                  <Input {...form.register('restExpectedDate')} type="date" />
                </FormField>
                <FormField label={intl.formatMessage(m.notes)} error={errors.notes}>
                  <Textarea {...form.register('notes')} rows={2} maxLength={500} />
                </FormField>
              </SimpleGrid>
            </Fieldset.Root>
            <SectionFormEnd
              failure={failure}
              submitting={submitting}
              onCancel={onClose}
              submitLabel={intl.formatMessage(m.submit)}
            />
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}
