// What keeps the public endpoint safe, as a client meets it: depth, cost, alias and size limits with
// their own codes (before any upstream call), CSRF prevention, automatic persisted queries over GET
// and POST, and no introspection in production unless the playground is turned on.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { configAnswer, entry } from './support/config-entries';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, startGateway } from './support/gateway';

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  api.answer('/api/user/config', configAnswer([entry({ tipo: 'Menu', id: 'home', titolo: 'Home' })]));
  api.answer('/api/category/categorylist', {
    status: 200,
    body: { success: true, data: { categorie: [] } },
  });
  gateway = await startGateway(api.url);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const nested = (levels: number, leaf: string) =>
  `{ categories(language: IT) { ${'children { '.repeat(levels)}${leaf}${' }'.repeat(levels)} } }`;

describe('query limits', () => {
  it('accepts the deepest query the storefront needs', async () => {
    const { body } = await graphql(gateway, nested(8, 'code'));
    expect(body.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than 10 with QUERY_TOO_DEEP, before calling the API', async () => {
    const { status, body } = await graphql(gateway, nested(10, 'code'));
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        message: 'Query depth limit of 10 exceeded, found 12.',
        extensions: { code: 'QUERY_TOO_DEEP', limit: 10 },
      },
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it('counts fields, not fragment spreads, towards depth and cost', async () => {
    const fragments = Array.from(
      { length: 10 },
      (_, i) => `fragment F${i} on Category { code ${i < 9 ? `...F${i + 1}` : ''} }`,
    ).join('\n');
    const { body } = await graphql(
      gateway,
      `
        {
          categories(language: IT) {
            ...F0
          }
        }
        ${fragments}
      `,
    );
    expect(body.errors).toBeUndefined();
  });

  it('refuses a costly query with QUERY_TOO_COSTLY', async () => {
    const { status, body } = await graphql(gateway, nested(8, 'code label level treeId '.repeat(40)));
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Query Cost limit of 5000 exceeded, found [\d.]+\.$/),
      extensions: { code: 'QUERY_TOO_COSTLY', limit: 5000 },
    });
    expect(api.calls).toHaveLength(0);
  });

  it('refuses more than 15 aliases with TOO_MANY_ALIASES', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `c${i}: config(language: IT) { language }`).join(
      '\n',
    );
    const { status, body } = await graphql(gateway, `{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Aliases limit of 15 exceeded, found 16.',
      extensions: { code: 'TOO_MANY_ALIASES', limit: 15 },
    });
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a huge document with QUERY_TOO_LARGE', async () => {
    const { status, body } = await graphql(gateway, `{ ${'ping '.repeat(5000)} }`);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        message: 'Document token limit of 5000 exceeded.',
        extensions: { code: 'QUERY_TOO_LARGE', limit: 5000 },
      },
    ]);
  });

  it('refuses a body over 256 kB with HTTP 413', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ ping }', variables: { pad: 'x'.repeat(300 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('refuses batched (array) requests', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ ping }' }, { query: '{ ping }' }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('batch');
  });
});

describe('deeply nested input', () => {
  const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const postRaw = (payload: string) =>
    gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });
  const TOO_DEEP = (name: string) => ({
    errors: [
      {
        message: `"${name}" nests objects or arrays deeper than the limit of 32 levels.`,
        extensions: { code: 'INPUT_TOO_DEEP', limit: 32 },
      },
    ],
  });

  it.each(['variables', 'extensions'])(
    'refuses %s nesting 5,000 arrays (10 kB) with HTTP 400',
    async (name) => {
      const res = await postRaw(
        `{"query":"{ config(language: IT) { language } }","${name}":{"a":${arrays(5000)}}}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(TOO_DEEP(name));
      expect(api.calls).toHaveLength(0);
    },
  );

  it('refuses them in a GET query string too', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: `/graphql?query=%7Bping%7D&variables=${encodeURIComponent(`{"a":${arrays(5000)}}`)}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_DEEP('variables'));
  });

  it('accepts variables 32 levels deep', async () => {
    const res = await postRaw(`{"query":"{ ping }","variables":{"a":${arrays(31)}}}`);
    expect(res.json()).toEqual({ data: { ping: true } });
    const over = await postRaw(`{"query":"{ ping }","variables":{"a":${arrays(32)}}}`);
    expect(over.statusCode).toBe(400);
  });

  it('answers a document nesting lists past what the parser can follow with a clear syntax error', async () => {
    const levels = 2400; // 4,800 tokens: under the token limit
    const { status, body } = await graphql(gateway, `{ config(language: ${arrays(levels)}) { language } }`);
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        message: 'Syntax Error: the document nests lists, objects or selections too deeply to parse.',
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      },
    ]);
  });
});

describe('operations the shop does not serve', () => {
  it('refuses a subscription with HTTP 400 and a message that says so', async () => {
    const { status, body } = await graphql(gateway, 'subscription { ping }');
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        message:
          'Subscriptions are not supported: this API has no subscription type. Use queries and mutations over HTTP.',
        locations: [{ line: 1, column: 1 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    expect(api.calls).toHaveLength(0);
  });
});

describe('CSRF prevention', () => {
  it('refuses a GET query a form or an <img> could send (no preflight header)', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/graphql?query=%7Bping%7D' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('CSRF');
  });

  it('accepts the GET query with apollo-require-preflight', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: '/graphql?query=%7Bping%7D',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.json()).toEqual({ data: { ping: true } });
  });
});

describe('automatic persisted queries', () => {
  const query = 'query Menu { config(language: IT) { menu { title } } }';
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const extensions = { persistedQuery: { version: 1, sha256Hash } };

  it('asks for the query once, then runs it from its hash over POST and GET', async () => {
    const post = (payload: object) =>
      gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });

    const unknown = (await post({ extensions })).json();
    expect(unknown.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    expect((await post({ query, extensions })).json()).toEqual({
      data: { config: { menu: [{ title: 'Home' }] } },
    });
    expect((await post({ extensions })).json()).toEqual({ data: { config: { menu: [{ title: 'Home' }] } } });

    const get = await gateway.inject({
      method: 'GET',
      url: `/graphql?extensions=${encodeURIComponent(JSON.stringify(extensions))}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.json()).toEqual({ data: { config: { menu: [{ title: 'Home' }] } } });
  });

  it('refuses a query whose hash does not match', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ ping }', extensions },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('introspection', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('is on for the local shop', async () => {
    const { body } = await graphql(gateway, INTROSPECTION);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('is off with NODE_ENV=production, and field suggestions are hidden', async () => {
    const production = await startGateway(api.url, { NODE_ENV: 'production' });
    try {
      const { status, body } = await graphql(production, INTROSPECTION);
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatchObject({
        message: expect.stringContaining('introspection is not allowed'),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      const typo = await graphql(production, '{ confi(language: IT) { language } }');
      expect(JSON.stringify(typo.body)).not.toContain('Did you mean');
    } finally {
      await production.close();
    }
  });

  it('is on in production with GRAPHQL_PLAYGROUND=1', async () => {
    const production = await startGateway(api.url, { NODE_ENV: 'production', GRAPHQL_PLAYGROUND: '1' });
    try {
      const { body } = await graphql(production, INTROSPECTION);
      expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await production.close();
    }
  });
});
