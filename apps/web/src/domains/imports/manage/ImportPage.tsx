// /importcarrelli and /importordini (IMPORTS_CARTS, IMPORTS_ORDERS): a CSV or XLSX file read in the
// browser, checked by the shop row by row (the preview, on the shared grid, filterable by outcome),
// then its valid rows imported in one call: each client's cart, or one order per client. The result
// links the orders made; the refused rows download as CSV or XLSX. The same file imported again
// answers the first import (the shop keeps it by the rows' hash): nothing is made twice.
import { useMemo, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, chakra, Field, Flex, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ImportRowInput, Language } from '../../../gql/graphql';
import { localizePath, toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { orderPath } from '../../../lib/order-record-paths';
import { DataGrid } from '../../../app/manage/grid/DataGrid';
import { download, exportFileName, toCsv, toXlsx } from '../../../app/manage/grid/export-files';
import { useGridState } from '../../../app/manage/grid/useGridState';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { useCan } from '../../../app/manage/permissions/useCan';
import { readImportFile } from './import-file';
import { previewGrid, REPORT_COLUMNS, type ImportRow } from './import-grid';
import { importsMessages as m } from './messages';
import { useImportCalls, type ImportCheckAnswer, type ImportRunAnswer } from './useImportCalls';

export type ImportMode = 'carts' | 'orders';

interface ChosenFile {
  name: string;
  rows: ImportRowInput[];
}

type Phase = 'idle' | 'reading' | 'checking' | 'importing';

export function ImportCartsPage() {
  return <ImportPage mode="carts" />;
}

export function ImportOrdersPage() {
  return <ImportPage mode="orders" />;
}

function ImportPage({ mode }: { mode: ImportMode }) {
  const intl = useIntl();
  const locale = useLocale();
  const language: Language = toLanguage(locale);
  const staff = useCan('CLIENTS_READ');
  const grid = useGridState(previewGrid.id, previewGrid.options);
  const calls = useImportCalls(useApolloClient(), mode);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [client, setClient] = useState('');
  const [preview, setPreview] = useState<ImportCheckAnswer | null>(null);
  const [result, setResult] = useState<ImportRunAnswer | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = phase !== 'idle';
  const title = intl.formatMessage(mode === 'carts' ? m.titleCarts : m.titleOrders);

  const check = async (chosen: ChosenFile, forClient: string) => {
    setPhase('checking');
    try {
      setPreview(await calls.check({ client: forClient || null, rows: chosen.rows, language }));
    } catch {
      setProblem(intl.formatMessage(m.failed));
    } finally {
      setPhase('idle');
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    setPreview(null);
    setResult(null);
    setPhase('reading');
    let rows: ImportRowInput[];
    try {
      rows = await readImportFile(chosen);
    } catch {
      setPhase('idle');
      setProblem(intl.formatMessage(m.readFailed));
      return;
    }
    if (rows.length === 0) {
      setPhase('idle');
      setProblem(intl.formatMessage(m.emptyFile));
      return;
    }
    const loaded = { name: chosen.name, rows };
    setFile(loaded);
    grid.clearFilters();
    grid.setPage(1);
    await check(loaded, client.trim());
  };

  const onImport = async () => {
    if (!file) return;
    setProblem(null);
    setPhase('importing');
    try {
      setResult(await calls.run({ client: client.trim() || null, rows: file.rows, language }));
    } catch {
      setProblem(intl.formatMessage(m.failed));
    } finally {
      setPhase('idle');
    }
  };

  const startAgain = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setProblem(null);
  };

  const outcome = grid.state.filters.outcome ?? '';
  const shown = useMemo(
    () => (preview ? preview.rows.filter((row) => !outcome || row.outcome === outcome) : []),
    [preview, outcome],
  );
  const { page, pageSize } = grid.state;
  const pageResult = preview
    ? { items: shown.slice((page - 1) * pageSize, page * pageSize), total: shown.length, page, pageSize }
    : undefined;

  const refused = result?.refusedRows ?? [];
  const downloadReport = async (format: 'csv' | 'xlsx') => {
    const name = exportFileName(`import-${mode}-rifiutate`, format);
    const blob =
      format === 'csv'
        ? new Blob([toCsv(intl, REPORT_COLUMNS, refused)], { type: 'text/csv;charset=utf-8' })
        : await toXlsx(intl, REPORT_COLUMNS, refused);
    download(blob, name);
  };

  const statusText = {
    idle: '',
    reading: intl.formatMessage(m.reading),
    checking: intl.formatMessage(m.checking),
    importing: intl.formatMessage(m.importing),
  }[phase];

  return (
    <ManagementPage
      title={title}
      subtitle={intl.formatMessage(mode === 'carts' ? m.subtitleCarts : m.subtitleOrders)}
    >
      <Stack gap="4" maxW="3xl">
        {staff && (
          <Field.Root disabled={busy || result !== null}>
            <Field.Label>{intl.formatMessage(m.clientLabel)}</Field.Label>
            <Input
              value={client}
              maxLength={16}
              autoComplete="off"
              onChange={(event) => setClient(event.target.value.toUpperCase())}
              width={{ base: 'full', md: '16rem' }}
              data-testid="import-client"
            />
          </Field.Root>
        )}
        <Field.Root disabled={busy}>
          <Field.Label>{intl.formatMessage(m.fileLabel)}</Field.Label>
          <chakra.input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={onFile}
            disabled={busy}
            aria-label={intl.formatMessage(m.fileLabel)}
            data-testid="import-file"
            fontSize="sm"
            maxW="full"
          />
          <Field.HelperText>{intl.formatMessage(m.chooseFile)}</Field.HelperText>
        </Field.Root>
      </Stack>

      <Box role="status" aria-live="polite" data-testid="import-status">
        {statusText && <Text color="fg.muted">{statusText}</Text>}
        {file && !busy && (
          <Text>{intl.formatMessage(m.fileSummary, { file: file.name, rows: file.rows.length })}</Text>
        )}
        {preview && !busy && (
          <Text fontWeight="semibold" data-testid="import-counts">
            {intl.formatMessage(m.counts, {
              valid: preview.validCount,
              refused: preview.errorCount,
              warnings: preview.warningCount,
            })}
          </Text>
        )}
      </Box>

      {problem && (
        <Alert.Root status="error" data-testid="import-problem">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      )}

      {preview && !result && (
        <Flex gap="3" wrap="wrap" align="center">
          <Button
            colorPalette="primary"
            onClick={onImport}
            disabled={busy || preview.validCount === 0}
            data-testid="import-run"
          >
            {intl.formatMessage(m.importButton, { valid: preview.validCount })}
          </Button>
          {preview.validCount === 0 && <Text color="fg.muted">{intl.formatMessage(m.nothingValid)}</Text>}
        </Flex>
      )}

      {result && (
        <ImportResult mode={mode} result={result} onDownload={downloadReport} onStartAgain={startAgain} />
      )}

      {preview && (
        <DataGrid<ImportRow>
          definition={previewGrid}
          grid={grid}
          title={intl.formatMessage(m.previewTitle)}
          result={pageResult}
          loading={false}
          rowKey={(row) => String(row.row)}
        />
      )}
    </ManagementPage>
  );
}

function ImportResult({
  mode,
  result,
  onDownload,
  onStartAgain,
}: {
  mode: ImportMode;
  result: ImportRunAnswer;
  onDownload: (format: 'csv' | 'xlsx') => Promise<void>;
  onStartAgain: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const made = result.clients.filter((c) => (mode === 'orders' ? c.orderNumber : c.validCount > 0));
  return (
    <Stack gap="3" data-testid="import-result">
      <Alert.Root status={result.repeated ? 'info' : 'success'}>
        <Alert.Indicator />
        <Alert.Description>
          {result.repeated
            ? intl.formatMessage(m.repeated, {
                date: intl.formatDate(result.importedAt, { dateStyle: 'short', timeStyle: 'short' }),
              })
            : intl.formatMessage(m.done, { valid: result.validCount })}
        </Alert.Description>
      </Alert.Root>
      {made.length > 0 && (
        <Box>
          <Text as="h2" fontWeight="semibold" mb="1">
            {intl.formatMessage(mode === 'orders' ? m.ordersMade : m.cartsFilled)}
          </Text>
          <List.Root ps="5" data-testid="import-made">
            {made.map((c) => (
              <List.Item key={c.code}>
                {mode === 'orders' && c.orderNumber ? (
                  <Link asChild color="primary.fg">
                    <RouterLink to={orderPath(c.orderNumber, locale)}>
                      {intl.formatMessage(m.orderLine, {
                        number: c.orderNumber,
                        client: c.code,
                        name: c.name ?? '',
                        total: intl.formatNumber(c.orderTotal ?? 0, { style: 'currency', currency: 'EUR' }),
                      })}
                    </RouterLink>
                  </Link>
                ) : (
                  intl.formatMessage(m.cartLine, { client: c.code, name: c.name ?? '', rows: c.validCount })
                )}
              </List.Item>
            ))}
          </List.Root>
          {mode === 'carts' && (
            <Link asChild color="primary.fg" mt="1">
              <RouterLink to={localizePath('/currentorder', locale)}>
                {intl.formatMessage(m.openCart)}
              </RouterLink>
            </Link>
          )}
        </Box>
      )}
      {result.refusedRows.length > 0 && (
        <Box>
          <Text as="h2" fontWeight="semibold" mb="2">
            {intl.formatMessage(m.refusedTitle)} ({result.refusedRows.length})
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => void onDownload('csv')} data-testid="import-report-csv">
              {intl.formatMessage(m.downloadCsv)}
            </Button>
            <Button
              variant="outline"
              onClick={() => void onDownload('xlsx')}
              data-testid="import-report-xlsx"
            >
              {intl.formatMessage(m.downloadXlsx)}
            </Button>
          </Flex>
        </Box>
      )}
      <Box>
        <Button variant="ghost" onClick={onStartAgain} data-testid="import-again">
          {intl.formatMessage(m.startAgain)}
        </Button>
      </Box>
    </Stack>
  );
}
