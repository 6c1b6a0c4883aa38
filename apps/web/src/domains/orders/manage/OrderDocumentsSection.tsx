// The order's delivery notes and invoices, each with its PDF (the gateway's download route); users
// who may invoice get an "Invoice" button on each delivery note not yet invoiced, and one for all of
// them when there are several. An invoice is a fiscal document: it is issued only after a question
// that names the delivery notes, and what was issued is said here, where the button was.
import { useState } from 'react';
import { Button, chakra, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { documentPdfPath } from '@shop/contract';
import { useIntl } from 'react-intl';
import type { OrderDocumentKind } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { OutcomeNote } from '../../../app/manage/page/OutcomeNote';
import { RecordTable } from '../../../app/manage/page/RecordTable';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { useCan } from '../../../app/manage/permissions/useCan';
import { outcomeOfError, type OrderChangeProps, type Outcome } from './outcome';
import { documentMessages as m } from './record-messages';
import { isConflict, useInvoiceDeliveryNotes } from './useOrderMutations';

export const pdfKind = (kind: OrderDocumentKind) => (kind === 'DDT' ? 'ddt' : 'invoice');

export function DocumentPdfLink({ kind, number }: { kind: OrderDocumentKind; number: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Link
      href={documentPdfPath(pdfKind(kind), number, locale)}
      download
      color="primary.fg"
      textDecoration="underline"
    >
      {intl.formatMessage(m.pdf)}
      <VisuallyHidden>
        {' '}
        {intl.formatMessage(m.pdfOf, { kind: intl.formatMessage(m[kind]), number })}
      </VisuallyHidden>
    </Link>
  );
}

export function OrderDocumentsSection({ order, orderKey, onOutcome, reload }: OrderChangeProps) {
  const intl = useIntl();
  const canInvoice = useCan('INVOICES_CREATE');
  const { invoice, busy } = useInvoiceDeliveryNotes(orderKey);
  const title = intl.formatMessage(m.title);
  const uninvoiced = order.documents.filter((d) => d.kind === 'DDT' && !d.invoiceNumber).map((d) => d.number);
  // The delivery notes the question is about; null while no question is open.
  const [asked, setAsked] = useState<string[] | null>(null);
  const [said, setSaid] = useState<Outcome | null>(null);
  const tell = (outcome: Outcome) => {
    setSaid(outcome);
    onOutcome(outcome);
  };
  const run = async (notes: string[]) => {
    if (busy) return;
    try {
      const made = await invoice(notes);
      if (made) tell({ status: 'success', text: intl.formatMessage(m.invoiced, { number: made.number }) });
    } catch (error) {
      if (isConflict(error)) await reload();
      tell(outcomeOfError(intl, error));
    } finally {
      setAsked(null);
    }
  };
  return (
    <RecordSection
      id="order-documents"
      title={title}
      actions={
        canInvoice && uninvoiced.length > 1 ? (
          <Button size="sm" colorPalette="primary" loading={busy} onClick={() => setAsked(uninvoiced)}>
            {intl.formatMessage(m.invoiceAll, { count: uninvoiced.length })}
          </Button>
        ) : undefined
      }
    >
      <OutcomeNote outcome={said} testId="order-documents-outcome" size="sm" />
      <ConfirmDialog
        open={asked !== null}
        title={intl.formatMessage(m.confirmInvoiceTitle)}
        confirmLabel={intl.formatMessage(m.confirmInvoiceAction)}
        destructive={false}
        busy={busy}
        onConfirm={() => asked && void run(asked)}
        onCancel={() => setAsked(null)}
      >
        {intl.formatMessage(m.confirmInvoiceText, {
          count: asked?.length ?? 0,
          numbers: intl.formatList(asked ?? []),
        })}
      </ConfirmDialog>
      {order.documents.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.none)}
        </Text>
      ) : (
        // position: the PDF links' hidden names are placed absolutely; they stay inside this box.
        <RecordTable title={title} relative columns={[m.kind, m.number, m.date, m.invoiceNumber, m.actions]}>
          {order.documents.map((document) => (
            <Table.Row key={`${document.kind}-${document.number}`} data-testid="order-document">
              <Table.Cell>{intl.formatMessage(m[document.kind])}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {document.number}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {intl.formatDate(new Date(`${document.date}T12:00:00`), { dateStyle: 'short' })}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {document.kind === 'DDT'
                  ? (document.invoiceNumber ?? (
                      <chakra.span color="orange.700">{intl.formatMessage(m.notInvoiced)}</chakra.span>
                    ))
                  : ''}
              </Table.Cell>
              <Table.Cell>
                <Stack direction="row" gap="3" align="center">
                  <DocumentPdfLink kind={document.kind} number={document.number} />
                  {canInvoice && document.kind === 'DDT' && !document.invoiceNumber && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={intl.formatMessage(m.invoiceOneNamed, { number: document.number })}
                      loading={busy}
                      onClick={() => setAsked([document.number])}
                    >
                      {intl.formatMessage(m.invoiceOne)}
                    </Button>
                  )}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </RecordTable>
      )}
    </RecordSection>
  );
}
