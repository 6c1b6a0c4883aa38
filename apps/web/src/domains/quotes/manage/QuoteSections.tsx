// The parts of a quote's record: the summary (status, client, revision, validity, total, order made),
// the lines the customer asked for, the revisions (each one's lines and total, collapsible), the
// status history and the thread with the customer (read and write).
import { useId, useState } from 'react';
import { Box, Button, chakra, Field, List, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ManagedQuote } from './quote-documents';
import { useLocale } from '../../../i18n/useLocale';
import { orderPath } from '../../../lib/order-record-paths';
import { formFailureOf } from '../../../app/manage/form/server-errors';
import { RecordTable } from '../../../app/manage/page/RecordTable';
import { Facts, RecordSection } from '../../../app/manage/page/record-parts';
import { quoteOriginMessages, quoteRecordMessages as m } from './messages';
import { staffQuoteStatusMessages as quoteStatusMessages } from '../common/status-messages';
import { QuoteStatusBadge } from '../common/QuoteStatusBadge';
import { outcomeOfError, useQuoteMutations, type QuotePanelProps } from './useQuoteMutations';

type Quote = ManagedQuote;
type Revision = Quote['revisions'][number];

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

function useFormats() {
  const intl = useIntl();
  return {
    money: (n: number) =>
      intl.formatNumber(n, { style: 'currency', currency: 'EUR', maximumFractionDigits: 4 }),
    day: (iso: string | null | undefined) =>
      iso ? intl.formatDate(day(iso), { dateStyle: 'medium', timeZone: 'UTC' }) : '',
    moment: (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

export function QuoteSummarySection({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const locale = useLocale();
  const f = useFormats();
  return (
    <RecordSection id="quote-summary" title={intl.formatMessage(m.summary)}>
      <Facts
        items={[
          { label: intl.formatMessage(m.status), value: <QuoteStatusBadge status={quote.status} /> },
          { label: intl.formatMessage(m.client), value: `${quote.client.code} ${quote.client.name}` },
          {
            label: intl.formatMessage(m.origin),
            value: intl.formatMessage(quoteOriginMessages[quote.origin]),
          },
          { label: intl.formatMessage(m.revision), value: String(quote.revision) },
          { label: intl.formatMessage(m.validUntil), value: f.day(quote.validUntil) },
          {
            label: intl.formatMessage(m.total),
            value: quote.total === null || quote.total === undefined ? '' : f.money(quote.total),
          },
          { label: intl.formatMessage(m.created), value: f.moment(quote.createdAt) },
          ...(quote.orderNumber
            ? [
                {
                  label: intl.formatMessage(m.order),
                  value: (
                    <chakra.a asChild color="primary.fg" textDecoration="underline">
                      <RouterLink to={orderPath(quote.orderNumber, locale)} data-testid="quote-order">
                        {quote.orderNumber}
                      </RouterLink>
                    </chakra.a>
                  ),
                },
              ]
            : []),
          ...(quote.declineReason
            ? [{ label: intl.formatMessage(m.declineReason), value: quote.declineReason }]
            : []),
        ]}
      />
    </RecordSection>
  );
}

export function RequestedLinesSection({ quote }: { quote: Quote }) {
  const intl = useIntl();
  if (quote.requestedLines.length === 0) return null;
  const title = intl.formatMessage(m.requestedLines);
  return (
    <RecordSection id="quote-requested" title={title}>
      <RecordTable
        title={title}
        caption="none"
        columns={[m.code, m.description, { label: m.quantity, end: true }]}
      >
        {quote.requestedLines.map((line) => (
          <Table.Row key={line.productCode}>
            <Table.Cell>{line.productCode}</Table.Cell>
            <Table.Cell>{line.description}</Table.Cell>
            <Table.Cell textAlign="end">{intl.formatNumber(line.quantity)}</Table.Cell>
          </Table.Row>
        ))}
      </RecordTable>
    </RecordSection>
  );
}

function RevisionLines({ revision, label }: { revision: Revision; label: string }) {
  const intl = useIntl();
  const f = useFormats();
  if (revision.lines.length === 0) return <Text fontSize="sm">{intl.formatMessage(m.noLines)}</Text>;
  return (
    <RecordTable
      title={label}
      caption="none"
      columns={[
        m.code,
        m.description,
        { label: m.quantity, end: true },
        { label: m.listPrice, end: true },
        { label: m.clientPrice, end: true },
        { label: m.extraDiscount, end: true },
        { label: m.netPrice, end: true },
        { label: m.lineTotal, end: true },
      ]}
    >
      {revision.lines.map((line) => (
        <Table.Row key={line.line}>
          <Table.Cell>{line.productCode}</Table.Cell>
          <Table.Cell>{line.description}</Table.Cell>
          <Table.Cell textAlign="end">{`${intl.formatNumber(line.quantity)} ${line.unit}`}</Table.Cell>
          <Table.Cell textAlign="end">{f.money(line.listPrice)}</Table.Cell>
          <Table.Cell textAlign="end">{f.money(line.clientPrice)}</Table.Cell>
          <Table.Cell textAlign="end">
            {/* Derived from a net price it has 4 decimals: 2 read better ("4,17%", not "4,1667%"). */}
            {intl.formatNumber(line.extraDiscount / 100, { style: 'percent', maximumFractionDigits: 2 })}
          </Table.Cell>
          <Table.Cell textAlign="end">{f.money(line.netPrice)}</Table.Cell>
          <Table.Cell textAlign="end">{f.money(line.total)}</Table.Cell>
        </Table.Row>
      ))}
    </RecordTable>
  );
}

export function RevisionsSection({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const f = useFormats();
  if (quote.revisions.length === 0) return null;
  return (
    <RecordSection id="quote-revisions" title={intl.formatMessage(m.revisions)}>
      <Stack gap="2" data-testid="quote-revisions">
        {[...quote.revisions].reverse().map((revision, index) => {
          const summary = intl.formatMessage(m.revisionSummary, {
            revision: revision.revision,
            lines: revision.lines.length,
            total: f.money(revision.total),
            by: revision.createdBy,
          });
          return (
            <chakra.details
              key={revision.revision}
              open={index === 0}
              borderWidth="1px"
              borderRadius="md"
              p="2"
            >
              <chakra.summary cursor="pointer" fontWeight="semibold" fontSize="sm">
                {summary}
              </chakra.summary>
              <Stack gap="2" mt="2" fontSize="sm">
                <Text>
                  {revision.sentAt
                    ? intl.formatMessage(m.revisionSent, {
                        date: f.moment(revision.sentAt),
                        validUntil: f.day(revision.validUntil),
                      })
                    : intl.formatMessage(m.revisionNotSent, { validUntil: f.day(revision.validUntil) })}
                </Text>
                <RevisionLines revision={revision} label={summary} />
                {revision.customerNotes && (
                  <Text whiteSpace="pre-line">
                    <chakra.span fontWeight="semibold">{intl.formatMessage(m.customerNotes)}: </chakra.span>
                    {revision.customerNotes}
                  </Text>
                )}
                {revision.internalNotes && (
                  <Text whiteSpace="pre-line">
                    <chakra.span fontWeight="semibold">{intl.formatMessage(m.internalNotes)}: </chakra.span>
                    {revision.internalNotes}
                  </Text>
                )}
              </Stack>
            </chakra.details>
          );
        })}
      </Stack>
    </RecordSection>
  );
}

export function QuoteHistorySection({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const f = useFormats();
  return (
    <RecordSection id="quote-history" title={intl.formatMessage(m.history)}>
      <List.Root ps="5" fontSize="sm" gap="1" data-testid="quote-history">
        {quote.history.map((entry, index) => (
          <List.Item key={`${index}-${entry.to}`}>
            {intl.formatMessage(m.historyEntry, {
              date: f.moment(entry.date),
              status: intl.formatMessage(quoteStatusMessages[entry.to]),
              by: entry.by,
            })}
            {entry.reason && (
              <chakra.span display="block" color="fg.muted" whiteSpace="pre-line">
                {entry.reason}
              </chakra.span>
            )}
          </List.Item>
        ))}
      </List.Root>
    </RecordSection>
  );
}

export function QuoteThreadSection({ quote, quoteKey, onOutcome }: QuotePanelProps) {
  const intl = useIntl();
  const f = useFormats();
  const { writeMessage, writing } = useQuoteMutations(quoteKey);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const textId = useId();
  const post = async () => {
    setSent(false);
    if (!text.trim()) {
      setError(intl.formatMessage(m.messageRequired));
      return;
    }
    try {
      await writeMessage(text);
      setText('');
      setError(null);
      setSent(true);
    } catch (failure) {
      const result = formFailureOf(failure, (path) => (path === 'text' ? path : undefined));
      if (result.kind === 'field') setError(result.message);
      else onOutcome(outcomeOfError(intl, failure));
    }
  };
  return (
    <RecordSection id="quote-thread" title={intl.formatMessage(m.thread)}>
      <Stack gap="3">
        {quote.messages.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.noMessages)}
          </Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" data-testid="quote-messages">
            {quote.messages.map((message) => (
              <Box
                as="li"
                key={message.id}
                borderWidth="1px"
                borderRadius="md"
                p="2"
                bg={message.side === 'STAFF' ? 'bg.subtle' : undefined}
                ms={message.side === 'STAFF' ? { base: 0, md: 8 } : 0}
                me={message.side === 'CUSTOMER' ? { base: 0, md: 8 } : 0}
              >
                <Text fontSize="xs" color="fg.muted">
                  {intl.formatMessage(m.messageMeta, {
                    author: message.author,
                    side: intl.formatMessage(message.side === 'STAFF' ? m.sideStaff : m.sideCustomer),
                    date: f.moment(message.date),
                  })}
                </Text>
                <Text whiteSpace="pre-line" fontSize="sm">
                  {message.text}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void post();
          }}
        >
          <Stack gap="2">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label htmlFor={textId}>{intl.formatMessage(m.newMessage)}</Field.Label>
              <Textarea
                id={textId}
                rows={3}
                maxLength={2000}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setSent(false);
                  if (event.target.value.trim()) setError(null);
                }}
              />
              {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" size="sm" alignSelf="flex-start" loading={writing}>
              {intl.formatMessage(m.sendMessage)}
            </Button>
            <Text role="status" fontSize="sm" color="green.700">
              {sent ? intl.formatMessage(m.messageSent) : ''}
            </Text>
          </Stack>
        </form>
      </Stack>
    </RecordSection>
  );
}
