// /altmanagement: the privacy policy and the sale conditions (tab in the URL, ?doc=sale), each with
// its versions, the draft being written (save, discard, publish) and its audit log; below, what a
// user accepted. Publishing makes every customer accept the document again (the storefront's
// consent dialogs ask at the next visit).
import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PolicyKind, PolicyVersionsQuery as Versions } from '../../../gql/graphql';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { policyMessages as m } from './messages';
import { PolicyConsents } from './PolicyConsents';
import { PolicyDraftEditor, type EditorNote } from './PolicyDraftEditor';
import { PolicyVersionQuery, PolicyVersionsQuery } from './usePolicies';
import { LoadFailedAlert } from '../../../app/manage/page/RecordStates';
import { RecordSection } from '../../../app/manage/page/record-parts';

interface Doc {
  kind: PolicyKind;
  param: string;
  key: string;
}
const PRIVACY: Doc = { kind: 'PRIVACY', param: 'privacy', key: 'privacypolicy' };
const KINDS: readonly Doc[] = [
  PRIVACY,
  { kind: 'SALE_CONDITIONS', param: 'sale', key: 'condizionidivendita' },
];

export function PoliciesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const doc = KINDS.find((k) => k.param === params.get('doc')) ?? PRIVACY;
  return (
    <ManagementPage title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.intro)}>
      <HStack gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage(m.documents)}>
        {KINDS.map((k) => (
          <Button
            key={k.param}
            size="sm"
            variant={k.param === doc.param ? 'solid' : 'outline'}
            colorPalette="primary"
            aria-pressed={k.param === doc.param}
            onClick={() => setParams({ doc: k.param }, { replace: true })}
          >
            {intl.formatMessage(m[k.kind])}
          </Button>
        ))}
      </HStack>
      <PolicyDocument key={doc.param} kind={doc.kind} auditKey={doc.key} />
      <PolicyConsents />
    </ManagementPage>
  );
}

function PolicyDocument({ kind, auditKey }: { kind: PolicyKind; auditKey: string }) {
  const intl = useIntl();
  const [note, setNote] = useState<EditorNote>(null);
  const [creating, setCreating] = useState(false);
  const { data, previousData, error, refetch } = useQuery(PolicyVersionsQuery, {
    variables: { kind },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.policyVersions;
  const draft = list?.versions.find((v) => v.state === 'DRAFT') ?? null;
  const source = draft?.number ?? (creating ? list?.current : null) ?? null;
  const detail = useQuery(PolicyVersionQuery, {
    variables: { kind, number: source ?? 0 },
    skip: source === null,
    fetchPolicy: 'cache-and-network',
  });
  const items = (detail.data ?? detail.previousData)?.policyVersion;
  if (!list) {
    return error ? (
      <LoadFailedAlert text={intl.formatMessage(m.loadFailed)} onRetry={refetch} />
    ) : (
      <Skeleton height="24" aria-hidden="true" />
    );
  }
  let editor: ReactNode;
  if (draft || creating) {
    const ready = source === null || (items && items.version.number === source);
    editor = ready ? (
      <PolicyDraftEditor
        key={draft ? `draft-${draft.number}` : 'new'}
        kind={kind}
        draftNumber={draft?.number ?? null}
        items={source === null ? [] : (items?.items ?? [])}
        onNote={(next) => {
          setNote(next);
          if (next && next.kind !== 'failed' && next.kind !== 'saved') setCreating(false);
        }}
        onCancelNew={() => setCreating(false)}
      />
    ) : (
      <Skeleton height="40" aria-hidden="true" />
    );
  } else {
    editor = (
      <Card.Root variant="outline" size="sm">
        <Card.Body>
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.noDraft)}
            </Text>
            <Button
              size="sm"
              colorPalette="primary"
              onClick={() => {
                setNote(null);
                setCreating(true);
              }}
            >
              {intl.formatMessage(m.newDraft)}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack gap="4">
      <VersionsTable list={list} />
      <Text
        role="status"
        fontSize="sm"
        color={note?.kind === 'failed' ? 'red.700' : 'green.700'}
        data-testid="policy-note"
      >
        {note === null
          ? ''
          : note.kind === 'saved'
            ? intl.formatMessage(m.draftSaved)
            : note.kind === 'discarded'
              ? intl.formatMessage(m.discarded)
              : note.kind === 'published'
                ? intl.formatMessage(m.published, { number: note.number })
                : intl.formatMessage(m.actionFailed, { reason: note.reason })}
      </Text>
      {editor}
      <AuditLogPanel entity="POLICY" recordKey={auditKey} />
    </Stack>
  );
}

function VersionsTable({ list }: { list: Versions['policyVersions'] }) {
  const intl = useIntl();
  const when = (iso: string | null | undefined, name: string | null | undefined) => {
    if (!iso) return '';
    const date = intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
    return name ? intl.formatMessage(m.by, { date, name }) : date;
  };
  return (
    <RecordSection id="versions" title={intl.formatMessage(m.versions)}>
      {list.versions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.noVersions)}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} aria-labelledby="versions-heading">
          <Table.Root size="sm" data-testid="policy-versions">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(m.colNumber)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.colState)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.colCreated)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(m.colPublished)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colItems)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.colAccepted)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.versions.map((v) => (
                <Table.Row key={v.number}>
                  <Table.Cell>{v.number}</Table.Cell>
                  <Table.Cell>
                    {v.state === 'DRAFT' ? (
                      <Badge colorPalette="orange">{intl.formatMessage(m.stateDraft)}</Badge>
                    ) : v.isCurrent ? (
                      <Badge colorPalette="green">{intl.formatMessage(m.stateCurrent)}</Badge>
                    ) : (
                      <Badge>{intl.formatMessage(m.statePublished)}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{when(v.createdAt, v.createdBy)}</Table.Cell>
                  <Table.Cell>{when(v.publishedAt, v.publishedBy)}</Table.Cell>
                  <Table.Cell textAlign="end">{intl.formatNumber(v.itemCount)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {intl.formatMessage(m.users, { count: v.acceptedBy })}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </RecordSection>
  );
}
