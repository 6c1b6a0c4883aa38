// Internal documents and issues through the gateway over the real REST API: an upload (multipart,
// CSRF header, session, INTDOCUMENTS_EDIT) answers the document, which the client record lists and
// GET /intdocuments/<id> gives back as an attachment of its sniffed type; a file of another type, none
// or one over 10 MB is refused on `file`; a customer, an agent of another client and a request
// without the CSRF header are refused. An issue opened by a customer is answered and closed by staff.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ID, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

let api: RealApi;
let gateway: FastifyInstance;
const tokens = new Map<string, string>();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

async function graphql(query: string, variables: Record<string, unknown>, token: string) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return res.json();
}

async function upload(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string } | null,
  { token, headers = PREFLIGHT }: { token?: string; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return gateway.inject({
    method: 'POST',
    url: '/uploads/internal-document',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? 'multipart/form-data',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

const token = (username: string) => tokens.get(username) as string;
const errorOf = (res: LightMyRequestResponse) => res.json().errors[0];

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  for (const [username, password] of [
    ['admin', 'Bellini2026'],
    ['rossi', 'Bellini2026'],
    ['moretti', 'Bellini2026'],
    ['esposito', 'Bellini2026'],
  ]) {
    const body = await graphql(
      `
        mutation ($u: String!, $p: String!) {
          login(input: { username: $u, password: $p }, tokenDelivery: BEARER) {
            token
          }
        }
      `,
      { u: username, p: password },
      '',
    );
    tokens.set(username as string, body.data.login.token);
  }
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

describe('internal documents through the gateway', () => {
  it('uploads a PDF to a client, lists it on the record and downloads it as an attachment', async () => {
    const res = await upload(
      { clientCode: 'C00001', title: 'Contratto', note: 'Firmato' },
      { bytes: PDF, name: 'contratto.pdf' },
      { token: token('moretti') },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { document } = res.json();
    expect(document).toMatchObject({
      clientCode: 'C00001',
      title: 'Contratto',
      contentType: 'application/pdf',
    });
    const listed = await graphql(
      `
        query {
          client(code: "C00001") {
            internalDocuments {
              id
              title
              downloadUrl
            }
          }
        }
      `,
      {},
      token('admin'),
    );
    expect(listed.data.client.internalDocuments).toContainEqual(
      expect.objectContaining({ id: document.id, downloadUrl: `/intdocuments/${document.id}` }),
    );
    const file = await gateway.inject({
      method: 'GET',
      url: document.downloadUrl,
      headers: { authorization: `Bearer ${token('admin')}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="contratto\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(file.rawPayload).equals(PDF)).toBe(true);

    // Another agent's client: neither the file nor the deletion.
    const other = await gateway.inject({
      method: 'GET',
      url: document.downloadUrl,
      headers: { authorization: `Bearer ${token('esposito')}` },
    });
    expect(other.statusCode).toBe(404);
    const deleted = await graphql(
      `
        mutation ($id: ID!) {
          deleteInternalDocument(id: $id) {
            id
          }
        }
      `,
      { id: document.id },
      token('esposito'),
    );
    expect(deleted.errors[0].extensions.code).toBe('NOT_FOUND');
    const removed = await graphql(
      `
        mutation ($id: ID!) {
          deleteInternalDocument(id: $id) {
            id
            title
          }
        }
      `,
      { id: document.id },
      token('admin'),
    );
    expect(removed.data.deleteInternalDocument.title).toBe('Contratto');
  });

  it('refuses a file of another type, none, one too big, a customer and a request without the CSRF header', async () => {
    const exe = { bytes: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), name: 'fattura.pdf' };
    const wrong = await upload({ clientCode: 'C00001', title: 'x' }, exe, { token: token('admin') });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      rule: 'fileType',
    });
    const none = await upload({ clientCode: 'C00001', title: 'x' }, null, { token: token('admin') });
    expect(errorOf(none).extensions).toMatchObject({ field: 'file', rule: 'fileRequired' });
    const big = await upload(
      { clientCode: 'C00001', title: 'x' },
      { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), name: 'grande.txt' },
      { token: token('admin') },
    );
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).extensions).toMatchObject({ field: 'file', rule: 'fileTooLarge' });
    const noTitle = await upload(
      { clientCode: 'C00001', title: '' },
      { bytes: PDF, name: 'a.pdf' },
      { token: token('admin') },
    );
    expect(errorOf(noTitle).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title' });
    const customer = await upload(
      { clientCode: 'C00001', title: 'x' },
      { bytes: PDF, name: 'a.pdf' },
      { token: token('rossi') },
    );
    expect(customer.statusCode).toBe(403);
    const csrf = await upload(
      { clientCode: 'C00001', title: 'x' },
      { bytes: PDF, name: 'a.pdf' },
      { token: token('admin'), headers: {} },
    );
    expect(csrf.statusCode).toBe(400);
    const outOfScope = await upload(
      { clientCode: 'C00003', title: 'x' },
      { bytes: PDF, name: 'a.pdf' },
      { token: token('moretti') },
    );
    expect(outOfScope.statusCode).toBe(404);
    expect(errorOf(outOfScope).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'clientCode' });
  });
});

describe('issues through the gateway', () => {
  it('a customer opens one on a line; staff answer and close it; the customer reads the thread', async () => {
    const orders = await graphql(
      `
        {
          orders(pageSize: 1) {
            items {
              number
            }
          }
        }
      `,
      {},
      token('rossi'),
    );
    const number: string = orders.data.orders.items[0].number;
    const opened = await graphql(
      `
        mutation ($n: String!) {
          openOrderIssue(orderNumber: $n, line: 1, kind: DAMAGED, text: "Rotto") {
            id
            line
            kind
            status
            side
            product {
              code
            }
          }
        }
      `,
      { n: number },
      token('rossi'),
    );
    expect(opened.data.openOrderIssue).toMatchObject({
      line: 1,
      kind: 'DAMAGED',
      status: 'OPEN',
      side: 'CUSTOMER',
    });
    const id = opened.data.openOrderIssue.id;
    const grid = await graphql(
      `
        {
          orderIssues(filter: { openOnly: true }) {
            total
            items {
              id
              orderNumber
            }
          }
        }
      `,
      {},
      token('moretti'),
    );
    expect(grid.data.orderIssues.items.map((i: { id: string }) => i.id)).toContain(id);
    const refused = await graphql(
      `
        mutation ($id: ID!) {
          replyToOrderIssue(id: $id, text: "x") {
            id
          }
        }
      `,
      { id },
      token('esposito'),
    );
    expect(refused.errors[0].extensions.code).toBe('NOT_FOUND');
    const badLine = await graphql(
      `
        mutation ($n: String!) {
          openOrderIssue(orderNumber: $n, line: 999, kind: MISSING, text: "x") {
            id
          }
        }
      `,
      { n: number },
      token('rossi'),
    );
    expect(badLine.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'line' });
    const closed = await graphql(
      `
        mutation ($id: ID!) {
          setOrderIssueStatus(id: $id, status: CLOSED, text: "Sostituito") {
            status
            messageCount
          }
        }
      `,
      { id },
      token('admin'),
    );
    expect(closed.data.setOrderIssueStatus).toEqual({ status: 'CLOSED', messageCount: 2 });
    const mine = await graphql(
      `
        query ($n: String!) {
          order(number: $n) {
            issues {
              id
              status
              messages {
                text
                side
              }
            }
          }
        }
      `,
      { n: number },
      token('rossi'),
    );
    const issue = mine.data.order.issues.find((i: { id: string }) => i.id === id);
    expect(issue.messages).toEqual([
      { text: 'Rotto', side: 'CUSTOMER' },
      { text: 'Sostituito', side: 'STAFF' },
    ]);
  });
});
