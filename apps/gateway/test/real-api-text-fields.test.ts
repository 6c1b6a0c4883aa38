// Control characters through GraphQL over the real REST API (issue 13 item 2): a NUL byte in
// suggestions, setName or placeOrder answered INTERNAL_SERVER_ERROR (PostgreSQL refused the text).
// Now each is a BAD_USER_INPUT on the argument the client sent, with the API's translated message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
let token: string;

async function post(query: string, variables: Record<string, unknown> = {}, bearer?: string) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
  const login = await post(
    'mutation { login(input: { username: "rossi", password: "Bellini2026" }, tokenDelivery: BEARER) { token } }',
  );
  token = login.body.data.login.token;
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const NUL = '\u0000';
const MESSAGE = (field: string) =>
  `The field “${field}” contains characters that are not allowed (control characters).`;

describe('a control character in a GraphQL text argument', () => {
  it('suggestions: BAD_USER_INPUT on term', async () => {
    const { body } = await post(
      'query($t: String!) { suggestions(term: $t, language: EN) { items { code } } }',
      {
        t: `pas${NUL}ta`,
      },
    );
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: MESSAGE('CercaTesto'),
      extensions: { code: 'BAD_USER_INPUT', field: 'term' },
    });
  });

  it('setName: BAD_USER_INPUT on firstName, and the name is unchanged', async () => {
    const { body } = await post(
      'mutation($f: String!, $l: String!) { setName(firstName: $f, lastName: $l, language: EN) { firstName } }',
      { f: `Gio${NUL}vanni`, l: 'Rossi' },
      token,
    );
    expect(body.errors[0]).toMatchObject({
      message: MESSAGE('Nome'),
      extensions: { code: 'BAD_USER_INPUT', field: 'firstName' },
    });
    const viewer = await post('{ viewer { firstName } }', {}, token);
    expect(viewer.body.data.viewer.firstName).toBe('Giovanni');
  });

  it('placeOrder: BAD_USER_INPUT on input.notes and input.deliveryAddressCode', async () => {
    const place = (input: Record<string, unknown>, key: string) =>
      post(
        'mutation($i: PlaceOrderInput!, $k: String!) { placeOrder(input: $i, idempotencyKey: $k, language: EN) { number } }',
        { i: { acceptSaleConditions: true, ...input }, k: key },
        token,
      );
    const notes = await place({ notes: `Al mattino${NUL}` }, 'text-fields-gql-0001');
    expect(notes.body.errors[0]).toMatchObject({
      message: MESSAGE('Note'),
      extensions: { code: 'BAD_USER_INPUT', field: 'input.notes' },
    });
    const address = await place({ deliveryAddressCode: `D${NUL}1` }, 'text-fields-gql-0002');
    expect(address.body.errors[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'input.deliveryAddressCode' },
    });
  });

  // Found by the GraphQL fuzz: a key that cannot travel in an HTTP header made the upstream call fail,
  // answered as UPSTREAM_UNAVAILABLE ("the shop is not reachable") instead of a refusal of the key.
  it.each(['chiave-€-000001', 'key\nwith-line-break', `k${NUL}00000001`])(
    'placeOrder with the idempotency key %j: BAD_USER_INPUT on idempotencyKey',
    async (key) => {
      const { body } = await post(
        'mutation($k: String!) { placeOrder(input: { acceptSaleConditions: true }, idempotencyKey: $k, language: EN) { number } }',
        { k: key },
        token,
      );
      expect(body.errors[0]).toMatchObject({
        message: expect.stringMatching(/^The Idempotency-Key header is missing/),
        extensions: { code: 'BAD_USER_INPUT', field: 'idempotencyKey' },
      });
    },
  );

  it('login: BAD_USER_INPUT on the user code, never INTERNAL_SERVER_ERROR', async () => {
    const { body, text } = await post(
      'mutation($u: String!) { login(input: { username: $u, password: "x" }) { token } }',
      { u: `ros${NUL}si` },
    );
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(text).not.toMatch(/INTERNAL_SERVER_ERROR/);
  });
});
