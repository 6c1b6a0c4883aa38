// An order's audit log reads in the viewer's language (issue 26 item 12): actions and fields named,
// statuses and channels by their labels, days, amounts and counts formatted; no code, ISO day or dot
// decimal of the API shows through.
import { render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { userData, viewerMock } from '../../../test/viewer-fixtures';
import { AuditLogPanel, AuditLogPanelQuery } from '../../../app/manage/audit/AuditLogPanel';
import { orderAuditFieldMessages, orderAuditValueLabels } from './audit-fields';

const change = (field: string, before: string | null, after: string | null, kind = 'TEXT') => ({
  __typename: 'AuditChange',
  field,
  before,
  after,
  kind,
});
const entry = (id: number, action: string, changes: unknown[]) => ({
  __typename: 'AuditEntry',
  id: String(id),
  at: '2026-11-20T09:30:00.000Z',
  actor: { __typename: 'AuditActor', code: 'ufficio', type: 'U', name: 'Ufficio Vendite' },
  clientCode: 'C00001',
  action,
  changes,
  summary: '',
});
/** An order's whole life as the gateway answers it (newest first). */
const life = [
  entry(4, 'invoice', [change('fattura', null, '2026/000007'), change('ddt', null, '2026/000012')]),
  entry(3, 'ship', [
    change('stato', 'CONFIRMED', 'PARTLY_SHIPPED', 'ORDER_STATUS'),
    change('ddt', null, '2026/000012'),
    change('righe', null, '1', 'NUMBER'),
    change('pezzi', null, '1200', 'NUMBER'),
    change('dataPrevista', null, '2026-12-03', 'DATE'),
  ]),
  entry(2, 'status', [change('stato', 'RECEIVED', 'CONFIRMED', 'ORDER_STATUS')]),
  entry(6, 'issue.status', [change('stato', 'OPEN', 'IN_PROGRESS', 'ORDER_ISSUE_STATUS')]),
  entry(7, 'issue.open', [
    change('criticita', null, '3', 'NUMBER'),
    change('riga', null, 'AL000001'),
    change('tipo', null, 'DAMAGED', 'ORDER_ISSUE_KIND'),
    change('stato', null, 'OPEN', 'ORDER_ISSUE_STATUS'),
  ]),
  entry(5, 'editLines', [
    change('riga AL000001', '1 × 8.8500', '2 × 8.8500 (20+10)', 'ORDER_LINE'),
    change('riga AL002411', '12 × 5.8912', null, 'ORDER_LINE'),
    change('totale', '12.69', '20.63', 'AMOUNT'),
  ]),
  entry(1, 'placeFor', [
    change('numero', null, '2026/000123'),
    change('totale', null, '661.29', 'AMOUNT'),
    change('canale', null, 'AGENT', 'ORDER_CHANNEL'),
    change('righe', null, '2', 'NUMBER'),
  ]),
];
const mock: MockLink.MockedResponse = {
  request: {
    query: AuditLogPanelQuery,
    variables: { entity: 'ORDER', key: '2026/000123', page: 1, pageSize: 10 },
  },
  result: { data: { auditLog: { __typename: 'AuditPage', items: life, total: 7, page: 1, pageSize: 10 } } },
};

async function rowsIn(locale: 'it' | 'en') {
  render(
    <UiProvider>
      <IntlProvider locale={locale} defaultLocale="it" messages={catalogues[locale]} timeZone="Europe/Rome">
        <MockedProvider mocks={[viewerMock(userData('U')), mock]}>
          <AuditLogPanel
            entity="ORDER"
            recordKey="2026/000123"
            fieldLabels={orderAuditFieldMessages}
            valueLabels={orderAuditValueLabels}
          />
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
  const panel = await screen.findByTestId('audit-log');
  const items = await within(panel).findAllByRole('listitem');
  return items.map((item) => item.textContent ?? '');
}

/** What must never reach a reader: the API's codes, ISO days, dot decimals. */
const RAW =
  /\b(ship|status|invoice|placeFor|agent|AGENT|[A-Z]+_[A-Z]+|dataPrevista|pezzi|totale)\b|\d{4}-\d{2}-\d{2}|\d\.\d{2}\b/;

describe('an order’s audit log', () => {
  it('reads in Italian', async () => {
    const [invoice, ship, confirm, issueStatus, issueOpen, edit, placed] = await rowsIn('it');
    expect(issueOpen).toContain('Tipo di problema(vuoto)→ Merce danneggiata');
    expect(issueOpen).toContain('Stato(vuoto)→ Aperta');
    expect(issueOpen).toContain('Articolo segnalato(vuoto)→ AL000001');
    expect(issueStatus).toContain('Aperta→ In lavorazione');
    expect(edit).toContain('Modifica delle righe');
    expect(edit).toContain('Riga AL0000011 × 8,85\u00a0€→ 2 × 8,85\u00a0€ (20+10)');
    expect(edit).toContain('Riga AL00241112 × 5,8912\u00a0€→ (vuoto)');
    expect(invoice).toContain('Fatturazione');
    expect(invoice).toContain('Fattura(vuoto)→ 2026/000007');
    expect(ship).toContain('Spedizione');
    expect(ship).toContain('StatoConfermato→ Spedito in parte');
    expect(ship).toContain('Pezzi(vuoto)→ 1200');
    expect(ship).toContain('Spedizione prevista del residuo(vuoto)→ 03/12/26');
    expect(confirm).toContain('Cambio di stato');
    expect(placed).toContain('Totale(vuoto)→ 661,29');
    expect(placed).toContain('Canale(vuoto)→ Agente');
    for (const text of [invoice, ship, confirm, issueStatus, issueOpen, edit, placed])
      expect(text).not.toMatch(RAW);
  });

  it('reads in English', async () => {
    const [invoice, ship, confirm, issueStatus, issueOpen, edit, placed] = await rowsIn('en');
    expect(issueOpen).toContain('(empty)→ Damaged goods');
    expect(issueStatus).toContain('Open→ Being handled');
    expect(edit).toContain('Line AL0000011 × €8.85→ 2 × €8.85 (20+10)');
    expect(invoice).toContain('Invoicing');
    expect(ship).toContain('Shipment');
    expect(ship).toContain('Rest expected to ship(empty)→ 12/3/26');
    expect(ship).toContain('Units(empty)→ 1,200');
    expect(confirm).toContain('Status change');
    expect(placed).toContain('Total(empty)→ €661.29');
    for (const text of [invoice, ship, confirm, issueStatus, issueOpen, edit, placed]) {
      expect(text).not.toMatch(
        /\b(placeFor|AGENT|[A-Z]+_[A-Z]+|dataPrevista|pezzi|totale)\b|\d{4}-\d{2}-\d{2}/,
      );
      expect(text).not.toMatch(/Spedizione|Fattura\b|Stato|Totale|Canale|Confermato|vuoto/);
    }
  });
});
