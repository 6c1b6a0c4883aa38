// The preview's grid (every row with its outcome, refused ones first on demand by the outcome filter)
// and the columns of the refused rows' report (CSV, XLSX).
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ImportOrdersCheckMutation, ImportOutcome } from '../../../gql/graphql';
import type { GridColumn } from '../../../app/manage/grid/columns';
import { defineGrid } from '../../../app/manage/grid/define-grid';
import { importColumnMessages as c, importOutcomeMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export type ImportRow = ImportOrdersCheckMutation['answer']['rows'][number];

const PALETTE: Record<ImportOutcome, string> = { OK: 'green', WARNING: 'orange', ERROR: 'red' };

function OutcomeCell({ outcome }: { outcome: ImportOutcome }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[outcome]} variant="subtle" data-testid="import-outcome">
      {intl.formatMessage(importOutcomeMessages[outcome])}
    </Badge>
  );
}

const rowColumn: GridColumn<ImportRow> = {
  id: 'row',
  header: commonMessages.row,
  value: (r) => r.row,
  type: 'number',
  hideable: false,
  width: '4rem',
};
const clientColumn: GridColumn<ImportRow> = {
  id: 'client',
  header: manageCommonMessages.client,
  value: (r) => r.client,
  width: '7rem',
};
const codeColumn: GridColumn<ImportRow> = {
  id: 'code',
  header: commonMessages.code,
  value: (r) => r.code,
  hideable: false,
};
const quantityColumn: GridColumn<ImportRow> = {
  id: 'quantity',
  header: commonMessages.quantity,
  value: (r) => r.quantity,
};
const messageColumn: GridColumn<ImportRow> = {
  id: 'message',
  header: commonMessages.reason,
  value: (r) => r.message,
  width: '16rem',
};

export const previewGrid = defineGrid<ImportRow>({
  id: 'imports-preview',
  columns: [
    rowColumn,
    clientColumn,
    codeColumn,
    { ...quantityColumn, visibleFrom: 'tablet' },
    {
      id: 'outcome',
      header: manageCommonMessages.outcome,
      value: (r) => r.outcome,
      cell: (r) => <OutcomeCell outcome={r.outcome} />,
      valueLabels: importOutcomeMessages,
      hideable: false,
    },
    { ...messageColumn, visibleFrom: 'tablet' },
    {
      id: 'imported',
      header: c.imported,
      value: (r) => r.importedQuantity,
      type: 'number',
      visibleFrom: 'desktop',
    },
    {
      id: 'description',
      header: commonMessages.description,
      value: (r) => r.description,
      visibleFrom: 'desktop',
    },
  ],
  filters: [
    {
      kind: 'select',
      name: 'outcome',
      label: manageCommonMessages.outcome,
      options: (['ERROR', 'WARNING', 'OK'] as const).map((value) => ({
        value,
        label: importOutcomeMessages[value],
      })),
    },
  ],
  pageSize: 50,
  prefix: 'p',
});

/** The refused rows' report: what the user needs to fix the rows in the file. */
export const REPORT_COLUMNS: readonly GridColumn<ImportRow>[] = [
  rowColumn,
  clientColumn,
  codeColumn,
  quantityColumn,
  messageColumn,
];
