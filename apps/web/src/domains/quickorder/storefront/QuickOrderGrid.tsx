// The grid of quick order: one line per row (code, quantity, what the shop found), dense and
// keyboard-first. Enter in the code goes to its quantity, Enter in the quantity to the next row's
// code (a new row at the end); ArrowUp/ArrowDown move to the same field of the row above or below.
// Text pasted with several cells (from a spreadsheet) fills the grid from that row down.
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Input, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { quickOrderMessages as m } from './messages';
import { isTablePaste, rowsFromText, type QuickRow } from './quick-rows';
import { QuickOrderLookupQuery } from './quickorder-documents';
import type { RowResult } from './useQuickOrder';
import { commonMessages } from '../../../i18n/common-messages';

export interface GridRow extends QuickRow {
  id: number;
  result?: RowResult | undefined;
}

interface GridProps {
  rows: GridRow[];
  onChange: (rows: GridRow[]) => void;
  /** Rows pasted as a table: they replace the grid from the row pasted into (`pasted` of them new). */
  onPasteRows: (rows: QuickRow[], pasted: number) => void;
  newRow: () => GridRow;
}

type Column = 'code' | 'quantity';
const fieldId = (column: Column, index: number) => `quick-order-${column}-${index}`;
const focusField = (column: Column, index: number) =>
  document.getElementById(fieldId(column, index))?.focus();

export function QuickOrderGrid({ rows, onChange, onPasteRows, newRow }: GridProps) {
  const intl = useIntl();
  // The row Enter added at the end gets the focus once it is drawn.
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    focusField('code', focusNext.current);
    focusNext.current = null;
  }, [rows.length]);

  const update = (index: number, change: Partial<QuickRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change, result: undefined } : row)));

  const onKey = (column: Column, index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (column === 'code') focusField('quantity', index);
      else if (index + 1 < rows.length) focusField('code', index + 1);
      else {
        focusNext.current = index + 1;
        onChange([...rows, newRow()]);
      }
    } else if (event.key === 'ArrowDown' && index + 1 < rows.length) {
      event.preventDefault();
      focusField(column, index + 1);
    } else if (event.key === 'ArrowUp' && index > 0) {
      event.preventDefault();
      focusField(column, index - 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTablePaste(text)) return;
    event.preventDefault();
    const kept = rows.slice(0, index).filter((row) => row.code.trim() !== '' || row.quantity.trim() !== '');
    const pasted = rowsFromText(text);
    onPasteRows([...kept.map(({ code, quantity }) => ({ code, quantity })), ...pasted], pasted.length);
  };

  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="line" data-testid="quick-order-grid">
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {intl.formatMessage(m.tableCaption)}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="3rem">{intl.formatMessage(commonMessages.row)}</Table.ColumnHeader>
            <Table.ColumnHeader minW="8rem">{intl.formatMessage(commonMessages.code)}</Table.ColumnHeader>
            <Table.ColumnHeader width="6rem">
              {intl.formatMessage(commonMessages.quantity)}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.columnProduct)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={row.id} data-testid="quick-order-row" data-outcome={row.result?.outcome}>
              <Table.Cell color="fg.muted">{index + 1}</Table.Cell>
              <Table.Cell py="1">
                <Input
                  id={fieldId('code', index)}
                  size="sm"
                  value={row.code}
                  autoComplete="off"
                  spellCheck={false}
                  aria-label={intl.formatMessage(m.codeOfRow, { row: index + 1 })}
                  onChange={(event) => update(index, { code: event.target.value })}
                  onKeyDown={onKey('code', index)}
                  onPaste={onPaste(index)}
                />
              </Table.Cell>
              <Table.Cell py="1">
                <Input
                  id={fieldId('quantity', index)}
                  size="sm"
                  inputMode="numeric"
                  value={row.quantity}
                  autoComplete="off"
                  aria-label={intl.formatMessage(m.quantityOfRow, { row: index + 1 })}
                  onChange={(event) => update(index, { quantity: event.target.value })}
                  onKeyDown={onKey('quantity', index)}
                  onPaste={onPaste(index)}
                />
              </Table.Cell>
              <Table.Cell fontSize="sm" minW="12rem">
                {row.result ? <RowOutcome result={row.result} /> : <RowLookup code={row.code} />}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** What the shop said about the row. */
export function RowOutcome({ result }: { result: RowResult }) {
  const intl = useIntl();
  const palette = result.outcome === 'OK' ? 'green' : result.outcome === 'WARNING' ? 'orange' : 'red';
  // A check changes nothing: the cart holds `cartQuantityBefore` now and `cartQuantity` after the add.
  const quantity = (value: number) => `${intl.formatNumber(value)} ${result.unit ?? ''}`.trim();
  const now = result.cartQuantityBefore ?? 0;
  const cartNote =
    result.cartQuantity != null
      ? intl.formatMessage(now > 0 ? m.inCartThenAfter : m.notInCartYet, {
          now: quantity(now),
          after: quantity(result.cartQuantity),
        })
      : now > 0
        ? intl.formatMessage(m.inCartNow, { now: quantity(now) })
        : null;
  return (
    <Box>
      <Badge colorPalette={palette} variant="subtle" mr="2">
        {intl.formatMessage(
          result.outcome === 'OK' ? m.ok : result.outcome === 'WARNING' ? m.warning : m.error,
        )}
      </Badge>
      {result.description && <Text as="span">{result.description} </Text>}
      {result.message && (
        <Text color={result.outcome === 'ERROR' ? 'red.700' : 'orange.700'} data-testid="quick-order-message">
          {result.message}
        </Text>
      )}
      {cartNote && (
        <Text as="span" color="fg.muted" data-testid="quick-order-in-cart">
          {cartNote}
        </Text>
      )}
    </Box>
  );
}

/** The product of a typed code, looked up 350 ms after typing stops. */
function RowLookup({ code }: { code: string }) {
  const intl = useIntl();
  const language = toLanguage(useLocale());
  const [debounced, setDebounced] = useState(code.trim());
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(code.trim()), 350);
    return () => clearTimeout(timer);
  }, [code]);
  const skip = debounced.length < 3 || !/^[A-Za-z0-9._-]+$/.test(debounced);
  const { data, loading } = useQuery(QuickOrderLookupQuery, {
    variables: { code: debounced, language },
    skip,
  });
  if (skip) return null;
  if (loading) return <Text color="fg.muted">{intl.formatMessage(m.lookingUp)}</Text>;
  const product = data?.product;
  if (!product) return <Text color="orange.700">{intl.formatMessage(m.unknownCode)}</Text>;
  return (
    <Text color="fg.muted">
      {intl.formatMessage(m.packRule, {
        description: product.description,
        min: product.minQuantity,
        step: product.quantityStep,
        unit: product.unit,
      })}
    </Text>
  );
}
