// GET /documents/<ddt|invoice>/<year>/<seq>.pdf through the gateway over the real REST API (in-process,
// demo data on PGlite): staff get their scope's documents, a customer their company's own, by the
// session cookie the browser sends with a plain link (or a Bearer token); others are refused in
// GraphQL's error shape and never get a byte of the PDF.
import type { FastifyInstance } from 'fastify';
import { documentPdfPath } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ID, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

let api: RealApi;
let gateway: FastifyInstance;
const cookies: Record<string, string> = {};

async function post(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  return gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(cookie ? { cookie } : {}),
    },
    payload: { query, variables },
  });
}
const download = (url: string, cookie?: string) =>
  gateway.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const LOGIN = `mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }) { user { code } } }`;
const DOCUMENTS = `query($client: String!) {
  orderDocuments(filter: { clientCode: $client }, pageSize: 50) { items { kind number } }
}`;

/** The first delivery note and invoice of a client, as staff list them. */
async function documentsOf(client: string) {
  const res = await post(DOCUMENTS, { client }, cookies.admin);
  const items = res.json().data.orderDocuments.items as Array<{ kind: string; number: string }>;
  const ddt = items.find((d) => d.kind === 'DDT')?.number ?? '';
  const invoice = items.find((d) => d.kind === 'INVOICE')?.number ?? '';
  expect(ddt).not.toBe('');
  expect(invoice).not.toBe('');
  return { ddt, invoice };
}

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  for (const user of ['admin', 'moretti', 'rossi']) {
    const res = await post(LOGIN, { u: user, p: 'Bellini2026' });
    const header = res.headers['set-cookie'];
    const first = Array.isArray(header) ? header[0] : header;
    cookies[user] = String(first).split(';')[0] ?? '';
  }
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const isPdf = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  res.headers['content-type'] === 'application/pdf' &&
  res.rawPayload.subarray(0, 5).toString('latin1') === '%PDF-';

describe('GET /documents/…pdf', () => {
  it('gives staff a delivery note and an invoice as an attachment that is not cached', async () => {
    const { ddt, invoice } = await documentsOf('C00001');
    const note = await download(documentPdfPath('ddt', ddt), cookies.admin);
    expect(note.statusCode).toBe(200);
    expect(isPdf(note)).toBe(true);
    expect(note.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(note.headers['cache-control']).toBe('private, no-store');
    const english = await download(documentPdfPath('invoice', invoice, 'en'), cookies.admin);
    expect(english.statusCode).toBe(200);
    expect(isPdf(english)).toBe(true);
  });

  it("gives a customer their company's documents and nobody else's", async () => {
    const own = await documentsOf('C00001');
    const res = await download(documentPdfPath('invoice', own.invoice), cookies.rossi);
    expect(res.statusCode).toBe(200);
    expect(isPdf(res)).toBe(true);
    const other = await documentsOf('C00003');
    const refused = await download(documentPdfPath('ddt', other.ddt), cookies.rossi);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect(refused.rawPayload.includes('%PDF')).toBe(false);
  });

  it("keeps an agent to his clients' documents", async () => {
    const other = await documentsOf('C00003');
    const refused = await download(documentPdfPath('ddt', other.ddt), cookies.moretti);
    expect(refused.statusCode).toBe(404);
    const own = await documentsOf('C00001');
    expect((await download(documentPdfPath('ddt', own.ddt), cookies.moretti)).statusCode).toBe(200);
  });

  it('refuses a visitor, an unknown document and a malformed address', async () => {
    const { ddt } = await documentsOf('C00001');
    const visitor = await download(documentPdfPath('ddt', ddt));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await download('/documents/ddt/1999/000001.pdf', cookies.admin)).statusCode).toBe(404);
    for (const url of [
      '/documents/receipt/2026/000001.pdf',
      '/documents/ddt/26/000001.pdf',
      '/documents/ddt/2026/x.pdf',
    ]) {
      const res = await download(url, cookies.admin);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].extensions.code, url).toBe('NOT_FOUND');
    }
  });
});
