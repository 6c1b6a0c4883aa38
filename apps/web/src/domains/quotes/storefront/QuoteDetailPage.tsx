// /account/quotes/{year}/{seq}: one quote of the company — status and validity, the current sent
// revision's lines, the seller's notes, the lines asked for while it is a request, earlier
// revisions, the thread, the history, the PDF — and the customer's answer while it is sent and valid.
import { useQuery } from '@apollo/client/react';
import { Alert, Box, chakra, Grid, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { QuoteRecord_SharedFragment } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';
import { AccountSection } from '../../users/index';
import { quoteMessages as m, quoteStatusMessages } from './messages';
import { MyQuoteQuery, readQuoteDetail } from './quote-documents';
import { formatDay } from './quote-format';
import { QUOTES_PATH, quoteNumberOf } from './quote-paths';
import { AcceptedOrder, QuoteActions } from './QuoteActions';
import { QuoteLines } from './QuoteLines';
import { QuoteStatusBadge } from '../common/QuoteStatusBadge';
import { QuoteThread } from './QuoteThread';
import { commonMessages } from '../../../i18n/common-messages';
import { PageSpinner } from '../../../app/storefront-ui/PageSpinner';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';
import { LineList, LineRow } from '../../../app/storefront-ui/LineRows';

type Quote = QuoteRecord_SharedFragment;

export function QuoteDetailPage() {
  const intl = useIntl();
  const number = quoteNumberOf(useParams());
  return (
    <AccountSection title={intl.formatMessage(commonMessages.quote, { number: number ?? '' })}>
      {() => <QuoteDetail number={number} />}
    </AccountSection>
  );
}

function QuoteDetail({ number }: { number: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const language = toLanguage(locale);
  const canRespond = useViewer().viewer?.permissions.includes('QUOTES_RESPOND') ?? false;
  const { data, loading, error, refetch } = useQuery(MyQuoteQuery, {
    variables: { number: number ?? '', language },
    skip: number === null,
    fetchPolicy: 'cache-and-network',
  });
  const back = (
    <ShopLink to={QUOTES_PATH} fontWeight="semibold" alignSelf="flex-start">
      {intl.formatMessage(m.back)}
    </ShopLink>
  );
  const quote = data?.quote ? readQuoteDetail(data.quote) : null;
  if (loading && !quote) return <PageSpinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!quote)
    return (
      <Stack gap="3">
        <Text role="alert">{intl.formatMessage(error ? m.loadFailed : m.notFound)}</Text>
        {back}
      </Stack>
    );
  const decimals = data?.config.settings.priceDecimals;
  const current = quote.revisions.at(-1);
  const earlier = quote.revisions.slice(0, -1).reverse();
  const answerable = quote.status === 'SENT' && canRespond && current !== undefined;
  const reload = async () => {
    const result = await refetch().catch(() => null);
    const fresh = result?.data?.quote ? readQuoteDetail(result.data.quote) : null;
    return fresh && { revision: fresh.revision, status: fresh.status };
  };
  return (
    <Stack gap="6">
      {back}
      <QuoteFacts quote={quote} />
      {current ? (
        <SectionCard
          title={intl.formatMessage(commonMessages.products)}
          headingId="quote-lines-heading"
          intro={
            <>
              {intl.formatMessage(m.revisionLabel, { revision: current.revision })}
              {current.sentAt &&
                ` · ${intl.formatMessage(m.sentOn, { date: intl.formatDate(current.sentAt, { dateStyle: 'medium' }) })}`}
            </>
          }
        >
          <QuoteLines revision={current} decimals={decimals} />
        </SectionCard>
      ) : null}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          {current?.customerNotes && (
            <SectionCard title={intl.formatMessage(m.notesHeading)} headingId="quote-notes-heading">
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="quote-customer-notes">
                {current.customerNotes}
              </Text>
            </SectionCard>
          )}
          {quote.requestedLines.length > 0 && (
            <RequestedLines quote={quote} collapsed={current !== undefined} />
          )}
          {answerable && (
            <QuoteActions quote={quote} language={language} decimals={decimals} reload={reload} />
          )}
          {earlier.length > 0 && (
            <SectionCard title={intl.formatMessage(m.revisionsHeading)} headingId="quote-revisions-heading">
              <Stack gap="3">
                {earlier.map((revision) => (
                  <Disclosure
                    key={revision.revision}
                    summary={`${intl.formatMessage(m.revisionLabel, { revision: revision.revision })} · ${intl.formatMessage(m.validUntil, { date: formatDay(intl, revision.validUntil) })}`}
                  >
                    <Stack gap="3">
                      {revision.customerNotes && (
                        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                          {revision.customerNotes}
                        </Text>
                      )}
                      <QuoteLines revision={revision} decimals={decimals} />
                    </Stack>
                  </Disclosure>
                ))}
              </Stack>
            </SectionCard>
          )}
          <QuoteThread quote={quote} language={language} />
        </Stack>
        <SectionCard
          title={intl.formatMessage(m.historyHeading)}
          headingId="quote-history-heading"
          testId="quote-history"
        >
          <List.Root as="ol" gap="2" ps="5">
            {quote.history.map((step) => (
              <List.Item key={`${step.to}-${step.date}`}>
                {intl.formatMessage(m.historyEntry, {
                  status: intl.formatMessage(quoteStatusMessages[step.to]),
                  by: step.by,
                  date: intl.formatDate(step.date, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
                {step.reason && (
                  <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {intl.formatMessage(m.historyReason, { reason: step.reason })}
                  </Text>
                )}
              </List.Item>
            ))}
          </List.Root>
        </SectionCard>
      </Grid>
    </Stack>
  );
}

/** Status, what it means for the customer, validity, dates, total and the PDF. */
function QuoteFacts({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const expired = quote.status === 'EXPIRED';
  const note = statusNote(quote);
  return (
    <Stack gap="3" alignItems="flex-start" data-testid="quote-facts">
      <HStack gap="3" wrap="wrap">
        <QuoteStatusBadge status={quote.status} customer />
        {quote.validUntil && (
          <Text fontWeight="semibold" color={expired ? 'red.700' : undefined} data-testid="quote-validity">
            {intl.formatMessage(expired ? m.expiredOn : m.validUntil, {
              date: formatDay(intl, quote.validUntil, 'long'),
            })}
          </Text>
        )}
      </HStack>
      <Box width="full">
        {quote.orderNumber ? (
          <AcceptedOrder orderNumber={quote.orderNumber} />
        ) : (
          note && (
            <Alert.Root
              status={expired || quote.status === 'DECLINED' ? 'warning' : 'info'}
              data-testid="quote-note"
            >
              <Alert.Indicator />
              <Alert.Description>{note(intl)}</Alert.Description>
            </Alert.Root>
          )
        )}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(m.createdOn, { date: intl.formatDate(quote.createdAt, { dateStyle: 'long' }) })}
      </Text>
      {quote.total !== null && quote.total !== undefined && quote.revisions.length > 0 && (
        <Link href={quote.pdfUrl} download color="primary.fg" fontWeight="semibold" data-testid="quote-pdf">
          {intl.formatMessage(m.pdf)}
        </Link>
      )}
    </Stack>
  );
}

function statusNote(quote: Quote): ((intl: ReturnType<typeof useIntl>) => string) | null {
  switch (quote.status) {
    case 'REQUESTED':
      return (intl) => intl.formatMessage(m.requestedNote);
    case 'DRAFT':
    case 'PENDING_APPROVAL':
      return (intl) => intl.formatMessage(m.preparingNote);
    case 'CHANGES_REQUESTED':
      return (intl) => intl.formatMessage(m.changesNote);
    case 'EXPIRED':
      return (intl) => intl.formatMessage(m.expiredNote);
    case 'DECLINED':
      return (intl) => intl.formatMessage(m.declinedNote, { reason: quote.declineReason ?? '' });
    case 'WITHDRAWN':
      return (intl) => intl.formatMessage(m.withdrawnNote);
    default:
      return null;
  }
}

/** The lines the customer asked for: open while nothing was quoted yet, folded after. */
function RequestedLines({ quote, collapsed }: { quote: Quote; collapsed: boolean }) {
  const intl = useIntl();
  const list = (
    <LineList gap="2" testId="quote-requested-lines">
      {quote.requestedLines.map((line) => (
        <LineRow key={line.productCode} align="center" pb="2" wrap="wrap">
          <Box minW="0" flex="1 1 12rem">
            <Text fontWeight="semibold">{line.description}</Text>
            <Text fontSize="xs" color="fg.muted">
              {intl.formatMessage(commonMessages.code)}: {line.productCode}
            </Text>
          </Box>
          <Text whiteSpace="nowrap">
            {intl.formatMessage(commonMessages.quantity)}: {intl.formatNumber(line.quantity)}
          </Text>
        </LineRow>
      ))}
    </LineList>
  );
  return (
    <SectionCard title={intl.formatMessage(m.requestedHeading)} headingId="quote-requested-heading">
      {collapsed ? (
        <Disclosure summary={intl.formatMessage(m.requestedShow, { count: quote.requestedLines.length })}>
          {list}
        </Disclosure>
      ) : (
        list
      )}
    </SectionCard>
  );
}

/** A native disclosure (keyboard and screen readers for free), styled like the shop's links. */
function Disclosure({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <chakra.details borderWidth="1px" borderRadius="md" px="3" py="2">
      <chakra.summary
        cursor="pointer"
        fontWeight="semibold"
        color="primary.fg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '2px' }}
      >
        {summary}
      </chakra.summary>
      <Box pt="3">{children}</Box>
    </chakra.details>
  );
}
