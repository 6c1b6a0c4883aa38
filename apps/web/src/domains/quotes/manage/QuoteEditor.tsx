// The quote editor (QUOTES_EDIT, a quote still open to changes): one row per line with its product
// code, units, and the agent's extra discount % on the client's own net price or a net unit price (one
// or the other: the other field waits while one is typed), fast keyboard entry (Enter goes to the next
// field, then to the next line, adding one at the end), the validity day and the notes. Each line shows
// the client price (for a code typed since the last save, asked from the API once the typing pauses:
// useTypedCodePrices) and, while typing, the net price and total computed from it (rounded as the API
// rounds: quote-line-price.ts); Save sends every line and the API prices them again from today's client
// prices; its refusals come back at their line's field, and nothing typed is lost. A sent quote's
// change makes a new revision: said before saving.
// Send (a saved draft) may put the quote to approval instead: said clearly.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Button,
  chakra,
  Fieldset,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useFieldArray, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { FormFailureAlert, FormField, SubmitButton } from '../../../app/manage/form/FormField';
import { RemoveLineButton } from '../../../app/manage/form/RemoveLineButton';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { fieldErrorText } from '../../../app/manage/form/zod-issues';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { quoteActionMessages as a, quoteEditorMessages as m } from './messages';
import { QuoteEditorSettingsQuery, readManagedQuote } from './quote-documents';
import { discountText, previewLine, type LinePreview } from './quote-line-price';
import { emptyLine, quoteFormDefaults, quoteFormSchema, revisionOnSave, toQuoteLines } from './quote-form';
import { outcomeOfError, useQuoteMutations, type QuotePanelProps } from './useQuoteMutations';
import { useTypedCodePrices } from './useTypedCodePrices';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { shopToday } from '../../../lib/shop-calendar';

type Column = 'productCode' | 'quantity' | 'discount' | 'netPrice';

export function QuoteEditor({ quote, quoteKey, onOutcome }: QuotePanelProps) {
  const intl = useIntl();
  const today = shopToday();
  const { save, send, busy } = useQuoteMutations(quoteKey);
  const [confirmSend, setConfirmSend] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, submit, submitting, failure } = useManagementForm({
    schema: quoteFormSchema,
    defaultValues: quoteFormDefaults(quote, today),
    onSubmit: async (values) => {
      onOutcome(null);
      const answer = await save({
        lines: toQuoteLines(values),
        validUntil: values.validUntil,
        customerNotes: values.customerNotes,
        internalNotes: values.internalNotes,
      });
      if (answer) form.reset(quoteFormDefaults(readManagedQuote(answer), today));
      onOutcome({ status: 'success', text: intl.formatMessage(m.saved) });
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const { errors, isDirty } = form.formState;
  const lines = form.watch('lines');
  const settings = useQuery(QuoteEditorSettingsQuery, { variables: { language: quoteKey.language } });
  const decimals = settings.data?.config.settings.priceDecimals ?? 2;

  // The line Enter added at the end gets the focus once it is drawn.
  const focusNext = useRef<number | null>(null);
  const focusCell = (column: Column, index: number) => {
    const input = formRef.current?.querySelector<HTMLInputElement>(`[data-cell="${column}-${index}"]`);
    input?.focus();
    input?.select(); // typing replaces what is there (the default 1 unit)
  };
  useEffect(() => {
    if (focusNext.current === null) return;
    focusCell('productCode', focusNext.current);
    focusNext.current = null;
  }, [fields.length]);
  const nextLine = (index: number) => {
    if (index + 1 < fields.length) focusCell('productCode', index + 1);
    else {
      focusNext.current = index + 1;
      append(emptyLine(), { shouldFocus: false });
    }
  };
  const onKey = (column: Column, index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const line = lines[index];
    if (column === 'productCode') focusCell('quantity', index);
    else if (column === 'quantity') focusCell(line?.netPrice ? 'netPrice' : 'discount', index);
    else nextLine(index);
  };

  const current = quote.revisions.at(-1);
  const priced = new Map((current?.lines ?? []).map((line) => [line.productCode.toUpperCase(), line]));
  const requested = new Map(quote.requestedLines.map((line) => [line.productCode.toUpperCase(), line]));
  const typed = useTypedCodePrices(
    lines.map((row) => row?.productCode ?? ''),
    new Set(priced.keys()),
    quoteKey,
  );
  const money = (n: number) =>
    intl.formatNumber(n, { style: 'currency', currency: 'EUR', maximumFractionDigits: 4 });
  const decimalSign = intl.formatNumber(1.5).includes(',') ? ',' : '.';
  // Each line as it will be saved, from its client price (saved, or looked up for a code typed since)
  // and what is typed now.
  const previews: Array<LinePreview | null> = lines.map((row) => {
    const code = (row?.productCode ?? '').trim().toUpperCase();
    const clientPrice = (priced.get(code) ?? typed.prices.get(code))?.clientPrice;
    return clientPrice !== undefined && row ? previewLine(row, clientPrice, decimals) : null;
  });
  const liveTotal = previews.every((p) => p !== null)
    ? previews.reduce((sum, p) => sum + Math.round((p?.total ?? 0) * 10_000), 0) / 10_000
    : null;
  const nextRevision = revisionOnSave(quote);
  const makesRevision = quote.revision > 0 && nextRevision > quote.revision;
  const canSend = quote.status === 'DRAFT' && (current?.lines.length ?? 0) > 0;

  const doSend = async () => {
    onOutcome(null);
    try {
      const answer = await send();
      const status = answer ? readManagedQuote(answer).status : null;
      onOutcome(
        status === 'PENDING_APPROVAL'
          ? { status: 'warning', text: intl.formatMessage(a.sentPending) }
          : { status: 'success', text: intl.formatMessage(a.sent) },
      );
    } catch (error) {
      onOutcome(outcomeOfError(intl, error));
    } finally {
      setConfirmSend(false);
    }
  };

  const title = intl.formatMessage(m.section);
  const linesError = errors.lines && 'message' in errors.lines ? (errors.lines as FieldError) : undefined;
  return (
    <RecordSection id="quote-editor" title={title}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.hint)}
          </Text>
          <Stack gap="2" data-testid="quote-lines">
            {fields.map((field, index) => {
              const n = index + 1;
              const row = lines[index];
              const code = (row?.productCode ?? '').trim().toUpperCase();
              const saved = priced.get(code);
              const found = saved ? undefined : typed.prices.get(code);
              const asked = requested.get(code);
              const preview = previews[index];
              const lineErrors = errors.lines?.[index];
              return (
                <Fieldset.Root key={field.id} borderBottomWidth="1px" pb="2" data-testid="quote-line">
                  <Fieldset.Legend srOnly>{intl.formatMessage(m.line, { n })}</Fieldset.Legend>
                  <SimpleGrid
                    columns={{ base: 2, md: 5 }}
                    gap="2"
                    alignItems="end"
                    // A code is 8 characters; the discount's and net price's labels ("Sconto extra %
                    // riga 12") are the longest: they get the room, on one line at 768 px.
                    gridTemplateColumns={{ md: '1fr 1fr 1.3fr 1.3fr auto' }}
                  >
                    <chakra.div gridColumn={{ base: 'span 2', md: 'auto' }}>
                      <FormField label={intl.formatMessage(m.code, { n })} error={lineErrors?.productCode}>
                        <Input
                          {...form.register(`lines.${index}.productCode`)}
                          data-cell={`productCode-${index}`}
                          onKeyDown={onKey('productCode', index)}
                          autoComplete="off"
                          maxLength={30}
                        />
                      </FormField>
                    </chakra.div>
                    <FormField label={intl.formatMessage(m.quantity, { n })} error={lineErrors?.quantity}>
                      <Input
                        {...form.register(`lines.${index}.quantity`)}
                        data-cell={`quantity-${index}`}
                        onKeyDown={onKey('quantity', index)}
                        inputMode="numeric"
                        autoComplete="off"
                      />
                    </FormField>
                    <FormField label={intl.formatMessage(m.discount, { n })} error={lineErrors?.discount}>
                      <Input
                        {...form.register(`lines.${index}.discount`)}
                        data-cell={`discount-${index}`}
                        onKeyDown={onKey('discount', index)}
                        inputMode="decimal"
                        autoComplete="off"
                        readOnly={Boolean(row?.netPrice)}
                      />
                    </FormField>
                    <FormField label={intl.formatMessage(m.netPrice, { n })} error={lineErrors?.netPrice}>
                      <Input
                        {...form.register(`lines.${index}.netPrice`)}
                        data-cell={`netPrice-${index}`}
                        onKeyDown={onKey('netPrice', index)}
                        inputMode="decimal"
                        autoComplete="off"
                        readOnly={Boolean(row?.discount)}
                      />
                    </FormField>
                    <RemoveLineButton
                      label={intl.formatMessage(m.remove, { n })}
                      onRemove={() => remove(index)}
                      disabled={fields.length === 1}
                      justifySelf="start"
                    />
                  </SimpleGrid>
                  {saved ? (
                    <Text fontSize="sm" color="fg.muted" data-testid="quote-line-priced" aria-live="polite">
                      {intl.formatMessage(m.priced, {
                        description: saved.description,
                        listPrice: money(saved.listPrice),
                        clientPrice: money(saved.clientPrice),
                        extraDiscount: `${discountText(preview?.extraDiscount ?? saved.extraDiscount, decimalSign)}%`,
                        netPrice: money(preview?.netPrice ?? saved.netPrice),
                        total: money(preview?.total ?? saved.total),
                      })}
                    </Text>
                  ) : found ? (
                    <Text fontSize="sm" color="fg.muted" data-testid="quote-line-priced" aria-live="polite">
                      {intl.formatMessage(m.priced, {
                        description: found.description,
                        listPrice: money(found.listPrice),
                        clientPrice: money(found.clientPrice),
                        extraDiscount: `${discountText(preview?.extraDiscount ?? 0, decimalSign)}%`,
                        netPrice: money(preview?.netPrice ?? found.clientPrice),
                        total: preview ? money(preview.total) : '–',
                      })}
                    </Text>
                  ) : (
                    code && (
                      <Text fontSize="sm" color="fg.muted" aria-live="polite">
                        {typed.isUnknown(code)
                          ? intl.formatMessage(m.unknownCode, { code })
                          : [asked?.description, intl.formatMessage(m.pricedOnSave)]
                              .filter(Boolean)
                              .join(' · ')}
                      </Text>
                    )
                  )}
                </Fieldset.Root>
              );
            })}
          </Stack>
          {linesError && (
            <Text role="alert" fontSize="sm" color="red.700">
              {fieldErrorText(intl, linesError)}
            </Text>
          )}
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            onClick={() => {
              focusNext.current = fields.length;
              append(emptyLine(), { shouldFocus: false });
            }}
          >
            {intl.formatMessage(m.add)}
          </Button>
          {current && (
            <Text fontWeight="semibold" data-testid="quote-saved-total">
              {intl.formatMessage(m.total, { total: money(current.total) })}
            </Text>
          )}
          {isDirty && liveTotal !== null && liveTotal !== current?.total && (
            <Text fontWeight="semibold" data-testid="quote-live-total" aria-live="polite">
              {intl.formatMessage(m.liveTotal, { total: money(liveTotal) })}
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label={intl.formatMessage(manageCommonMessages.validUntil)} error={errors.validUntil}>
              <Input type="date" min={today} {...form.register('validUntil')} />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField
              label={intl.formatMessage(manageCommonMessages.notesForTheClient)}
              error={errors.customerNotes}
            >
              <Textarea rows={3} maxLength={2000} {...form.register('customerNotes')} />
            </FormField>
            <FormField label={intl.formatMessage(m.internalNotes)} error={errors.internalNotes}>
              <Textarea rows={3} maxLength={2000} {...form.register('internalNotes')} />
            </FormField>
          </SimpleGrid>
          {makesRevision && (
            <Alert.Root status="info" data-testid="quote-new-revision">
              <Alert.Indicator />
              <Alert.Description>
                {intl.formatMessage(m.newRevision, { revision: nextRevision })}
              </Alert.Description>
            </Alert.Root>
          )}
          <FormFailureAlert failure={failure} />
          <HStack gap="2" wrap="wrap">
            <SubmitButton submitting={submitting}>{intl.formatMessage(m.save)}</SubmitButton>
            {canSend && (
              <Button
                variant="outline"
                colorPalette="primary"
                disabled={isDirty || busy || submitting}
                onClick={() => setConfirmSend(true)}
                aria-describedby={isDirty ? 'quote-unsaved' : undefined}
              >
                {intl.formatMessage(a.send)}
              </Button>
            )}
          </HStack>
          {canSend && isDirty && (
            <Text id="quote-unsaved" fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.unsaved)}
            </Text>
          )}
        </Stack>
      </form>
      <ConfirmDialog
        open={confirmSend}
        destructive={false}
        title={intl.formatMessage(a.sendTitle, { number: quote.number })}
        confirmLabel={intl.formatMessage(a.send)}
        cancelLabel={intl.formatMessage(a.keep)}
        busy={busy}
        onConfirm={() => void doSend()}
        onCancel={() => setConfirmSend(false)}
      >
        {intl.formatMessage(a.sendText, { revision: quote.revision })}
      </ConfirmDialog>
    </RecordSection>
  );
}
