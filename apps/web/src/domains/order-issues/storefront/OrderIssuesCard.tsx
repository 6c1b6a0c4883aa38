// An order's issues (criticità), for the customer (/account/orders/…) and for staff (the order's
// record): each issue with its thread, a reply box while it is not closed, a status select for staff
// who may manage issues, and a form to open a new one on the order or one of its lines. Sent messages
// are kept in their box when the send fails; the API's refusal is shown at the field.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Center,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { getFragmentData } from '../../../gql';
import type {
  Language,
  OrderIssueKind,
  OrderIssueStatus,
  OrderIssueThread_IssueFragment,
} from '../../../gql/graphql';
import { IssueStatusBadge } from '../common/IssueStatusBadge';
import { ISSUE_KINDS, ISSUE_STATUSES } from '../common/status-messages';
import { refusalOf, type Failure } from '../../../lib/api-refusal';
import { ChoiceSelect } from '../../../app/storefront-ui/ChoiceSelect';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';
import { SendOutcome } from '../../../app/storefront-ui/SendOutcome';
import { TextareaField } from '../../../app/storefront-ui/TextareaField';
import { ThreadMessages } from '../../../app/storefront-ui/ThreadMessages';
import { issueMessages as m } from './messages';
import {
  CustomerOrderIssuesQuery,
  OpenOrderIssueMutation,
  OrderIssueThread_issue,
  ReplyToOrderIssueMutation,
  SetOrderIssueStatusMutation,
  StaffOrderIssuesQuery,
} from './order-issues-queries';

/** A line's description as an option shows it: a phone's width holds about this much. */
const shorten = (text: string) => (text.length > 28 ? `${text.slice(0, 27)}…` : text);

export interface IssueLine {
  line: number;
  code: string;
  description: string;
}

/** The refusal's message, or a generic one; `field` when the API named one. */
const failureOf = (intl: IntlShape, error: unknown): Failure =>
  refusalOf(error, () => intl.formatMessage(m.failed, { reason: intl.formatMessage(m.unreachable) }));

export function OrderIssuesCard({
  number,
  language,
  lines,
  staff = false,
  canManage = false,
}: {
  number: string;
  language: Language;
  lines: readonly IssueLine[];
  /** Read through the staff's order record (managedOrder) instead of the customer's order. */
  staff?: boolean;
  /** Show the status select (ISSUES_MANAGE). */
  canManage?: boolean;
}) {
  const intl = useIntl();
  const variables = { number, language };
  const customer = useQuery(CustomerOrderIssuesQuery, { variables, skip: staff });
  const managed = useQuery(StaffOrderIssuesQuery, { variables, skip: !staff });
  const { data, loading, error, refetch } = staff ? managed : customer;
  const raw = staff ? (managed.data?.managedOrder?.issues ?? null) : (customer.data?.order?.issues ?? null);
  const issues = raw ? raw.map((issue) => getFragmentData(OrderIssueThread_issue, issue)) : null;
  const reload = async () => {
    await refetch().catch(() => undefined);
  };
  return (
    <SectionCard
      title={intl.formatMessage(m.title)}
      headingId="order-issues-heading"
      testId="order-issues"
      intro={staff ? null : intl.formatMessage(m.intro)}
    >
      <Stack gap="5">
        {!data && loading ? (
          <Center py="4">
            <Spinner role="status" aria-label={intl.formatMessage(m.loading)} />
          </Center>
        ) : !issues ? (
          <Text role="alert">{intl.formatMessage(m.loadFailed)}</Text>
        ) : issues.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="order-issues-none">
            {intl.formatMessage(m.none)}
          </Text>
        ) : (
          issues.map((issue) => (
            <IssueThread
              key={issue.id}
              issue={issue}
              language={language}
              canManage={canManage}
              reload={reload}
            />
          ))
        )}
        {error && issues && <Text role="alert">{intl.formatMessage(m.loadFailed)}</Text>}
        <OpenIssueForm number={number} language={language} lines={lines} reload={reload} />
      </Stack>
    </SectionCard>
  );
}

/** One issue, for its thread and its reply form. */
interface IssueProps {
  issue: OrderIssueThread_IssueFragment;
  language: Language;
  canManage: boolean;
  reload: () => Promise<void>;
}

function IssueThread({ issue, language, canManage, reload }: IssueProps) {
  const intl = useIntl();
  const headingId = useId();
  const where =
    issue.line === null || issue.line === undefined
      ? intl.formatMessage(m.onOrder)
      : intl.formatMessage(m.onLine, { line: issue.line, code: issue.product?.code ?? '' });
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="order-issue"
      data-issue-id={issue.id}
    >
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm" id={headingId}>
            {intl.formatMessage(m.issueHeading, { kind: intl.formatMessage(m[issue.kind]), where })}
          </Heading>
          <IssueStatusBadge status={issue.status} />
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {intl.formatMessage(m.openedBy, {
            name: issue.openedBy,
            date: intl.formatDate(issue.openedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
        <ThreadMessages
          messages={issue.messages}
          staffTag={intl.formatMessage(m.staffSide)}
          customerTag={intl.formatMessage(m.customerSide)}
          testId="order-issue-message"
        />
        {issue.status === 'CLOSED' && !canManage ? (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.closedNote)}
          </Text>
        ) : (
          <ReplyForm issue={issue} language={language} canManage={canManage} reload={reload} />
        )}
      </Stack>
    </Box>
  );
}

function ReplyForm({ issue, language, canManage, reload }: IssueProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<OrderIssueStatus>(issue.status);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reply, replying] = useMutation(ReplyToOrderIssueMutation);
  const [setIssueStatus, changing] = useMutation(SetOrderIssueStatusMutation);
  const busy = replying.loading || changing.loading;
  const closed = issue.status === 'CLOSED';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const statusChanged = canManage && status !== issue.status;
    if (!statusChanged && text.trim() === '') {
      setFailure({ text: intl.formatMessage(m.required), field: 'text' });
      return;
    }
    setFailure(null);
    try {
      if (statusChanged) {
        await setIssueStatus({ variables: { id: issue.id, status, text: text.trim() || null, language } });
      } else {
        await reply({ variables: { id: issue.id, text, language } });
      }
      setText('');
      await reload();
    } catch (error) {
      setFailure(failureOf(intl, error));
    }
  };
  const textError = failure && (failure.field === 'text' || !failure.field) ? failure.text : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="2">
        {!closed || canManage ? (
          <TextareaField
            label={intl.formatMessage(m.reply)}
            value={text}
            onChange={setText}
            error={textError}
            rows={2}
            testId="order-issue-reply"
          />
        ) : null}
        <HStack gap="2" wrap="wrap" align="end">
          {canManage && (
            <Field.Root width="auto">
              <Field.Label>{intl.formatMessage(m.status)}</Field.Label>
              <ChoiceSelect
                choices={ISSUE_STATUSES}
                labels={m}
                value={status}
                onChange={setStatus}
                testId="order-issue-status-select"
                size="sm"
                width="12rem"
              />
            </Field.Root>
          )}
          <Button type="submit" size="sm" colorPalette="primary" loading={busy}>
            {intl.formatMessage(canManage && status !== issue.status ? m.setStatus : m.send)}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function OpenIssueForm({
  number,
  language,
  lines,
  reload,
}: {
  number: string;
  language: Language;
  lines: readonly IssueLine[];
  reload: () => Promise<void>;
}) {
  const intl = useIntl();
  const [kind, setKind] = useState<OrderIssueKind>('DAMAGED');
  const [line, setLine] = useState('');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);
  const [open, { loading }] = useMutation(OpenOrderIssueMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (text.trim() === '') {
      setFailure({ text: intl.formatMessage(m.required), field: 'text' });
      return;
    }
    setFailure(null);
    setDone(false);
    try {
      await open({
        variables: { orderNumber: number, line: line ? Number(line) : null, kind, text, language },
      });
      setText('');
      setLine('');
      setDone(true);
      await reload();
    } catch (error) {
      setFailure(failureOf(intl, error));
    }
  };
  const errorAt = (field: string) => (failure?.field === field ? failure.text : null);
  const general = failure && !['text', 'line', 'kind'].includes(failure.field ?? '') ? failure.text : null;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="order-issue-new-heading"
      data-testid="order-issue-new"
    >
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Heading as="h3" size="sm" id="order-issue-new-heading">
          {intl.formatMessage(m.openNew)}
        </Heading>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Field.Root invalid={Boolean(errorAt('kind'))} minW="0">
            <Field.Label>{intl.formatMessage(m.kind)}</Field.Label>
            <ChoiceSelect
              choices={ISSUE_KINDS}
              labels={m}
              value={kind}
              onChange={setKind}
              testId="order-issue-kind"
              size="sm"
              width="full"
              minW="0"
              fieldProps={{ width: '100%', maxW: '100%' }}
            />
          </Field.Root>
          <Field.Root invalid={Boolean(errorAt('line'))} minW="0">
            <Field.Label>{intl.formatMessage(m.line)}</Field.Label>
            <NativeSelect.Root size="sm" width="full" minW="0">
              <NativeSelect.Field
                value={line}
                onChange={(event) => setLine(event.target.value)}
                data-testid="order-issue-line"
                width="100%"
                maxW="100%"
              >
                <option value="">{intl.formatMessage(m.wholeOrder)}</option>
                {lines.map((l) => (
                  <option key={l.line} value={String(l.line)}>
                    {intl.formatMessage(m.lineOption, {
                      line: l.line,
                      code: l.code,
                      description: shorten(l.description),
                    })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errorAt('line') && <Field.ErrorText color="red.700">{errorAt('line')}</Field.ErrorText>}
          </Field.Root>
        </Stack>
        <TextareaField
          label={intl.formatMessage(m.text)}
          value={text}
          onChange={setText}
          error={errorAt('text')}
          required
          rows={3}
          testId="order-issue-text"
        />
        <SendOutcome done={done ? intl.formatMessage(m.opened) : null} failure={general} />
        <Button
          type="submit"
          colorPalette="primary"
          alignSelf="flex-start"
          loading={loading}
          data-testid="order-issue-submit"
        >
          {intl.formatMessage(m.submit)}
        </Button>
      </Stack>
    </form>
  );
}
