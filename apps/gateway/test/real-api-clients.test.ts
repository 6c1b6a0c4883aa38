// The client directory, the client record and the sales agents through GraphQL over the real REST API
// (in-process, demo data on PGlite, real HTTP): what the reserved area's pages and an integrator do.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
const tokens: Record<string, string> = {};

async function post(query: string, variables: Record<string, unknown> = {}, token?: string) {
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

async function bearer(username: string, password = 'Bellini2026'): Promise<string> {
  const res = await post(
    `mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }, tokenDelivery: BEARER) { token } }`,
    { u: username, p: password },
  );
  return res.data?.login.token as string;
}

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
  for (const user of ['moretti', 'admin', 'rossi']) tokens[user] = await bearer(user);
  tokens.ufficio = await bearer('ufficio', 'Provvisoria1');
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const CLIENTS = `query($search: String, $sort: ClientSort, $filter: ClientFilter, $page: Int, $pageSize: Int) {
  clients(search: $search, sort: $sort, filter: $filter, page: $page, pageSize: $pageSize) {
    total page pageSize
    items { code name vatNumber city province agent { code name } priceList discounts lastOrderAt
      ordersThisYear turnoverThisYear creditLimit exposure overCreditLimit }
  }
}`;
const RECORD = `query($code: String!) {
  client(code: $code) {
    code name vatNumber registeredOffice { city province } priceList discounts paymentTerms creditLimit
    agent { code name } deliveryAddresses { code name isDefault }
    exposure { openOrders openOrderCount unpaid overdue total available overCreditLimit }
    contacts { id name role } notes { text author createdAt } openItems { document owed overdue }
    latestOrders { number status channel placedBy total } openOrders { number status }
  }
}`;

describe('clients', () => {
  it('lists an agent only his clients, sorted and filtered with typed arguments', async () => {
    const mine = await post(CLIENTS, { pageSize: 500 }, tokens.moretti);
    expect(mine.errors).toBeUndefined();
    const codes = mine.data?.clients.items.map((c: { code: string }) => c.code);
    expect(codes).toContain('C00001');
    expect(codes).not.toContain('C00003');
    expect(mine.data?.clients.items.every((c: { agent: { code: string } }) => c.agent.code === 'AG01')).toBe(
      true,
    );

    const sorted = await post(
      CLIENTS,
      { sort: { field: 'TURNOVER_THIS_YEAR', direction: 'DESC' }, filter: { priceList: 'P1' }, pageSize: 5 },
      tokens.admin,
    );
    const rows = sorted.data?.clients.items as Array<{ priceList: string; turnoverThisYear: number }>;
    expect(rows.every((c) => c.priceList === 'P1')).toBe(true);
    expect(rows.map((c) => c.turnoverThisYear)).toEqual(
      [...rows.map((c) => c.turnoverThisYear)].sort((a, b) => b - a),
    );
    expect(sorted.data?.clients.pageSize).toBe(5);

    const over = await post(CLIENTS, { filter: { overCreditLimit: true } }, tokens.ufficio);
    expect(over.data?.clients.items.map((c: { code: string }) => c.code)).toContain('C00034');
  });

  it('answers null for a client out of reach, and the record for one in reach', async () => {
    const hidden = await post(RECORD, { code: 'C00003' }, tokens.moretti);
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data?.client).toBeNull();
    const record = await post(RECORD, { code: 'C00001' }, tokens.moretti);
    expect(record.errors).toBeUndefined();
    expect(record.data?.client).toMatchObject({
      code: 'C00001',
      priceList: 'P1',
      discounts: '20+10',
      creditLimit: 25000,
      agent: { code: 'AG01', name: 'Luca Moretti' },
      registeredOffice: { city: 'Milano', province: 'MI' },
    });
    expect(record.data?.client.latestOrders[0]).toMatchObject({ channel: 'WEB', placedBy: 'Giovanni Rossi' });
    expect(record.data?.client.openItems[0]).toMatchObject({ document: 'FT 377', overdue: true });
  });

  it('is FORBIDDEN to a customer', async () => {
    const res = await post(CLIENTS, {}, tokens.rossi);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a bad discount chain as BAD_USER_INPUT on input.discounts, and changes the terms otherwise', async () => {
    const TERMS = `mutation($code: String!, $input: ClientTermsInput!) {
      updateClientTerms(code: $code, input: $input) { code discounts creditLimit priceList }
    }`;
    const refused = await post(TERMS, { code: 'C00011', input: { discounts: '20+100' } }, tokens.admin);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.discounts',
    });
    expect(refused.errors?.[0]?.message).toMatch(/sconti/i);
    const changed = await post(
      TERMS,
      { code: 'C00011', input: { discounts: '12,5 + 3', creditLimit: 20000.5, priceList: 'P2' } },
      tokens.admin,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateClientTerms).toEqual({
      code: 'C00011',
      discounts: '12.5+3',
      creditLimit: 20000.5,
      priceList: 'P2',
    });
    const removed = await post(TERMS, { code: 'C00011', input: { removeCreditLimit: true } }, tokens.admin);
    expect(removed.data?.updateClientTerms.creditLimit).toBeNull();
    // The office may not change terms.
    const office = await post(TERMS, { code: 'C00011', input: { discounts: '5' } }, tokens.ufficio);
    expect(office.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const log = await post(
      `{ auditLog(entity: CLIENT, key: "C00011") { items { action actor { code } changes { field before after } } } }`,
      {},
      tokens.admin,
    );
    expect(log.data?.auditLog.items[1]).toMatchObject({ action: 'update', actor: { code: 'admin' } });
  });

  it('edits contacts, notes and addresses with typed inputs and names the field of a refusal', async () => {
    const added = await post(
      `mutation { addClientContact(code: "C00002", input: { name: "Luca Ferri", role: "Pasticcere" }) { contacts { id name role } } }`,
      {},
      tokens.moretti,
    );
    const contact = added.data?.addClientContact.contacts.find(
      (c: { name: string }) => c.name === 'Luca Ferri',
    );
    expect(contact).toMatchObject({ role: 'Pasticcere' });
    const badEmail = await post(
      `mutation($id: ID!) { updateClientContact(code: "C00002", contactId: $id, input: { name: "Luca Ferri", email: "no" }) { code } }`,
      { id: contact.id },
      tokens.moretti,
    );
    expect(badEmail.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.email' });
    const noted = await post(
      `mutation { addClientNote(code: "C00002", text: "Ordina il lunedì") { notes { text author } } }`,
      {},
      tokens.moretti,
    );
    expect(noted.data?.addClientNote.notes[0]).toEqual({ text: 'Ordina il lunedì', author: 'Luca Moretti' });
    const notHis = await post(
      `mutation { addClientNote(code: "C00003", text: "x") { code } }`,
      {},
      tokens.moretti,
    );
    expect(notHis.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const address = await post(
      `mutation { addClientDeliveryAddress(code: "C00002", input: { name: "Bar", street: "Via Rizzoli 1",
        postcode: "X", city: "Bologna" }) { code } }`,
      {},
      tokens.ufficio,
    );
    expect(address.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.postcode',
    });
    const agentTried = await post(
      `mutation { addClientDeliveryAddress(code: "C00002", input: { name: "Bar", street: "Via Rizzoli 1",
        postcode: "40125", city: "Bologna" }) { code } }`,
      {},
      tokens.moretti,
    );
    expect(agentTried.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('assigns a client to another agent; an unknown agent is BAD_USER_INPUT on agentCode', async () => {
    const moved = await post(
      `mutation { assignClientAgent(code: "C00016", agentCode: "AG02") { agent { code } } }`,
      {},
      tokens.admin,
    );
    expect(moved.data?.assignClientAgent.agent.code).toBe('AG02');
    expect((await post(RECORD, { code: 'C00016' }, tokens.moretti)).data?.client).toBeNull();
    const unknown = await post(
      `mutation { assignClientAgent(code: "C00016", agentCode: "AG77") { code } }`,
      {},
      tokens.admin,
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'agentCode' });
  });
});

describe('agents', () => {
  it('lists the agents with figures, months and their clients', async () => {
    const res = await post(
      `{ agents(sort: { field: CLIENT_COUNT, direction: DESC }) { total items { code name username clientCount
          ordersThisYear turnoverThisYear months { month orders } clientsOverCreditLimit
          clients(pageSize: 3, sort: { field: CODE, direction: ASC }) { total items { code } } } } }`,
      {},
      tokens.ufficio,
    );
    expect(res.errors).toBeUndefined();
    const agents = res.data?.agents.items;
    expect(res.data?.agents.total).toBe(3);
    expect(agents[0]).toMatchObject({ code: 'AG01', username: 'moretti' });
    expect(agents[0].months).toHaveLength(12);
    expect(agents[0].clients.total).toBe(agents[0].clientCount);
    expect(agents[0].clients.items.map((c: { code: string }) => c.code)).toEqual([
      'C00001',
      'C00002',
      'C00007',
    ]);
    const romano = agents.find((a: { code: string }) => a.code === 'AG03');
    expect(romano.clientsOverCreditLimit).toBeGreaterThanOrEqual(1);
  });

  it('lets management change a ceiling; refuses a bad one on input.maxDiscount; null for an unknown agent', async () => {
    const UPDATE = `mutation($v: Float) { updateAgent(code: "AG03", input: { maxDiscount: $v }) { maxDiscount } }`;
    expect((await post(UPDATE, { v: 11 }, tokens.admin)).data?.updateAgent.maxDiscount).toBe(11);
    const bad = await post(UPDATE, { v: 150 }, tokens.admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.maxDiscount' });
    expect((await post(UPDATE, { v: 5 }, tokens.ufficio)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await post(`{ agent(code: "AG99") { code } }`, {}, tokens.admin)).data?.agent).toBeNull();
    expect((await post(`{ agents { total } }`, {}, tokens.moretti)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
