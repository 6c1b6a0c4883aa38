// /tablemanagement: the configuration entries of one tipo (chosen in the URL, ?tipo=Footer), in
// their order (by column for the footer and the bottom menu), with add, edit, delete (after a
// question) and move up/down, both languages side by side, a preview of the storefront and the
// tipo's audit log.
import { useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Flex,
  Heading,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  CONFIG_ENTRY_RULES,
  ENTRY_GROUPS,
  ENTRY_TIPI,
  isEntryTipo,
  MAX_FOOTER_COLUMNS,
  type EntryTipo,
} from '@shop/contract';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { FormField } from '../../../app/manage/form/FormField';
import { FieldSelect } from '../../../app/manage/form/FieldSelect';
import { formFailureOf } from '../../../app/manage/form/server-errors';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { ConfigEntryDialog } from './ConfigEntryForm';
import { ConfigPreview } from './ConfigPreview';
import { entryGroupMessages, entryMessages as m, settingsMessages, tipoMessages } from './messages';
import {
  ConfigEntriesPage_entry,
  ConfigEntriesQuery,
  useConfigEntryMutations,
  type ConfigEntry,
} from './useConfigEntryMutations';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { EditRemoveButtons } from '../../../app/manage/page/record-parts';
import { LoadFailedAlert } from '../../../app/manage/page/RecordStates';

export function ConfigEntriesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tipo') ?? '';
  const tipo: EntryTipo = isEntryTipo(asked) ? asked : 'Menu';
  return (
    <ManagementPage
      title={intl.formatMessage(manageCommonMessages.textsAndMenus)}
      subtitle={intl.formatMessage(m.intro)}
    >
      <Box maxW={{ md: '24rem' }}>
        <FormField label={intl.formatMessage(m.tipo)} error={undefined}>
          <FieldSelect
            width="full"
            value={tipo}
            onChange={(event) => setParams({ tipo: event.target.value }, { replace: true })}
            data-testid="tipo-chooser"
          >
            {ENTRY_GROUPS.map((group) => (
              <optgroup key={group} label={intl.formatMessage(entryGroupMessages[group])}>
                {ENTRY_TIPI.filter((t) => CONFIG_ENTRY_RULES[t].group === group).map((t) => (
                  <option key={t} value={t}>
                    {intl.formatMessage(tipoMessages[t])}
                  </option>
                ))}
              </optgroup>
            ))}
          </FieldSelect>
        </FormField>
      </Box>
      <TipoEntries key={tipo} tipo={tipo} />
      <AuditLogPanel entity="CONFIG" recordKey={tipo} />
    </ManagementPage>
  );
}

function TipoEntries({ tipo }: { tipo: EntryTipo }) {
  const intl = useIntl();
  const rules = CONFIG_ENTRY_RULES[tipo];
  const { data, error, refetch } = useQuery(ConfigEntriesQuery, {
    variables: { kind: tipo },
    fetchPolicy: 'cache-and-network',
  });
  const { remove, reorder } = useConfigEntryMutations(tipo);
  /** undefined: no dialog; null: a new entry; an entry: its form. */
  const [editing, setEditing] = useState<ConfigEntry | null | undefined>(undefined);
  const [newColumn, setNewColumn] = useState(1);
  const [removing, setRemoving] = useState<ConfigEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ saved: true } | { saved: false; reason: string } | null>(null);
  if (!data) {
    return error ? (
      <LoadFailedAlert text={intl.formatMessage(settingsMessages.loadFailed)} onRetry={refetch} />
    ) : (
      <Stack gap="2" aria-hidden="true">
        <Skeleton height="12" />
        <Skeleton height="12" />
      </Stack>
    );
  }
  const entries = data.configEntries.map((item) => getFragmentData(ConfigEntriesPage_entry, item));
  const nameOf = (entry: ConfigEntry) => entry.titleIt || entry.textIt.slice(0, 40) || entry.key;
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setNote(null);
    try {
      await action();
      setNote({ saved: true });
    } catch (failed) {
      const result = formFailureOf(failed);
      setNote({ saved: false, reason: result.kind === 'unreachable' ? '' : result.message });
    } finally {
      setBusy(false);
    }
  };
  const move = (list: ConfigEntry[], index: number, by: -1 | 1) => {
    const keys = list.map((entry) => entry.key);
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key as string);
    void run(() => reorder(rules.columns ? (list[0]?.column ?? 1) : null, keys));
  };
  const lists: Array<{ column: number | null; items: ConfigEntry[] }> = rules.columns
    ? Array.from({ length: MAX_FOOTER_COLUMNS }, (_, i) => ({
        column: i + 1,
        items: entries.filter((entry) => entry.column === i + 1).sort((a, b) => a.row - b.row),
      }))
    : [{ column: null, items: [...entries].sort((a, b) => a.row - b.row) }];
  const full = (items: ConfigEntry[]) => items.length >= rules.max;
  const addButton = (column: number | null, items: ConfigEntry[]) =>
    full(items) ? null : (
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setNewColumn(column ?? 1);
          setEditing(null);
        }}
        aria-label={
          column === null
            ? undefined
            : `${intl.formatMessage(m.add)} – ${intl.formatMessage(m.column, { column })}`
        }
      >
        {intl.formatMessage(m.add)}
      </Button>
    );
  const renderList = (items: ConfigEntry[]): ReactNode =>
    items.length === 0 ? (
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(m.empty)}
      </Text>
    ) : (
      <chakra.ol listStyleType="none" display="grid" gap="2" data-testid="config-entries">
        {items.map((entry, index) => (
          <chakra.li
            key={entry.key}
            borderTopWidth={index === 0 ? 0 : '1px'}
            borderColor="border"
            pt={index === 0 ? 0 : 2}
            data-testid="config-entry"
          >
            <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
              <EntrySummary entry={entry} />
              <HStack gap="1" wrap="wrap">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={intl.formatMessage(m.moveUp, { name: nameOf(entry) })}
                  disabled={busy || index === 0}
                  onClick={() => move(items, index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={intl.formatMessage(m.moveDown, { name: nameOf(entry) })}
                  disabled={busy || index === items.length - 1}
                  onClick={() => move(items, index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </IconButton>
                <EditRemoveButtons
                  editLabel={intl.formatMessage(m.editLabel, { name: nameOf(entry) })}
                  removeLabel={intl.formatMessage(m.removeLabel, { name: nameOf(entry) })}
                  removeText={intl.formatMessage(manageCommonMessages.delete)}
                  onEdit={() => setEditing(entry)}
                  onRemove={() => setRemoving(entry)}
                  disabled={busy}
                />
              </HStack>
            </Flex>
          </chakra.li>
        ))}
      </chakra.ol>
    );
  return (
    <Stack gap="4">
      <Card.Root
        as="section"
        variant="outline"
        size="sm"
        aria-labelledby="entries-heading"
        data-testid="section-entries"
      >
        <Card.Header>
          <Flex gap="2" align="center" justify="space-between" wrap="wrap">
            <Box>
              <Heading as="h2" size="md" id="entries-heading">
                {intl.formatMessage(tipoMessages[tipo])}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(rules.columns ? m.countPerColumn : m.count, {
                  count: entries.length,
                  max: rules.max,
                })}
              </Text>
            </Box>
            {!rules.columns && addButton(null, entries)}
          </Flex>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {lists.map(({ column, items }) =>
              column === null ? (
                <Box key="list">{renderList(items)}</Box>
              ) : (
                <Stack key={column} gap="2" as="section" aria-labelledby={`column-${column}`}>
                  <Flex gap="2" align="center" justify="space-between" wrap="wrap">
                    <Heading as="h3" size="sm" id={`column-${column}`}>
                      {intl.formatMessage(m.column, { column })}
                    </Heading>
                    {addButton(column, items)}
                  </Flex>
                  {renderList(items)}
                </Stack>
              ),
            )}
            <Text role="status" fontSize="sm" color={note?.saved === false ? 'red.700' : 'green.700'}>
              {note === null
                ? ''
                : note.saved
                  ? intl.formatMessage(manageCommonMessages.changesSavedTheShopAlready)
                  : intl.formatMessage(m.actionFailed, { reason: note.reason })}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm">
        <Card.Body>
          <ConfigPreview tipo={tipo} entries={entries} />
        </Card.Body>
      </Card.Root>
      {editing !== undefined && (
        <ConfigEntryDialog
          tipo={tipo}
          entry={editing}
          entries={entries}
          column={newColumn}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) setNote({ saved: true });
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={intl.formatMessage(m.removeTitle)}
        confirmLabel={intl.formatMessage(manageCommonMessages.delete)}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const entry = removing;
          if (!entry) return;
          void run(() => remove(entry.key)).finally(() => setRemoving(null));
        }}
      >
        {removing && intl.formatMessage(m.removeText, { name: nameOf(removing) })}
      </ConfirmDialog>
    </Stack>
  );
}

function EntrySummary({ entry }: { entry: ConfigEntry }) {
  const intl = useIntl();
  return (
    <Stack gap="0.5" fontSize="sm" minW="0" flex="1 1 16rem">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          <span lang="it">{entry.titleIt || intl.formatMessage(m.untitled)}</span>
          {entry.titleEn && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' / '}
              <span lang="en">{entry.titleEn}</span>
            </Text>
          )}
        </Text>
        {entry.isSectionTitle && <Badge colorPalette="gray">{intl.formatMessage(m.sectionTitleBadge)}</Badge>}
        {entry.social && <Badge colorPalette="blue">{entry.social}</Badge>}
      </Flex>
      {(entry.textIt || entry.textEn) && (
        <Text color="fg.muted" lineClamp={2} overflowWrap="anywhere">
          <span lang="it">{entry.textIt}</span>
          {entry.textEn && ' / '}
          <span lang="en">{entry.textEn}</span>
        </Text>
      )}
      {entry.link && (
        <Text color="fg.muted" fontSize="xs" overflowWrap="anywhere">
          → {entry.link}
        </Text>
      )}
    </Stack>
  );
}
