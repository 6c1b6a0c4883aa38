// Every error code an integrator can meet, produced by the REST API's real answers (status and
// envelope) through the one mapping in src/kernel/errors/format-error.ts; nothing internal ever leaks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, startGateway } from './support/gateway';

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url, { PUBLIC_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

const refusal = (status: number, code: string, title: string, field?: string) => ({
  status,
  body: { success: false, errors: [{ title, code, ...(field ? { field } : {}) }] },
});

const CASES = [
  { status: 400, code: 'BAD_REQUEST', expected: 'BAD_USER_INPUT', field: 'Lingua' },
  { status: 422, code: 'VALIDATION', expected: 'BAD_USER_INPUT', field: 'Lingua' },
  { status: 401, code: 'UNAUTHENTICATED', expected: 'UNAUTHENTICATED' },
  { status: 403, code: 'FORBIDDEN', expected: 'FORBIDDEN' },
  { status: 404, code: 'NOT_FOUND', expected: 'NOT_FOUND' },
  { status: 409, code: 'CONFLICT', expected: 'CONFLICT' },
  { status: 429, code: 'RATE_LIMITED', expected: 'RATE_LIMITED' },
] as const;

describe('upstream refusals keep the API’s translated message', () => {
  it.each(CASES)('HTTP $status → $expected', async ({ status, code, expected, ...rest }) => {
    const field = 'field' in rest ? rest.field : undefined;
    api.answer('/api/user/config', refusal(status, code, `Messaggio tradotto ${status}`, field));
    const { status: httpStatus, body } = await graphql(gateway, '{ config(language: IT) { language } }');
    expect(httpStatus).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      {
        message: `Messaggio tradotto ${status}`,
        locations: [{ line: 1, column: 3 }],
        path: ['config'],
        extensions: { code: expected, ...(field ? { field } : {}) },
      },
    ]);
  });
});

describe('failures the caller cannot fix are masked', () => {
  const INTERNALS = /SELECT|stack|\/work\/|node_modules|\.ts:\d+|ECONNREFUSED|undici|zod/i;

  it.each([
    [
      500,
      refusal(500, 'INTERNAL', 'relation "config" does not exist at /work/main/x.ts:1'),
      'INTERNAL_SERVER_ERROR',
    ],
    [503, refusal(503, 'INTERNAL', 'pool exhausted'), 'UPSTREAM_UNAVAILABLE'],
    [502, { status: 502, body: '<html>Bad gateway</html>' }, 'UPSTREAM_UNAVAILABLE'],
    [
      200,
      { status: 200, body: { success: true, data: { configurazione: [{ tipo: 'SELECT 1' }] } } },
      'INTERNAL_SERVER_ERROR',
    ],
  ] as const)('HTTP %i → %s with a generic message', async (_status, answer, expected) => {
    api.answer('/api/user/config', answer);
    const { body } = await graphql(gateway, '{ config(language: IT) { language } }');
    expect(body.errors?.[0]?.extensions).toEqual({ code: expected });
    expect(JSON.stringify(body)).not.toMatch(INTERNALS);
  });

  it('a timeout is UPSTREAM_UNAVAILABLE', async () => {
    api.answer('/api/user/config', {
      status: 200,
      body: { success: true, data: { configurazione: [] } },
      delayMs: 1500,
    });
    const { body } = await graphql(gateway, '{ config(language: IT) { language } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'The shop service is not reachable right now. Please try again shortly.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

describe('request errors', () => {
  it('a wrong argument is GRAPHQL_VALIDATION_FAILED with the place and no schema dump', async () => {
    const { status, body } = await graphql(gateway, '{ config(language: FR) { language } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Value "FR" does not exist in "Language" enum'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('a wrong variable is BAD_USER_INPUT naming the variable', async () => {
    const { status, body } = await graphql(
      gateway,
      'query ($l: Language!) { config(language: $l) { language } }',
      {
        l: 'XX',
      },
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('$l'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
