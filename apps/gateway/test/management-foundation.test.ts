// The reserved area's shared GraphQL over the real API: the viewer's permissions by user type, a
// record's audit log (only for who may read the record) and the user's kept preferences.
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

describe('management foundation through the gateway', () => {
  it('tells each user type what it may do', async () => {
    const permissions = async (user: string) =>
      (await graphql('{ viewer { permissions } }', await tokenOf(user))).data.viewer.permissions;
    expect(await permissions('rossi')).toEqual([
      'QUICK_ORDER_USE',
      'IMPORTS_CARTS',
      'IMPORTS_ORDERS',
      'ISSUES_READ',
      'ISSUES_OPEN',
      'QUOTES_READ',
      'QUOTES_REQUEST',
      'QUOTES_RESPOND',
      'RETURNS_READ',
      'RETURNS_REQUEST',
    ]);
    expect(await permissions('moretti')).toEqual([
      'DASHBOARD_READ',
      'CLIENTS_READ',
      'CLIENTS_EXPORT',
      'CLIENTS_EDIT_CONTACTS',
      'CATALOGUE_STOCK',
      'ORDERS_PLACE_FOR',
      'ORDERS_LINE_DISCOUNT',
      'ORDERS_READ',
      'DOCUMENTS_READ',
      'QUICK_ORDER_USE',
      'IMPORTS_CARTS',
      'IMPORTS_ORDERS',
      'ISSUES_READ',
      'ISSUES_OPEN',
      'ISSUES_MANAGE',
      'QUOTES_READ',
      'QUOTES_EDIT',
      'RETURNS_READ',
      'INTDOCUMENTS_READ',
      'INTDOCUMENTS_EDIT',
      'AUDIT_READ',
    ]);
    expect(await permissions('admin')).toContain('AGENTS_ASSIGN');
    expect(await permissions('fiere')).toEqual(['DASHBOARD_READ']);
  });

  it('reads an audit log only where the record may be read', async () => {
    const query = `query ($key: String!) { auditLog(entity: CLIENT, key: $key) { total items { id } } }`;
    const moretti = await tokenOf('moretti');
    expect((await graphql(query, moretti, { key: 'C00001' })).data.auditLog).toEqual({ total: 0, items: [] });
    const refused = await graphql(query, moretti, { key: 'C00003' });
    expect(refused.errors[0].extensions.code).toBe('NOT_FOUND');
    const customer = await graphql(query, await tokenOf('rossi'), { key: 'C00001' });
    expect(customer.errors[0].extensions.code).toBe('FORBIDDEN');
    const visitor = await graphql(query, undefined, { key: 'C00001' });
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a preference per user, and names the field of a bad value', async () => {
    const token = await tokenOf('ferri');
    const set = `mutation ($value: String) { setPreference(key: "grid.clients", value: $value) }`;
    const value = JSON.stringify({ hidden: ['vatNumber'] });
    expect((await graphql(set, token, { value })).data.setPreference).toBe(value);
    expect((await graphql('{ preference(key: "grid.clients") }', token)).data.preference).toBe(value);
    const bad = await graphql(set, token, { value: '{not json' });
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'value' });
  });
});
