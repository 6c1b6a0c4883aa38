// Quick order (customers on the cart page; staff in the current order): rows of code + quantity in a
// dense keyboard-first grid (Enter moves on, arrows move between rows, the code is looked up as it is
// typed), pasted from a spreadsheet or uploaded as CSV or XLSX. "Check" asks the shop about every
// row; "Add to the cart" puts the valid ones in (one call per 2,000 rows) and keeps the rows left to
// fix, each with the shop's message. Long lists (a file) are not drawn as a grid: their rows that
// need a look are listed instead.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { QuickOrderGrid, type GridRow } from './QuickOrderGrid';
import { QuickOrderIssues } from './QuickOrderIssues';
import { quickOrderMessages as m } from './messages';
import { rowsFromTable, rowsFromText, type QuickRow } from './quick-rows';
import { useQuickOrder, type QuickOrderAnswer } from './useQuickOrder';
import { commonMessages } from '../../../i18n/common-messages';
import { useViewer } from '../../../lib/viewer/useViewer';
import { useHydrated } from '../../../lib/useHydrated';
import { draftKey, readDraft, writeDraft } from './quick-order-draft';

/** Above this many rows the list is not drawn as a grid of fields. */
export const GRID_LIMIT = 200;

let nextId = 1;
const emptyRow = (): GridRow => ({ id: nextId++, code: '', quantity: '' });
const toGridRows = (rows: readonly QuickRow[]): GridRow[] => rows.map((row) => ({ id: nextId++, ...row }));
const filled = (rows: readonly GridRow[]) =>
  rows.filter((row) => row.code.trim() !== '' || row.quantity.trim() !== '');

async function readFile(file: File): Promise<QuickRow[]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    return rowsFromTable(await readSheet(file));
  }
  return rowsFromText(await file.text());
}

export default function QuickOrder() {
  const intl = useIntl();
  const fileRef = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<GridRow[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const { check, add, progress } = useQuickOrder();
  const busy = progress !== null || reading;
  const bulk = rows.length > GRID_LIMIT;

  // The rows typed or pasted are kept as a draft of this user for this client until added or cleared
  // (read once the page is live: the server's HTML has none).
  const { viewer } = useViewer();
  const hydrated = useHydrated();
  const key = hydrated && viewer ? draftKey(viewer.code, viewer.orderingFor?.code) : null;
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  if (key && restoredFor !== key) {
    setRestoredFor(key);
    const draft = readDraft(key);
    // Rows typed before the user was known win over an older draft.
    if (draft.length > 0 && filled(rows).length === 0)
      setRows(draft.length > GRID_LIMIT ? toGridRows(draft) : [...toGridRows(draft), emptyRow()]);
  }
  useEffect(() => {
    if (key && restoredFor === key) writeDraft(key, filled(rows));
  }, [key, restoredFor, rows]);

  /** Replaces the grid with `loaded`; `count` rows of them are new (a paste keeps the rows above it). */
  const load = (loaded: QuickRow[], count = loaded.length) => {
    setRows(loaded.length > GRID_LIMIT ? toGridRows(loaded) : [...toGridRows(loaded), emptyRow()]);
    setProblem(null);
    setStatus(count > 0 ? intl.formatMessage(m.loaded, { count }) : '');
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    try {
      load(await readFile(file));
    } catch {
      setProblem(intl.formatMessage(m.readFailed));
    } finally {
      setReading(false);
    }
  };

  const failure = (answer: Extract<QuickOrderAnswer, { ok: false }>) =>
    intl.formatMessage(m.failed, {
      reason: answer.reason ?? intl.formatMessage(commonMessages.theShopIsNotAnswering),
    });

  const send = async (adding: boolean) => {
    const sent = filled(rows);
    if (sent.length === 0) {
      setProblem(intl.formatMessage(m.nothing));
      return;
    }
    setProblem(null);
    setStatus('');
    const answer = await (adding ? add : check)(sent.map(({ code, quantity }) => ({ code, quantity })));
    if (!answer.ok) {
      setProblem(failure(answer));
      return;
    }
    const withResults = sent.map((row, index) => ({ ...row, result: answer.rows[index] }));
    if (!adding) {
      setRows(withResults.length > GRID_LIMIT ? withResults : [...withResults, emptyRow()]);
      setStatus(
        intl.formatMessage(m.summary, {
          valid: answer.validCount,
          warnings: answer.warningCount,
          errors: answer.errorCount,
        }),
      );
      return;
    }
    // What went in leaves the grid; what did not stays, with its message, to be fixed.
    const left = withResults.filter((row) => row.result?.cartQuantity == null);
    setRows(left.length > GRID_LIMIT ? left : [...left, emptyRow()]);
    const added = sent.length - left.length;
    setStatus(
      [
        intl.formatMessage(added === 0 ? m.nothingAdded : m.added, { count: added }),
        left.length > 0 ? intl.formatMessage(m.leftToFix, { count: left.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  return (
    <Stack as="section" aria-labelledby="quick-order-heading" gap="3" data-testid="quick-order">
      <Heading as="h2" size="lg" id="quick-order-heading">
        {intl.formatMessage(m.heading)}
      </Heading>
      <Text fontSize="sm" color="fg.muted" maxW="prose">
        {intl.formatMessage(m.intro)}
      </Text>
      <Flex gap="2" wrap="wrap" align="center">
        <Button size="sm" variant="outline" loading={reading} onClick={() => fileRef.current?.click()}>
          {intl.formatMessage(m.upload)}
        </Button>
        <VisuallyHidden>
          <input
            ref={fileRef}
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={intl.formatMessage(m.upload)}
            tabIndex={-1}
            onChange={(event) => void onFile(event)}
            data-testid="quick-order-file"
          />
        </VisuallyHidden>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => load([])}>
          {intl.formatMessage(m.clear)}
        </Button>
      </Flex>
      {bulk ? (
        <QuickOrderIssues rows={rows} />
      ) : (
        <QuickOrderGrid rows={rows} onChange={setRows} onPasteRows={load} newRow={emptyRow} />
      )}
      <Flex gap="2" wrap="wrap" align="center">
        <Button
          variant="outline"
          loading={busy && progress !== null}
          disabled={busy}
          onClick={() => void send(false)}
        >
          {intl.formatMessage(m.check)}
        </Button>
        <Button
          colorPalette="primary"
          disabled={busy}
          onClick={() => void send(true)}
          data-testid="quick-order-add"
        >
          {intl.formatMessage(m.add)}
        </Button>
        {progress && (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.working, progress)}
          </Text>
        )}
      </Flex>
      <Box role="status" aria-live="polite" fontWeight="semibold" data-testid="quick-order-status">
        {status}
      </Box>
      {problem && (
        <Text role="alert" color="red.700">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
