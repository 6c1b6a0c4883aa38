// The dashboard through the gateway over the real API (demo data): the type each user gets, an agent's
// figures kept to his clients, the office's channels, the fairs in the asked language, and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function graphql(query: string, token?: string, variables: Record<string, unknown> = {}) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  return res.json();
}
async function tokenOf(username: string, password = 'Bellini2026'): Promise<string> {
  const { data } = await graphql(
    `mutation { login(input: { username: "${username}", password: "${password}" }, tokenDelivery: BEARER) { token } }`,
  );
  return data.login.token;
}

const FIGURES = 'orders amount';
const ORDER = 'number placedAt status channel clientCode clientName total';
const MONTH = `month { from to lastYearFrom lastYearTo current { ${FIGURES} } lastYear { ${FIGURES} }
  days { day amount lastYearAmount } }`;
const TOP_CLIENTS = 'topClients { code name agentCode agentName orders amount }';
const DASHBOARD = `query ($language: Language) {
  dashboard(language: $language) {
    __typename date decimals
    ... on AgentDashboard {
      agent { code name } clients { total orderedThisMonth } ${MONTH} openOrders { ${FIGURES} } ${TOP_CLIENTS}
      attention {
        waitingOrders { count amount oldest { ${ORDER} } }
        silentClients { count first { code name lastOrderOn daysSinceLastOrder usualInterval ordersLastYear } }
        overCredit { count first { code name creditLimit exposure } }
        overdue { clients amount first { code name amount documents oldestDueOn } }
      }
    }
    ... on OfficeDashboard {
      todayOrders { ${FIGURES} byChannel { channel ${FIGURES} } }
      waitingOrders { count amount oldest { ${ORDER} } } ${MONTH} ${TOP_CLIENTS}
      topAgents { code name clients orders amount }
    }
    ... on FairDashboard { fairs { code name place startsOn endsOn state days orders { ${FIGURES} } } }
  }
}`;

describe('dashboard through the gateway', () => {
  it('gives moretti his clients’ figures, and nothing of C00003', async () => {
    const { data, errors } = await graphql(DASHBOARD, await tokenOf('moretti'));
    expect(errors).toBeUndefined();
    const dashboard = data.dashboard;
    expect(dashboard).toMatchObject({
      __typename: 'AgentDashboard',
      decimals: 2,
      agent: { code: 'AG01', name: 'Luca Moretti' },
    });
    expect(dashboard.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dashboard.clients.total).toBeGreaterThanOrEqual(2);
    expect(dashboard.month.to).toBe(dashboard.date);
    expect(dashboard.month.days.length).toBeGreaterThanOrEqual(28);
    // The demo's rossi (C00001, moretti's) has an order received yesterday: it waits for confirmation.
    const waiting = dashboard.attention.waitingOrders;
    expect(waiting.count).toBeGreaterThan(0);
    expect(waiting.oldest[0]).toMatchObject({ status: 'RECEIVED' });
    expect(JSON.stringify(dashboard)).not.toContain('C00003');
  });

  it('gives the office today’s orders on every channel, top clients and agents', async () => {
    const { data, errors } = await graphql(DASHBOARD, await tokenOf('admin'));
    expect(errors).toBeUndefined();
    const dashboard = data.dashboard;
    expect(dashboard.__typename).toBe('OfficeDashboard');
    expect(dashboard.todayOrders.byChannel.map((c: { channel: string }) => c.channel)).toEqual([
      'WEB',
      'AGENT',
      'OFFICE',
      'FAIR',
      'IMPORT',
      'QUOTE',
    ]);
    expect(dashboard.waitingOrders.count).toBeGreaterThan(0);
    expect(dashboard.topClients.length).toBeLessThanOrEqual(5);
    expect(dashboard.topAgents.length).toBeLessThanOrEqual(5);
  });

  it('gives fair staff their fairs in the language asked', async () => {
    const token = await tokenOf('fiere');
    const english = await graphql(DASHBOARD, token, { language: 'EN' });
    expect(english.errors).toBeUndefined();
    expect(english.data.dashboard.__typename).toBe('FairDashboard');
    const fairs = english.data.dashboard.fairs;
    expect(fairs.length).toBeGreaterThan(0);
    expect(fairs.map((f: { code: string }) => f.code)).toContain('EXPO2026');
    expect(fairs.find((f: { code: string }) => f.code === 'EXPO2026').name).toBe(
      'Riviera Hospitality Expo 2026',
    );
    expect(['RUNNING', 'UPCOMING', 'OVER']).toContain(fairs[0].state);
  });

  it('refuses customers (FORBIDDEN) and visitors (UNAUTHENTICATED)', async () => {
    const customer = await graphql(DASHBOARD, await tokenOf('rossi'));
    expect(customer.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(customer.data.dashboard).toBeNull();
    const visitor = await graphql(DASHBOARD);
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
