// Requests refused before GraphQL runs (found by the GraphQL fuzz): a body that is not valid JSON, a
// JSON object with a __proto__ key, a body over 256 kB, a content type GraphQL does not take. Each is
// answered in GraphQL's error shape with extensions.code BAD_REQUEST and the gateway's own message,
// never Fastify's error object with its FST_ code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerRequestErrors } from '../src/kernel/plugins/request-errors';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

function send(payload: string, contentType = 'application/json') {
  return gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': contentType, 'x-sessionid': SESSION_ID, 'apollo-require-preflight': 'true' },
    payload,
  });
}

describe('a request GraphQL cannot read', () => {
  const CASES: Array<[name: string, status: number, payload: string, message: string]> = [
    ['not valid JSON', 400, '{"query": "{ ping }"', 'The request body is not valid JSON.'],
    [
      'a __proto__ key',
      400,
      '{"query": "query($a: String) { ping }", "variables": {"a": {"__proto__": {"x": 1}}}}',
      'The request body is not valid JSON.',
    ],
    [
      'over 256 kB',
      413,
      JSON.stringify({ query: '{ ping }', variables: { pad: 'x'.repeat(300 * 1024) } }),
      'The request body is larger than 256 kB.',
    ],
  ];
  it.each(CASES)('%s: HTTP %i, BAD_REQUEST in GraphQL’s shape', async (_name, status, payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    expect(res.body).not.toMatch(/FST_|statusCode/);
  });

  it('over 8 MiB on /graphql/imports: the message names that route’s limit', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql/imports',
      headers: {
        'content-type': 'application/json',
        'x-sessionid': SESSION_ID,
        'apollo-require-preflight': 'true',
      },
      payload: JSON.stringify({ query: '{ ping }', variables: { pad: 'x'.repeat(9 * 1024 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: [{ message: 'The request body is larger than 8 MB.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('a content type GraphQL does not take: HTTP 415, BAD_REQUEST', async () => {
    const res = await send('query=%7Bping%7D', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'Send GraphQL requests as application/json (or GET with the query in the URL).',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
  });
});

describe('a failure while answering', () => {
  async function levelsOf(error: Error & { code?: string }) {
    const lines: Array<{ level: number; msg: string }> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    registerRequestErrors(app, '/graphql');
    app.get('/file', () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/file' });
    await app.close();
    return { res, logged: lines.filter((line) => /request failed|client went away/.test(line.msg)) };
  }

  it('a browser that went away mid-stream is logged at info level, not as an error', async () => {
    const gone = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const { logged } = await levelsOf(gone);
    expect(logged).toEqual([expect.objectContaining({ level: 30, msg: 'client went away' })]);
  });

  it('any other failure is logged as an error and answered without its message', async () => {
    const { res, logged } = await levelsOf(new Error('secret /srv/shop/file.ts detail'));
    expect(logged).toEqual([expect.objectContaining({ level: 50, msg: 'request failed' })]);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
  });
});
