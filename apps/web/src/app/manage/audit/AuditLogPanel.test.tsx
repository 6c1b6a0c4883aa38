// The audit log panel of a record: who, when, on behalf of whom, each field before → after, paging;
// nothing at all for a user without AUDIT_READ.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import { userData, viewerMock } from '../../../test/viewer-fixtures';
import { AuditLogPanel, AuditLogPanelQuery } from './AuditLogPanel';

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry',
  id: String(id),
  at: '2026-11-20T09:30:00.000Z',
  actor: { __typename: 'AuditActor', code: 'moretti', type: 'A', name: 'Luca Moretti' },
  clientCode: 'C00001',
  action: 'update',
  changes: [
    { __typename: 'AuditChange', field: 'sconti', before: '10+5', after: '20+10', kind: 'TEXT' },
    { __typename: 'AuditChange', field: 'note', before: null, after: 'Consegna al mattino', kind: 'TEXT' },
  ],
  summary: '',
  ...overrides,
});

const pageMock = (page: number, items: unknown[]): MockLink.MockedResponse => ({
  request: { query: AuditLogPanelQuery, variables: { entity: 'CLIENT', key: 'C00001', page, pageSize: 10 } },
  result: { data: { auditLog: { __typename: 'AuditPage', items, total: 12, page, pageSize: 10 } } },
});

function renderPanel(type: string, mocks: MockLink.MockedResponse[]) {
  render(
    <UiProvider>
      <IntlProvider locale="it" defaultLocale="it" messages={catalogues.it} timeZone="Europe/Rome">
        <MockedProvider mocks={[viewerMock(userData(type)), ...mocks]}>
          <AuditLogPanel
            entity="CLIENT"
            recordKey="C00001"
            fieldLabels={{ sconti: { id: 'management.grid.pageSize', defaultMessage: 'x' } }}
          />
        </MockedProvider>
      </IntlProvider>
    </UiProvider>,
  );
}

describe('the audit log panel', () => {
  it('shows who changed what, when and for which client, newest first, in pages', async () => {
    renderPanel('X', [
      pageMock(1, [
        entry(1),
        ...Array.from({ length: 9 }, (_, i) => entry(i + 2, { changes: [], summary: `Ordine ${i}` })),
      ]),
      pageMock(2, [
        entry(11, { action: 'placeFor', changes: [], summary: 'Ordine 2026/000123, 1.234,50 €' }),
        entry(12, { action: 'mystery', changes: [] }),
      ]),
    ]);
    const panel = await screen.findByRole('region', { name: 'Registro delle modifiche' });
    const first = (await within(panel).findAllByRole('listitem'))[0] as HTMLElement;
    expect(first.textContent).toContain('20/11/26, 10:30');
    expect(first.textContent).toContain('Modifica');
    expect(first.textContent).toContain('Luca Moretti (moretti) · agente · per il cliente C00001');
    const rows = within(first)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // A field with a label of the record page shows it; the others their own name.
    expect(rows).toEqual([
      'CampoPrimaDopo',
      'Righe per pagina10+5→ 20+10',
      'note(vuoto)→ Consegna al mattino',
    ]);
    expect(within(panel).getByText('1–10 di 12')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Meno recenti' }));
    expect(await within(panel).findByText('Ordine 2026/000123, 1.234,50 €')).toBeTruthy();
    expect(within(panel).getByText('Ordine per il cliente')).toBeTruthy();
    expect(within(panel).getByText('mystery')).toBeTruthy();
    expect(within(panel).getByText('11–12 di 12')).toBeTruthy();
  });

  it('shows nothing to a user who may not read audit logs', async () => {
    renderPanel('F', [pageMock(1, [entry(1)])]);
    // Give the viewer time to answer: the panel must still be absent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('audit-log')).toBeNull();
  });
});
