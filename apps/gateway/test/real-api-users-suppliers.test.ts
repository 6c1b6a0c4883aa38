// Suppliers and user management through GraphQL over the real REST API (in-process, demo data on
// PGlite, real HTTP): typed arguments, refused values at their GraphQL field, the generated temporary
// password given once, unlocking an account that failed logins locked, and who is refused.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
const tokens: Record<string, string> = {};

async function post(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  language?: string,
) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: { query, variables },
  });
  return res.json();
}

const LOGIN = `mutation($u: String!, $p: String!) {
  login(input: { username: $u, password: $p }, tokenDelivery: BEARER) { token user { mustChangePassword } }
}`;
async function bearer(username: string, password = 'Bellini2026'): Promise<string> {
  const res = await post(LOGIN, { u: username, p: password });
  return res.data?.login.token as string;
}
/** The first error's code and field. */
const refusal = (res: { errors?: Array<{ extensions?: { code?: string; field?: string } }> }) => ({
  code: res.errors?.[0]?.extensions?.code,
  field: res.errors?.[0]?.extensions?.field,
});

beforeAll(async () => {
  api = await startRealApi();
  // More logins than the per-address default (10 in 5 minutes) allows, and a loaded machine.
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  for (const user of ['moretti', 'admin', 'rossi']) tokens[user] = await bearer(user);
  tokens.ufficio = await bearer('ufficio', 'Provvisoria1');
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const SUPPLIERS = `query($search: String, $sort: SupplierSort, $filter: SupplierFilter) {
  suppliers(search: $search, sort: $sort, filter: $filter, pageSize: 100) {
    total items { code name city province productCount active }
  }
}`;
const SUPPLIER = `query($code: String!, $sort: SupplierProductSort) {
  supplier(code: $code) {
    code name street postcode city country active createdAt
    contacts { id name role email phone }
    products(pageSize: 3, sort: $sort, language: EN) { total items { code description brand unit stock listPrice active } }
  }
}`;

describe('suppliers', () => {
  it('lists and opens suppliers for the sales office, with products in the language asked', async () => {
    const list = await post(
      SUPPLIERS,
      { sort: { field: 'PRODUCT_COUNT', direction: 'DESC' } },
      tokens.ufficio,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.suppliers.total).toBe(20);
    const counts = list.data.suppliers.items.map((s: { productCount: number }) => s.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const one = await post(
      SUPPLIER,
      { code: 'f001', sort: { field: 'LIST_PRICE', direction: 'DESC' } },
      tokens.ufficio,
    );
    expect(one.errors).toBeUndefined();
    expect(one.data.supplier).toMatchObject({
      code: 'F001',
      city: 'Parma',
      country: 'IT',
      active: true,
      contacts: [{ name: 'Marta Conti' }, { name: 'Paolo Ferrari' }],
    });
    const prices = one.data.supplier.products.items.map((p: { listPrice: number }) => p.listPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(one.data.supplier.products.total).toBeGreaterThan(100);
    expect((await post(SUPPLIER, { code: 'F999' }, tokens.admin)).data.supplier).toBeNull();
  });

  it('creates, changes, deactivates a supplier and its contacts; bad values at their GraphQL field', async () => {
    const CREATE = `mutation($input: SupplierCreateInput!) { createSupplier(input: $input) { code name vatNumber active } }`;
    const bad = await post(CREATE, { input: { code: 'F 9', name: 'X', city: 'Roma' } }, tokens.admin);
    expect(refusal(bad)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.code' });
    const badVat = await post(
      CREATE,
      { input: { code: 'FGQL', name: 'X', city: 'Roma', vatNumber: '12' } },
      tokens.admin,
    );
    expect(refusal(badVat)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.vatNumber' });
    const created = await post(
      CREATE,
      { input: { code: 'fgql', name: 'Grafo Forniture S.r.l.', city: 'Roma', vatNumber: 'IT 01234567890' } },
      tokens.admin,
    );
    expect(created.data.createSupplier).toEqual({
      code: 'FGQL',
      name: 'Grafo Forniture S.r.l.',
      vatNumber: 'IT01234567890',
      active: true,
    });
    const taken = await post(CREATE, { input: { code: 'FGQL', name: 'X', city: 'Roma' } }, tokens.admin);
    expect(refusal(taken)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.code' });

    const UPDATE = `mutation($code: String!, $input: SupplierInput!) { updateSupplier(code: $code, input: $input) { phone province } }`;
    const badPhone = await post(UPDATE, { code: 'FGQL', input: { phone: 'no' } }, tokens.admin);
    expect(refusal(badPhone)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.phone' });
    const updated = await post(
      UPDATE,
      { code: 'FGQL', input: { phone: '+39 06 1234 5678', province: 'rm' } },
      tokens.admin,
    );
    expect(updated.data.updateSupplier).toEqual({ phone: '+39 06 1234 5678', province: 'RM' });

    const ADD = `mutation($code: String!, $input: SupplierContactInput!) { addSupplierContact(code: $code, input: $input) { contacts { id name } } }`;
    const badContact = await post(ADD, { code: 'FGQL', input: { name: 'Ada', email: 'ada@' } }, tokens.admin);
    expect(refusal(badContact)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.email' });
    const added = await post(ADD, { code: 'FGQL', input: { name: 'Ada Neri' } }, tokens.admin);
    const [contact] = added.data.addSupplierContact.contacts;
    const gone = await post(
      `mutation($code: String!, $id: ID!) { removeSupplierContact(code: $code, contactId: $id) { contacts { id } } }`,
      { code: 'FGQL', id: contact.id },
      tokens.admin,
    );
    expect(gone.data.removeSupplierContact.contacts).toEqual([]);

    const off = await post(`mutation { deactivateSupplier(code: "FGQL") { active } }`, {}, tokens.admin);
    expect(off.data.deactivateSupplier.active).toBe(false);
    const inactive = await post(SUPPLIERS, { filter: { active: false } }, tokens.admin);
    expect(inactive.data.suppliers.items.map((s: { code: string }) => s.code)).toEqual(['FGQL']);

    const log = await post(
      `query { auditLog(entity: SUPPLIER, key: "FGQL") { items { action actor { code } changes { field after } } } }`,
      {},
      tokens.admin,
    );
    expect(log.data.auditLog.items.map((e: { action: string }) => e.action)).toEqual([
      'deactivate',
      'delete',
      'create',
      'update',
      'create',
    ]);
  });

  it('is FORBIDDEN to agents and customers, and changes are FORBIDDEN to the sales office', async () => {
    for (const who of ['moretti', 'rossi']) {
      expect(refusal(await post(SUPPLIERS, {}, tokens[who])).code).toBe('FORBIDDEN');
    }
    const office = await post(`mutation { deactivateSupplier(code: "F001") { active } }`, {}, tokens.ufficio);
    expect(refusal(office).code).toBe('FORBIDDEN');
  });
});

const USER_FIELDS = `code type firstName lastName email language client { code name } agent { code name }
  canSeePromotions active mustChangePassword lastLoginAt locked lockedUntil failedLoginCount`;

describe('users', () => {
  it('creates a customer user; the generated password is given once and must be changed at login', async () => {
    const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { temporaryPassword user { ${USER_FIELDS} } } }`;
    const noClient = await post(
      CREATE,
      { input: { code: 'gql.cliente', type: 'C', email: 'c@example.com' } },
      tokens.admin,
    );
    expect(refusal(noClient)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.clientCode' });
    const weak = await post(
      CREATE,
      {
        input: {
          code: 'gql.cliente',
          type: 'C',
          email: 'c@example.com',
          clientCode: 'C00008',
          temporaryPassword: 'corta',
        },
      },
      tokens.admin,
    );
    expect(refusal(weak)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.temporaryPassword' });
    const badCode = await post(
      CREATE,
      { input: { code: 'x', type: 'U', email: 'c@example.com' } },
      tokens.admin,
    );
    expect(refusal(badCode)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.code' });

    const created = await post(
      CREATE,
      {
        input: {
          code: 'gql.cliente',
          type: 'C',
          firstName: 'Nina',
          lastName: 'Sala',
          email: 'nina@example.com',
          language: 'EN',
          clientCode: 'C00008',
          canSeePromotions: true,
        },
      },
      tokens.admin,
    );
    expect(created.errors).toBeUndefined();
    const { user, temporaryPassword } = created.data.createUser;
    expect(user).toMatchObject({
      code: 'gql.cliente',
      type: 'C',
      language: 'EN',
      client: { code: 'C00008' },
      canSeePromotions: true,
      mustChangePassword: true,
      lastLoginAt: null,
      locked: false,
    });
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    const login = await post(LOGIN, { u: 'gql.cliente', p: temporaryPassword });
    expect(login.data.login.user.mustChangePassword).toBe(true);

    // The user as read later carries no password anywhere.
    const read = await post(`query { user(code: "GQL.CLIENTE") { ${USER_FIELDS} } }`, {}, tokens.admin);
    expect(read.data.user.lastLoginAt).not.toBeNull();
    expect(JSON.stringify(read)).not.toContain(temporaryPassword);
  });

  it('lists with typed filters, and unlocks an account locked by failed logins', async () => {
    for (let i = 0; i < 5; i++) {
      const failed = await post(LOGIN, { u: 'ferri', p: 'Sbagliata99' });
      expect(refusal(failed).code).toBe('UNAUTHENTICATED');
    }
    expect(refusal(await post(LOGIN, { u: 'ferri', p: 'Bellini2026' })).code).toBe('RATE_LIMITED');

    const USERS = `query($filter: ManagedUserFilter, $sort: ManagedUserSort) {
      users(filter: $filter, sort: $sort, pageSize: 100) { total items { code locked lockedUntil failedLoginCount } }
    }`;
    const locked = await post(USERS, { filter: { state: 'LOCKED' } }, tokens.admin);
    expect(locked.errors).toBeUndefined();
    expect(locked.data.users.items).toEqual([
      { code: 'ferri', locked: true, lockedUntil: expect.any(String), failedLoginCount: 5 },
    ]);
    const agents = await post(
      USERS,
      { filter: { type: 'A' }, sort: { field: 'CODE', direction: 'DESC' } },
      tokens.admin,
    );
    expect(agents.data.users.items.map((u: { code: string }) => u.code)).toEqual([
      'romano',
      'moretti',
      'esposito',
    ]);

    const unlocked = await post(
      `mutation { unlockUser(code: "ferri") { locked failedLoginCount } }`,
      {},
      tokens.admin,
    );
    expect(unlocked.data.unlockUser).toEqual({ locked: false, failedLoginCount: 0 });
    const back = await post(LOGIN, { u: 'ferri', p: 'Bellini2026' });
    expect(back.errors).toBeUndefined();
    expect(back.data.login.token).toEqual(expect.any(String));
  });

  it('changes a type, resets a password and keeps management from removing itself', async () => {
    const UPDATE = `mutation($code: String!, $input: UpdateUserInput!) { updateUser(code: $code, input: $input) { type client { code } } }`;
    const own = await post(UPDATE, { code: 'admin', input: { type: 'U' } }, tokens.admin);
    expect(refusal(own)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.type' });
    const self = await post(`mutation { deactivateUser(code: "admin") { active } }`, {}, tokens.admin);
    expect(refusal(self)).toEqual({ code: 'CONFLICT', field: 'code' });
    // The refusal speaks the caller's language (the web app sends its page's as Accept-Language).
    const DEACTIVATE_SELF = `mutation { deactivateUser(code: "admin") { active } }`;
    const [italian, english] = await Promise.all([
      post(DEACTIVATE_SELF, {}, tokens.admin, 'it'),
      post(DEACTIVATE_SELF, {}, tokens.admin, 'en'),
    ]);
    expect(italian.errors[0].message).toMatch(/^Non puoi disattivare/);
    expect(english.errors[0].message).toMatch(/^You cannot deactivate/);
    const badEmail = await post(UPDATE, { code: 'promoter', input: { email: 'nope' } }, tokens.admin);
    expect(refusal(badEmail)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.email' });

    const promoter = await bearer('promoter');
    const changed = await post(
      UPDATE,
      { code: 'promoter', input: { type: 'WU', clientCode: 'C00010' } },
      tokens.admin,
    );
    expect(changed.data.updateUser).toEqual({ type: 'WU', client: { code: 'C00010' } });
    // His token ended with his old type.
    expect(refusal(await post(`query { viewer { code } }`, {}, promoter)).code).toBe('UNAUTHENTICATED');

    const RESET = `mutation($code: String!, $p: String) { resetUserPassword(code: $code, temporaryPassword: $p) { temporaryPassword user { mustChangePassword } } }`;
    const badReset = await post(RESET, { code: 'promoter', p: 'soloLettereQui' }, tokens.admin);
    expect(refusal(badReset)).toEqual({ code: 'BAD_USER_INPUT', field: 'temporaryPassword' });
    const typed = await post(RESET, { code: 'promoter', p: 'Provvisoria2027' }, tokens.admin);
    expect(typed.data.resetUserPassword).toEqual({
      temporaryPassword: null,
      user: { mustChangePassword: true },
    });
    expect(
      (await post(LOGIN, { u: 'promoter', p: 'Provvisoria2027' })).data.login.user.mustChangePassword,
    ).toBe(true);
    expect((await post(`query { user(code: "nessuno") { code } }`, {}, tokens.admin)).data.user).toBeNull();
  });

  it('is FORBIDDEN to everyone but management', async () => {
    for (const who of ['ufficio', 'moretti', 'rossi']) {
      expect(refusal(await post(`query { users { total } }`, {}, tokens[who])).code).toBe('FORBIDDEN');
      expect(
        refusal(await post(`mutation { unlockUser(code: "rossi") { locked } }`, {}, tokens[who])).code,
      ).toBe('FORBIDDEN');
    }
  });
});
