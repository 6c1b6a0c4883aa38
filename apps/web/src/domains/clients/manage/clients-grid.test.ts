// The directory's URL filters become the GraphQL filter the API applies ("-" = no agent); the agent
// filter offers the agents only to users who may see them.
import { describe, expect, it } from 'vitest';
import { gridStateWith as state } from '../../../app/manage/grid/test-grid-state';
import { directoryFilters, NO_AGENT, toClientFilter } from './clients-grid';

describe('toClientFilter', () => {
  it('is null without filters', () => {
    expect(toClientFilter(state({}))).toBeNull();
  });

  it('maps each URL filter, and "-" to clients without an agent', () => {
    expect(
      toClientFilter(state({ agent: 'AG02', priceList: 'P1B2B', city: 'Roma', credit: 'over' })),
    ).toEqual({
      agentCode: 'AG02',
      priceList: 'P1B2B',
      city: 'Roma',
      overCreditLimit: true,
    });
    expect(toClientFilter(state({ agent: NO_AGENT }))).toEqual({ withoutAgent: true });
  });

  it('ignores an unknown price list and pins the agent of an agent’s page', () => {
    expect(toClientFilter(state({ priceList: 'p9' }))).toBeNull();
    expect(toClientFilter(state({ agent: 'AG02' }), 'AG01')).toEqual({ agentCode: 'AG01' });
  });
});

describe('directoryFilters', () => {
  it('offers no agent filter to users who may not see the agents', () => {
    expect(directoryFilters(null).map((f) => f.name)).toEqual(['priceList', 'city', 'credit']);
  });

  it('lists "no agent" first, then each agent', () => {
    const [agent] = directoryFilters([{ code: 'AG01', name: 'Luca Moretti' }]);
    expect(agent?.kind === 'select' && agent.options.map((o) => o.value)).toEqual([NO_AGENT, 'AG01']);
  });
});
