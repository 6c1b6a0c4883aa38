// One return as both sides see it: status, lines (asked and approved), photos, the credit note's
// download once approved, the status history and the thread with a box to write in it. The staff's
// decision form goes in the `decision` slot, after the lines. A message that fails to go stays in its
// box, the API's refusal shown at the field.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Language, ReturnDetail_ReturnFragment } from '../../../gql/graphql';
import { refusalOf, type Failure } from '../../../lib/api-refusal';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';
import { returnMessages as m } from './messages';
import { ReturnStatusBadge } from '../common/ReturnStatusBadge';
import { WriteReturnMessageMutation } from './returns-queries';
import { ScrollTable } from '../../../app/storefront-ui/ScrollTable';

/** The refusal's message and field, or a generic message. */
export function returnFailure(intl: IntlShape, error: unknown): Failure {
  return refusalOf(error, () => intl.formatMessage(m.failed, { reason: intl.formatMessage(m.unreachable) }));
}

/** True when the API answered that the return does not exist or is out of reach. */
export const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

const dateTime = (intl: IntlShape, value: string) =>
  intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Rome' });
const day = (intl: IntlShape, value: string) =>
  intl.formatDate(new Date(`${value.slice(0, 10)}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

/** A part of the return's page under its own heading. */
function ViewSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function ReturnView({
  ret,
  language,
  decision,
}: {
  ret: ReturnDetail_ReturnFragment;
  language: Language;
  decision?: ReactNode;
}) {
  const intl = useIntl();
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'EUR' });
  const pdf = ret.creditNote ? `${ret.creditNote.pdfUrl}${language === 'EN' ? '?lang=en' : ''}` : null;
  return (
    <Stack gap="5" data-testid="return-view">
      <HStack gap="3" wrap="wrap">
        <ReturnStatusBadge status={ret.status} />
        <Text color="fg.muted">
          {intl.formatMessage(m.requestedBy, {
            name: ret.requestedBy,
            date: dateTime(intl, ret.requestedAt),
          })}
        </Text>
      </HStack>
      {ret.rejectionReason && (
        <Text role="note" data-testid="return-rejection">
          {intl.formatMessage(m.rejected, { reason: ret.rejectionReason })}
        </Text>
      )}
      {ret.creditNote && pdf && (
        <Stack gap="1" data-testid="return-credit-note">
          <Text>
            {intl.formatMessage(m.creditNoteOf, {
              number: ret.creditNote.number,
              date: day(intl, ret.creditNote.date),
              total: money(ret.creditNote.total),
            })}
          </Text>
          <Link href={pdf} download color="primary.fg" fontWeight="semibold" data-testid="credit-note-pdf">
            {intl.formatMessage(m.downloadCreditNote)}
          </Link>
        </Stack>
      )}
      <ViewSection headingId="return-lines-heading" title={intl.formatMessage(m.lines)}>
        <ScrollTable labelledBy="return-lines-heading" testId="return-lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage(m.product)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.asked)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.approved)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(m.reason)}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ret.lines.map((line) => (
              <Table.Row key={line.line}>
                <Table.Cell minW="12rem">
                  <Text fontWeight="semibold">{line.productCode}</Text>
                  <Text fontSize="sm">{line.description}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {intl.formatMessage(m.fromNote, {
                      number: line.deliveryNote,
                      line: line.deliveryNoteLine,
                    })}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{line.requestedQuantity}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="approved-quantity">
                  {line.approvedQuantity ?? intl.formatMessage(m.pending)}
                </Table.Cell>
                <Table.Cell>
                  <Text>{intl.formatMessage(m[line.reason])}</Text>
                  {line.note && (
                    <Text fontSize="sm" color="fg.muted">
                      {line.note}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      </ViewSection>
      {decision}
      {ret.photos.length > 0 && (
        <ViewSection headingId="return-photos-heading" title={intl.formatMessage(m.photos)}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {ret.photos.map((photo) => (
              <Link key={photo.id} href={photo.url} target="_blank" rel="noopener">
                <Image
                  src={photo.url}
                  alt={intl.formatMessage(m.photoAlt, { name: photo.fileName })}
                  maxH="240px"
                  objectFit="contain"
                  borderWidth="1px"
                  borderRadius="md"
                  data-testid="return-photo"
                />
              </Link>
            ))}
          </SimpleGrid>
        </ViewSection>
      )}
      <ViewSection headingId="return-history-heading" title={intl.formatMessage(m.history)}>
        <Stack as="ol" gap="1" listStyleType="none" ms="0">
          {ret.statusHistory.map((entry, index) => (
            <Box as="li" key={`${entry.status}-${index}`}>
              <HStack gap="2" wrap="wrap">
                <ReturnStatusBadge status={entry.status} />
                <Text fontSize="sm">{`${entry.author} · ${dateTime(intl, entry.date)}`}</Text>
              </HStack>
              {entry.note && <Text fontSize="sm">{entry.note}</Text>}
            </Box>
          ))}
        </Stack>
      </ViewSection>
      <ReturnThread ret={ret} language={language} />
    </Stack>
  );
}

function ReturnThread({ ret, language }: { ret: ReturnDetail_ReturnFragment; language: Language }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [write, { loading }] = useMutation(WriteReturnMessageMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(intl.formatMessage(m.messageRequired));
      return;
    }
    setProblem(null);
    try {
      await write({ variables: { id: ret.id, text, language } });
      setText('');
    } catch (error) {
      setProblem(returnFailure(intl, error).text);
    }
  };
  return (
    <SectionCard
      title={intl.formatMessage(m.thread)}
      headingId="return-thread-heading"
      testId="return-thread"
    >
      <Stack gap="4">
        {ret.messages.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage(m.noMessages)}</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" ms="0">
            {ret.messages.map((message) => (
              <Box
                as="li"
                key={message.id}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                bg={message.side === 'STAFF' ? 'bg.muted' : undefined}
                data-testid="return-message"
              >
                <HStack gap="2" wrap="wrap" mb="1">
                  <Text fontWeight="semibold">{message.author}</Text>
                  <Badge variant="outline">
                    {intl.formatMessage(message.side === 'STAFF' ? m.staff : m.customer)}
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    {dateTime(intl, message.date)}
                  </Text>
                </HStack>
                <Text whiteSpace="pre-wrap">{message.text}</Text>
              </Box>
            ))}
          </Stack>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="2">
            <Field.Root invalid={problem !== null}>
              <Field.Label>{intl.formatMessage(m.message)}</Field.Label>
              <Textarea
                value={text}
                onChange={(event) => setText(event.target.value)}
                maxLength={2000}
                rows={3}
                name="message"
              />
              {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" alignSelf="flex-start" loading={loading}>
              {intl.formatMessage(m.sendMessage)}
            </Button>
          </Stack>
        </form>
      </Stack>
    </SectionCard>
  );
}
