// What every call shares: the x-sessionid check, the error envelope for unknown routes and unreadable
// bodies, and the health check.
import { failureSchema, REST_PATHS } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { INTERNALS, post, SESSION_ID } from '../helpers/requests';

const ctx = useTestApp();

function expectFailure(body: string, code: string) {
  const parsed = failureSchema.parse(JSON.parse(body));
  const [first] = parsed.errors;
  expect(first?.code).toBe(code);
  for (const pattern of INTERNALS) expect(body).not.toMatch(pattern);
  return { title: first?.title, field: first?.field };
}

describe('x-sessionid', () => {
  it.each([REST_PATHS.config, REST_PATHS.categoryList])(
    'is required on %s: 400 on the header field',
    async (url) => {
      const response = await post(
        ctx.app,
        url,
        { Lingua: 'it', tipo: 'b2b', lingua: 'it' },
        { noSession: true },
      );
      expect(response.statusCode).toBe(400);
      expect(expectFailure(response.body, 'BAD_REQUEST')).toMatchObject({ field: 'x-sessionid' });
    },
  );

  it.each([
    ['too short', 'abc123'],
    ['with forbidden characters', 'abcdefghijklmnop;drop'],
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'abcdefgh ijklmnop'],
  ])('is refused when %s', async (_, sessionId) => {
    const response = await post(
      ctx.app,
      REST_PATHS.config,
      { Lingua: 'it' },
      { headers: { 'x-sessionid': sessionId } },
    );
    expect(response.statusCode).toBe(400);
    expect(expectFailure(response.body, 'BAD_REQUEST').field).toBe('x-sessionid');
  });

  it('is checked before the payload: no session and no Lingua is a 400, not a 422', async () => {
    const response = await post(ctx.app, REST_PATHS.config, {}, { noSession: true });
    expect(response.statusCode).toBe(400);
  });

  it('explains itself in the language of Accept-Language (the body is not read)', async () => {
    const headers = { 'accept-language': 'en' };
    const response = await post(ctx.app, REST_PATHS.config, { Lingua: 'it' }, { noSession: true, headers });
    expect(response.json().errors[0].title).toMatch(/^The x-sessionid header is missing or invalid/);
  });
});

describe('unknown routes', () => {
  it.each([
    ['POST', '/api/does-not-exist'],
    ['GET', REST_PATHS.config],
    ['GET', '/nowhere'],
  ] as const)('%s %s answers a 404 envelope', async (method, url) => {
    const response = await ctx.app.inject({ method, url, headers: { 'x-sessionid': SESSION_ID } });
    expect(response.statusCode).toBe(404);
    expect(expectFailure(response.body, 'NOT_FOUND').title).toBe('La risorsa richiesta non esiste.');
  });

  it('answers a malformed URL with a 400 envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, 'BAD_REQUEST');
  });
});

describe('request bodies', () => {
  const send = (payload: string | Buffer, contentType: string) =>
    ctx.app.inject({
      method: 'POST',
      url: REST_PATHS.config,
      payload,
      headers: { 'content-type': contentType, 'x-sessionid': SESSION_ID, 'accept-language': 'en' },
    });

  it('answers malformed JSON with 400', async () => {
    const response = await send('{"Lingua": "it"', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(expectFailure(response.body, 'BAD_REQUEST').title).toBe('The request body cannot be read.');
  });

  it.each([
    ['truncated', '--xyz\r\nContent-Disposition: form-data; name="Lingua"\r\n\r\nit', 'boundary=xyz'],
    ['without a boundary', 'Lingua=it', ''],
    [
      'with a prototype field name',
      '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nit\r\n--xyz--\r\n',
      'boundary=xyz',
    ],
  ])('answers a %s multipart body with 400', async (_, payload, boundary) => {
    const response = await send(payload, `multipart/form-data; ${boundary}`);
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, 'BAD_REQUEST');
  });

  it('answers a multipart body over its limits with 413', async () => {
    const fields = Array.from(
      { length: 201 },
      (_, i) => `--xyz\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    );
    const response = await send(`${fields.join('')}--xyz--\r\n`, 'multipart/form-data; boundary=xyz');
    expect(response.statusCode).toBe(413);
    expectFailure(response.body, 'BAD_REQUEST');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await send('Lingua=it', 'text/plain');
    expect(response.statusCode).toBe(415);
    expectFailure(response.body, 'BAD_REQUEST');
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await send(JSON.stringify({ Lingua: 'x'.repeat(1024 * 1024 + 1) }), 'application/json');
    expect(response.statusCode).toBe(413);
    expect(expectFailure(response.body, 'BAD_REQUEST').title).toBe('The request is too large.');
  });

  it('answers a JSON array with 422', async () => {
    const response = await send('["it"]', 'application/json');
    expect(response.statusCode).toBe(422);
    expectFailure(response.body, 'VALIDATION');
  });

  it('refuses a repeated form field instead of picking one', async () => {
    const response = await send('Lingua=it&Lingua=en', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(422);
    expect(expectFailure(response.body, 'VALIDATION').field).toBe('Lingua');
  });
});

describe('GET /healthz', () => {
  it('answers ok without a session once the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});
