// The audit log of one record, for record pages (a client, an agent, an order): who changed what,
// when, on behalf of which client, each field before → after, newest first, in pages. Shown only to
// users with AUDIT_READ (the API checks that they may read the record too).
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql } from '../../../gql';
import type { AuditEntity, AuditLogPanelQuery as AuditLogPanelData } from '../../../gql/graphql';
import { useCan } from '../permissions/useCan';
import { actionMessages, actorTypeMessages, auditMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../common-messages';
import { auditValueText, LINE_FIELD, type AuditValueLabels } from './audit-values';

export const AuditLogPanel_entry = graphql(`
  fragment AuditLogPanel_entry on AuditEntry {
    id
    at
    actor {
      code
      type
      name
    }
    clientCode
    action
    changes {
      field
      before
      after
      kind
    }
    summary
  }
`);

export const AuditLogPanelQuery = graphql(`
  query AuditLogPanel($entity: AuditEntity!, $key: String!, $page: Int, $pageSize: Int) {
    auditLog(entity: $entity, key: $key, page: $page, pageSize: $pageSize) {
      items {
        ...AuditLogPanel_entry
      }
      total
      page
      pageSize
    }
  }
`);

export interface AuditLogPanelProps {
  entity: AuditEntity;
  /** The record's key (a client code, an order number). */
  recordKey: string;
  /** The record's field names (as the REST contract names them) → their label; others show as named. */
  fieldLabels?: Readonly<Record<string, MessageDescriptor>>;
  /** The names of the coded values the record's log holds (its order statuses, its channels…). */
  valueLabels?: AuditValueLabels;
  pageSize?: number;
  /** The heading's level in the page (default 2). */
  headingLevel?: 'h2' | 'h3';
}

export function AuditLogPanel(props: AuditLogPanelProps) {
  // A user without AUDIT_READ gets nothing (not an error): the record page stays the same otherwise.
  return useCan('AUDIT_READ') ? <AuditLog {...props} /> : null;
}

function AuditLog({
  entity,
  recordKey,
  fieldLabels = {},
  valueLabels,
  pageSize = 10,
  headingLevel = 'h2',
}: AuditLogPanelProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogPanelQuery, {
    variables: { entity, key: recordKey, page, pageSize },
  });
  const log = (data ?? previousData)?.auditLog;
  const headingId = `audit-${entity}-${recordKey}`;
  const n = (value: number) => intl.formatNumber(value);
  let body: ReactNode;
  if (!log && loading)
    body = (
      <Stack gap="2" aria-hidden="true">
        <Skeleton height="12" />
        <Skeleton height="12" />
      </Stack>
    );
  else if (!log && error)
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title color="red.700">{intl.formatMessage(auditMessages.failed)}</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" onClick={() => void refetch().catch(() => undefined)}>
          {intl.formatMessage(commonMessages.tryAgain)}
        </Button>
      </Alert.Root>
    );
  else if (!log || log.total === 0)
    body = <Text color="fg.muted">{intl.formatMessage(auditMessages.empty)}</Text>;
  else
    body = (
      <Stack gap="3">
        <chakra.ol listStyle="none" m="0" p="0" display="grid" gap="3" opacity={loading ? 0.6 : 1}>
          {log.items.map((item) => (
            <AuditItem
              key={getFragmentData(AuditLogPanel_entry, item).id}
              entry={item}
              fieldLabels={fieldLabels}
              valueLabels={valueLabels}
            />
          ))}
        </chakra.ol>
        <Flex align="center" justify="space-between" gap="2" wrap="wrap" fontSize="sm">
          <Text>
            {intl.formatMessage(manageCommonMessages.pageRange, {
              first: n((log.page - 1) * log.pageSize + 1),
              last: n(Math.min(log.page * log.pageSize, log.total)),
              total: n(log.total),
            })}
          </Text>
          <Flex gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1 || loading}
              onClick={() => setPage(page - 1)}
            >
              {intl.formatMessage(auditMessages.previous)}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={page * pageSize >= log.total || loading}
              onClick={() => setPage(page + 1)}
            >
              {intl.formatMessage(auditMessages.next)}
            </Button>
          </Flex>
        </Flex>
      </Stack>
    );
  return (
    <Box as="section" aria-labelledby={headingId} aria-busy={loading} data-testid="audit-log">
      <Heading as={headingLevel} id={headingId} size="md" mb="3">
        {intl.formatMessage(auditMessages.heading)}
      </Heading>
      <VisuallyHidden role="status">
        {loading ? intl.formatMessage(auditMessages.loading) : ''}
      </VisuallyHidden>
      {body}
    </Box>
  );
}

type Entry = AuditLogPanelData['auditLog']['items'][number];

function AuditItem({
  entry,
  fieldLabels,
  valueLabels,
}: {
  entry: Entry;
  fieldLabels: Readonly<Record<string, MessageDescriptor>>;
  valueLabels: AuditValueLabels | undefined;
}) {
  const intl = useIntl();
  const data = getFragmentData(AuditLogPanel_entry, entry);
  const action = (actionMessages as Record<string, MessageDescriptor>)[data.action];
  const actorType = (actorTypeMessages as Record<string, MessageDescriptor>)[data.actor.type];
  const value = (text: string | null | undefined, kind: (typeof data.changes)[number]['kind']) =>
    text === null || text === undefined || text === '' ? (
      <chakra.span color="fg.muted" fontStyle="italic">
        {intl.formatMessage(auditMessages.none)}
      </chakra.span>
    ) : (
      auditValueText(intl, kind, text, valueLabels)
    );
  return (
    <chakra.li borderWidth="1px" borderColor="border" borderRadius="md" p="3" fontSize="sm">
      <Flex gap="2" wrap="wrap" align="baseline">
        <chakra.time dateTime={data.at} fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {intl.formatDate(new Date(data.at), { dateStyle: 'short', timeStyle: 'short' })}
        </chakra.time>
        <Text>{action ? intl.formatMessage(action) : data.action}</Text>
        <Text color="fg.muted">
          {intl.formatMessage(auditMessages.who, { name: data.actor.name, code: data.actor.code })}
          {actorType && ` · ${intl.formatMessage(actorType)}`}
          {data.clientCode && ` · ${intl.formatMessage(auditMessages.onBehalf, { client: data.clientCode })}`}
        </Text>
      </Flex>
      {data.summary && <Text mt="1">{data.summary}</Text>}
      {data.changes.length > 0 && (
        <Box overflowX="auto" mt="2">
          <chakra.table
            width="full"
            fontSize="sm"
            css={{ '& th, & td': { textAlign: 'start', py: '1', pe: '3', verticalAlign: 'top' } }}
          >
            <thead>
              <tr>
                <chakra.th scope="col" fontWeight="medium" color="fg.muted">
                  {intl.formatMessage(auditMessages.field)}
                </chakra.th>
                <chakra.th scope="col" fontWeight="medium" color="fg.muted">
                  {intl.formatMessage(auditMessages.before)}
                </chakra.th>
                <chakra.th scope="col" fontWeight="medium" color="fg.muted">
                  {intl.formatMessage(auditMessages.after)}
                </chakra.th>
              </tr>
            </thead>
            <tbody>
              {data.changes.map((change) => {
                const label = fieldLabels[change.field];
                const line = LINE_FIELD.exec(change.field);
                return (
                  <tr key={change.field}>
                    <th scope="row">
                      {label
                        ? intl.formatMessage(label)
                        : line
                          ? intl.formatMessage(auditMessages.line, { code: line[1] })
                          : change.field}
                    </th>
                    <chakra.td overflowWrap="anywhere">{value(change.before, change.kind)}</chakra.td>
                    <chakra.td overflowWrap="anywhere">
                      <VisuallyHidden>→ </VisuallyHidden>
                      {value(change.after, change.kind)}
                    </chakra.td>
                  </tr>
                );
              })}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </chakra.li>
  );
}
