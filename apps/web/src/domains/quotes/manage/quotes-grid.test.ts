// The quotes grid's URL filters become the GraphQL filter; a page's fixed status wins.
import { describe, expect, it } from 'vitest';
import { gridStateWith as state } from '../../../app/manage/grid/test-grid-state';
import { changesQuotesGrid, quotesGrid, requestedQuotesGrid, toQuoteFilter } from './quotes-grid';

describe('toQuoteFilter', () => {
  it('is null without filters', () => {
    expect(toQuoteFilter(state({}))).toBeNull();
  });

  it('maps status, client, agent and the days created', () => {
    expect(
      toQuoteFilter(
        state({
          status: 'SENT',
          client: 'C00001',
          agent: 'A01',
          createdFrom: '2026-01-01',
          createdTo: '2026-01-31',
        }),
      ),
    ).toEqual({
      status: 'SENT',
      clientCode: 'C00001',
      agentCode: 'A01',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('ignores unknown statuses and days', () => {
    expect(toQuoteFilter(state({ status: 'LOST', createdFrom: '1/1/2026', client: 'a b' }))).toBeNull();
  });

  it("keeps the page's fixed status whatever the URL says", () => {
    expect(toQuoteFilter(state({ status: 'SENT' }), 'REQUESTED')).toEqual({ status: 'REQUESTED' });
  });
});

describe('the quotes grids', () => {
  it('show the last changed first and bind their filters to the URL', () => {
    expect(quotesGrid.options.sort).toEqual({ field: 'updated', direction: 'desc' });
    expect(quotesGrid.options.filterNames).toEqual(['status', 'client', 'agent', 'createdFrom', 'createdTo']);
  });

  it('give each request preset its own params and no status filter', () => {
    expect(requestedQuotesGrid.options.prefix).not.toBe(changesQuotesGrid.options.prefix);
    expect(requestedQuotesGrid.options.filterNames).not.toContain('status');
  });
});
