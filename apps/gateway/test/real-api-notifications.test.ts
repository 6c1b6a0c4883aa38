// Notifications and the outbox through the gateway over the real API: a customer's order shows up as
// an unread notification (bell count, list in the asked language, mark read); the management reads
// the outbox and retries a mail; customers and visitors are refused with the documented codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
let rossi: string;
let admin: string;

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
async function tokenOf(username: string): Promise<string> {
  const { data } = await graphql(
    `mutation { login(input: { username: "${username}", password: "Bellini2026" }, tokenDelivery: BEARER) { token } }`,
  );
  return data.login.token;
}

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
  rossi = await tokenOf('rossi');
  admin = await tokenOf('admin');
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const PAGE = `query ($language: Language, $unreadOnly: Boolean) {
  notifications(language: $language, unreadOnly: $unreadOnly, pageSize: 5) {
    total page pageSize unreadCount
    items { id kind title text link orderNumber params createdAt readAt }
  }
}`;

describe('a customer’s notifications', () => {
  let number: string;

  it('counts the order just placed as unread and lists it in the language asked for', async () => {
    expect((await graphql('{ unreadNotificationCount }', rossi)).data.unreadNotificationCount).toBe(0);
    const added = await graphql(
      'mutation { addToCart(code: "AL000001", quantity: 1) { summary { units } } }',
      rossi,
    );
    expect(added.errors).toBeUndefined();
    const placed = await graphql(
      `
        mutation {
          placeOrder(idempotencyKey: "gw-notify-0001", input: { acceptSaleConditions: true }) {
            number
          }
        }
      `,
      rossi,
    );
    expect(placed.errors).toBeUndefined();
    number = placed.data.placeOrder.number;

    expect((await graphql('{ unreadNotificationCount }', rossi)).data.unreadNotificationCount).toBe(1);
    const page = (await graphql(PAGE, rossi, { language: 'EN' })).data.notifications;
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 5, unreadCount: 1 });
    expect(page.items[0]).toMatchObject({
      kind: 'ORDER_PLACED',
      title: `Order ${number} received`,
      link: `/account/orders/${number}`,
      orderNumber: number,
      readAt: null,
    });
    expect(JSON.parse(page.items[0].params)).toMatchObject({ number, clientCode: 'C00001' });
    const italian = (await graphql(PAGE, rossi, { language: 'IT' })).data.notifications;
    expect(italian.items[0].title).toBe(`Ordine ${number} ricevuto`);
  });

  it('marks them read', async () => {
    const { items } = (await graphql(PAGE, rossi)).data.notifications;
    const read = await graphql(
      'mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) { updatedCount unreadCount } }',
      rossi,
      { ids: [items[0].id] },
    );
    expect(read.data.markNotificationsRead).toEqual({ updatedCount: 1, unreadCount: 0 });
    expect((await graphql(PAGE, rossi, { unreadOnly: true })).data.notifications.total).toBe(0);
    const none = await graphql('mutation { markNotificationsRead { updatedCount } }', rossi);
    expect(none.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
  });

  it('shows the management the confirmation e-mail in the outbox, and lets it retry a waiting one', async () => {
    const OUTBOX = `query ($search: String) {
      outbox(search: $search, filter: { status: PENDING }, sort: { field: CREATED_AT, direction: DESC }) {
        total items { id kind recipient language subject body status attempts nextAttemptAt lastError sentAt createdAt }
      }
    }`;
    const { data, errors } = await graphql(OUTBOX, admin, { search: number });
    expect(errors).toBeUndefined();
    expect(data.outbox.total).toBe(1);
    const [mail] = data.outbox.items;
    expect(mail).toMatchObject({
      kind: 'ORDER_PLACED',
      recipient: 'g.rossi@alimentarirossi.example',
      language: 'IT',
      subject: `Conferma ordine ${number} – Ingrosso Bellini`,
      status: 'PENDING',
      attempts: 0,
      sentAt: null,
    });
    expect(mail.body).toContain(`http://localhost:4000/account/orders/${number}`);

    const retried = await graphql(
      'mutation ($id: ID!) { retryOutboxMessage(id: $id) { id status attempts } }',
      admin,
      { id: mail.id },
    );
    expect(retried.data.retryOutboxMessage).toEqual({ id: mail.id, status: 'PENDING', attempts: 0 });
    const unknown = await graphql('mutation { retryOutboxMessage(id: "999999") { id } }', admin);
    expect(unknown.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
  });

  it('refuses the outbox to a customer and notifications to a visitor', async () => {
    const customer = await graphql('{ outbox { total } }', rossi);
    expect(customer.errors[0].extensions.code).toBe('FORBIDDEN');
    const visitor = await graphql('{ unreadNotificationCount }');
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const badFilter = await graphql('{ outbox(filter: { createdFrom: "ieri" }) { total } }', admin);
    expect(badFilter.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.createdFrom',
    });
  });
});
