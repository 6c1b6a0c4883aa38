// Export of every row the grid's search and filters match (all pages) to CSV or XLSX: read page by
// page with the grid's own query (fetch-all-rows.ts, capped), with progress and a cancel button; the
// file builders (Papa Parse, write-excel-file) load on first use.
import { useRef, useState } from 'react';
import { Box, Button, Flex, Menu, Portal, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { GridColumn } from './columns';
import { fetchAllRows, type FetchRowsPage } from './fetch-all-rows';
import type { ExportFormat } from './export-files';
import { gridMessages } from './messages';

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; count: number; total: number; capped: boolean }
  | { status: 'failed' };

export function ExportMenu<Row>({
  gridId,
  columns,
  fetchPage,
}: {
  gridId: string;
  columns: readonly GridColumn<Row>[];
  fetchPage: FetchRowsPage<Row>;
}) {
  const intl = useIntl();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const run = async (format: ExportFormat) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'running', done: 0, total: 0 });
    try {
      const [files, result] = await Promise.all([
        import('./export-files'),
        fetchAllRows(fetchPage, {
          signal: controller.signal,
          onProgress: (done, total) => setState({ status: 'running', done, total }),
        }),
      ]);
      const blob =
        format === 'csv'
          ? new Blob([files.toCsv(intl, columns, result.rows)], { type: 'text/csv;charset=utf-8' })
          : await files.toXlsx(intl, columns, result.rows);
      controller.signal.throwIfAborted();
      files.download(blob, files.exportFileName(gridId, format));
      setState({ status: 'done', count: result.rows.length, total: result.total, capped: result.capped });
    } catch {
      setState(controller.signal.aborted ? { status: 'idle' } : { status: 'failed' });
    }
  };
  const n = (value: number) => intl.formatNumber(value);
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Menu.Root onSelect={({ value }) => void run(value as ExportFormat)}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" h="10" disabled={state.status === 'running'}>
            {intl.formatMessage(gridMessages.export)}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Menu.Item value="csv">{intl.formatMessage(gridMessages.exportCsv)}</Menu.Item>
              <Menu.Item value="xlsx">{intl.formatMessage(gridMessages.exportXlsx)}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Box role="status" aria-live="polite" fontSize="sm">
        {state.status === 'running' && (
          <Flex align="center" gap="2">
            <Spinner size="xs" />
            <Text>
              {intl.formatMessage(gridMessages.exportProgress, {
                done: n(state.done),
                total: n(state.total),
              })}
            </Text>
            <Box
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={state.total || 1}
              aria-valuenow={state.done}
              aria-label={intl.formatMessage(gridMessages.export)}
              width="16"
              height="1.5"
              bg="gray.200"
              borderRadius="full"
              overflow="hidden"
            >
              <Box
                height="full"
                bg="primary.solid"
                width={`${state.total ? (100 * state.done) / state.total : 0}%`}
              />
            </Box>
            <Button size="xs" variant="ghost" onClick={() => abort.current?.abort()}>
              {intl.formatMessage(gridMessages.exportCancel)}
            </Button>
          </Flex>
        )}
        {state.status === 'done' &&
          (state.capped ? (
            <Text color="orange.700">
              {intl.formatMessage(gridMessages.exportCapped, {
                count: n(state.count),
                total: n(state.total),
              })}
            </Text>
          ) : (
            <Text color="green.700">
              {intl.formatMessage(gridMessages.exportDone, { count: n(state.count) })}
            </Text>
          ))}
        {state.status === 'failed' && (
          <Text color="red.700">{intl.formatMessage(gridMessages.exportFailed)}</Text>
        )}
      </Box>
    </Flex>
  );
}
