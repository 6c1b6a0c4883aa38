// Returns through the gateway over the real REST API: a customer asks a return of a delivered line
// with a photo (multipart /uploads/return: CSRF header, session, RETURNS_REQUEST); a photo that is not
// an image is refused on `photo`, more units than left on `lines.0.quantity`; staff approve part of it
// (credit note PDF at /return-files/<id>/credit-note.pdf) or reject another with a reason; the photo
// is served with nosniff to who may read the return.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ID, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

let api: RealApi;
let gateway: FastifyInstance;
const tokens = new Map<string, string>();
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
// The smallest PNG: the signature and an IHDR chunk are enough for the sniffing.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function graphql(query: string, variables: Record<string, unknown>, token: string) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return res.json();
}

async function ask(
  fields: Record<string, string>,
  photo: { bytes: Uint8Array; name: string; type: string } | null,
  { token, headers = PREFLIGHT }: { token?: string; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('photo', new Blob([photo.bytes], { type: photo.type }), photo.name);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return gateway.inject({
    method: 'POST',
    url: '/uploads/return',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? 'multipart/form-data',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

const get = (url: string, token: string) =>
  gateway.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'x-sessionid': SESSION_ID },
  });

const token = (username: string) => tokens.get(username) as string;
const errorOf = (res: LightMyRequestResponse) => res.json().errors[0];

const RETURNABLE = `
  query {
    returnableLines(pageSize: 200) {
      total
      items { deliveryNote date orderNumber line productCode description unit delivered returned left }
    }
  }
`;
const RETURN_FIELDS = `
  id number status client { code name } requestedBy requestedAt updatedAt lineCount pieces
  creditNoteNumber rejectionReason
  lines { line deliveryNote deliveryNoteLine productCode description requestedQuantity approvedQuantity reason note }
  photos { id line fileName contentType size url }
  messages { id text author side date }
  statusHistory { status author note date }
  creditNote { number date taxable vat total pdfUrl }
`;

interface Returnable {
  deliveryNote: string;
  line: number;
  left: number;
}

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  for (const username of ['admin', 'rossi', 'esposito']) {
    const body = await graphql(
      `
        mutation ($u: String!, $p: String!) {
          login(input: { username: $u, password: $p }, tokenDelivery: BEARER) {
            token
          }
        }
      `,
      { u: username, p: 'Bellini2026' },
      '',
    );
    tokens.set(username, body.data.login.token);
  }
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function returnableLine(minimum: number): Promise<Returnable> {
  const body = await graphql(RETURNABLE, {}, token('rossi'));
  expect(body.errors).toBeUndefined();
  const line = (body.data.returnableLines.items as Returnable[]).find((l) => l.left >= minimum);
  if (!line) throw new Error(`no delivered line with ${minimum} units left in the seed`);
  return line;
}

describe('returns through the gateway', () => {
  it('asks with a photo, refuses a wrong photo and too many units, approves part → credit note', async () => {
    const line = await returnableLine(3);
    const lines = (quantity: number) =>
      JSON.stringify([{ deliveryNote: line.deliveryNote, line: line.line, quantity, reason: 'DAMAGED' }]);

    // Not an image: refused on `photo`, nothing asked.
    const wrongType = await ask(
      { lines: lines(2), note: 'Due pezzi rotti' },
      { bytes: Buffer.from('%PDF-1.4 not a photo'), name: 'rotti.png', type: 'image/png' },
      { token: token('rossi') },
    );
    expect(wrongType.statusCode).toBe(422);
    expect(errorOf(wrongType).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'photo' });

    // More than left: refused at its line.
    const tooMany = await ask({ lines: lines(line.left + 1) }, null, { token: token('rossi') });
    expect(tooMany.statusCode).toBe(422);
    expect(errorOf(tooMany).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines.0.quantity' });

    // Without the CSRF header, or by staff: refused before the body is read.
    expect((await ask({ lines: lines(1) }, null, { token: token('rossi'), headers: {} })).statusCode).toBe(
      400,
    );
    expect((await ask({ lines: lines(1) }, null, { token: token('admin') })).statusCode).toBe(403);

    const made = await ask(
      { lines: lines(2), note: 'Due pezzi rotti', photoLine: '1' },
      { bytes: PNG, name: 'rotti.png', type: 'image/png' },
      { token: token('rossi') },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id, status } = made.json().return;
    expect(status).toBe('REQUESTED');

    const after = await returnableLine(0);
    const same = (
      (await graphql(RETURNABLE, {}, token('rossi'))).data.returnableLines.items as Returnable[]
    ).find((l) => l.deliveryNote === line.deliveryNote && l.line === line.line);
    expect(after).toBeDefined();
    expect(same?.left).toBe(line.left - 2);

    const read = await graphql(
      `query ($id: ID!) { return(id: $id) { ${RETURN_FIELDS} } }`,
      { id },
      token('admin'),
    );
    expect(read.errors).toBeUndefined();
    const ret = read.data.return;
    expect(ret.lines).toMatchObject([
      { line: 1, requestedQuantity: 2, approvedQuantity: null, reason: 'DAMAGED' },
    ]);
    expect(ret.messages[0]).toMatchObject({ text: 'Due pezzi rotti', side: 'CUSTOMER' });
    expect(ret.photos).toHaveLength(1);
    const photo = await get(ret.photos[0].url, token('admin'));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(ret.photos[0].url, token('esposito'))).statusCode).toBe(404);

    // The grid, waiting first; a customer may not approve.
    const grid = await graphql(
      `
        query {
          returns(filter: { status: REQUESTED }) {
            total
            items {
              id
              number
              status
              lines {
                line
              }
            }
          }
        }
      `,
      {},
      token('admin'),
    );
    expect(grid.errors).toBeUndefined();
    expect(grid.data.returns.items.map((r: { id: string }) => r.id)).toContain(id);
    const APPROVE = `mutation ($id: ID!, $lines: [ReturnApprovedLineInput!]) {
      approveReturn(id: $id, lines: $lines) { ${RETURN_FIELDS} } }`;
    const refused = await graphql(APPROVE, { id, lines: [{ line: 1, quantity: 1 }] }, token('rossi'));
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    const over = await graphql(APPROVE, { id, lines: [{ line: 1, quantity: 3 }] }, token('admin'));
    expect(over.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines.0.quantity' });

    const approved = await graphql(APPROVE, { id, lines: [{ line: 1, quantity: 1 }] }, token('admin'));
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveReturn.status).toBe('PARTLY_APPROVED');
    expect(approved.data.approveReturn.lines[0].approvedQuantity).toBe(1);
    const note = approved.data.approveReturn.creditNote;
    expect(note.pdfUrl).toBe(`/return-files/${id}/credit-note.pdf`);
    const pdf = await get(note.pdfUrl, token('rossi'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(note.pdfUrl, token('esposito'))).statusCode).toBe(404);
    // Among the client's documents, with the return that made it (its PDF is the return's).
    const documents = await graphql(
      `
        {
          orderDocuments(filter: { kind: CREDIT_NOTE, clientCode: "C00001" }, pageSize: 100) {
            items {
              kind
              number
              returnId
            }
          }
        }
      `,
      {},
      token('admin'),
    );
    expect(documents.errors).toBeUndefined();
    expect(documents.data.orderDocuments.items).toContainEqual({
      kind: 'CREDIT_NOTE',
      number: note.number,
      returnId: id,
    });
    // And read in full like an invoice (it answered BAD_USER_INPUT before: "valori ammessi: ddt, fattura").
    const opened = await graphql(
      `
        query ($number: String!) {
          orderDocument(kind: CREDIT_NOTE, number: $number) {
            kind
            number
            client {
              code
            }
            lines {
              code
              quantity
              ddtNumber
              amount
            }
            deliveryNotes {
              number
            }
            totals {
              taxable
              vat
              total
            }
            vatSummary {
              rate
            }
            paymentTerms
            transport {
              reason
            }
          }
        }
      `,
      { number: note.number },
      token('admin'),
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data.orderDocument).toMatchObject({
      kind: 'CREDIT_NOTE',
      number: note.number,
      client: { code: 'C00001' },
      totals: { taxable: note.taxable, vat: note.vat, total: note.total },
      paymentTerms: null,
      transport: null,
    });
    expect(opened.data.orderDocument.lines).toHaveLength(1);
    expect(opened.data.orderDocument.lines[0].quantity).toBe(1);
    expect(opened.data.orderDocument.deliveryNotes.length).toBe(1);
    expect(opened.data.orderDocument.vatSummary.length).toBe(1);

    const message = await graphql(
      `
        mutation ($id: ID!) {
          writeReturnMessage(id: $id, text: "Grazie") {
            messages {
              text
              side
            }
          }
        }
      `,
      { id },
      token('rossi'),
    );
    expect(message.errors).toBeUndefined();
    expect(message.data.writeReturnMessage.messages.at(-1)).toEqual({ text: 'Grazie', side: 'CUSTOMER' });
  }, 60_000);

  it('rejects with a reason; a missing reason is refused at the field', async () => {
    const line = await returnableLine(1);
    const made = await ask(
      {
        lines: JSON.stringify([
          { deliveryNote: line.deliveryNote, line: line.line, quantity: 1, reason: 'OTHER' },
        ]),
      },
      null,
      { token: token('rossi') },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json().return;
    const REJECT = `mutation ($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) {
      status rejectionReason creditNote { number } } }`;
    const blank = await graphql(REJECT, { id, reason: ' ' }, token('admin'));
    expect(blank.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    const rejected = await graphql(REJECT, { id, reason: 'Merce usata' }, token('admin'));
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data.rejectReturn).toEqual({
      status: 'REJECTED',
      rejectionReason: 'Merce usata',
      creditNote: null,
    });
    const again = await graphql(REJECT, { id, reason: 'Ancora' }, token('admin'));
    expect(again.errors[0].extensions.code).toBe('CONFLICT');
  }, 60_000);
});
