// The order grid's URL filters become the GraphQL filter the API applies; unknown values are ignored.
import { describe, expect, it } from 'vitest';
import { gridStateWith as state } from '../../../app/manage/grid/test-grid-state';
import { ordersGrid, toOrderFilter } from './orders-grid';

describe('toOrderFilter', () => {
  it('is null without filters', () => {
    expect(toOrderFilter(state({}))).toBeNull();
  });

  it('maps status, open only, channel and the days placed', () => {
    expect(
      toOrderFilter(
        state({
          status: 'RECEIVED',
          open: 'yes',
          channel: 'AGENT',
          dateFrom: '2026-01-01',
          dateTo: '2026-01-31',
        }),
      ),
    ).toEqual({ statuses: ['RECEIVED'], open: true, channel: 'AGENT', from: '2026-01-01', to: '2026-01-31' });
  });

  it('ignores unknown statuses, channels and days', () => {
    expect(
      toOrderFilter(state({ status: 'LOST', channel: 'FAX', open: 'no', dateFrom: '1/1/2026' })),
    ).toBeNull();
  });
});

describe('ordersGrid', () => {
  it('shows the newest orders first and binds its filters to the URL', () => {
    expect(ordersGrid.options.sort).toEqual({ field: 'date', direction: 'desc' });
    expect(ordersGrid.options.filterNames).toEqual(['status', 'open', 'channel', 'dateFrom', 'dateTo']);
  });
});
