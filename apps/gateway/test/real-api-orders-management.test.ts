// Staff order management through GraphQL over the real REST API (in-process, demo data on PGlite, real
// HTTP): the order grid and its filters, an order with its history, documents and next steps, the
// backorders and the documents; an agent sees his clients' orders only, a customer is refused.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from './support/real-api';
import { bearerCaller, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
const { post, logIn, tokens } = bearerCaller(() => gateway);

interface Refusal {
  errors?: Array<{ extensions?: { code?: string; field?: string } }>;
}

const refusal = (res: Refusal) => ({
  code: res.errors?.[0]?.extensions?.code,
  field: res.errors?.[0]?.extensions?.field,
});

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  await logIn(['moretti', 'admin', 'rossi']);
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const ORDERS = `query($search: String, $sort: ManagedOrderSort, $filter: ManagedOrderFilter, $pageSize: Int) {
  managedOrders(search: $search, sort: $sort, filter: $filter, pageSize: $pageSize) {
    total page pageSize
    items { number date client { code name } agent { code name } channel status total lineCount units
      placedBy deliveryDate expectedDate version }
  }
}`;
const ORDER = `query($number: String!) {
  managedOrder(number: $number) {
    number date status channel orderType version notes priceList discounts subtotal total decimals
    client { code name vatNumber city } agent { code name }
    placedBy { code name type }
    deliveryAddress { code name street city }
    lines { line code description quantity freeQuantity shippedQuantity openQuantity listPrice discounts
      netPrice total }
    history { status at note by { code name type } }
    documents { kind number date invoiceNumber }
    nextSteps
  }
}`;
type Summary = {
  number: string;
  date: string;
  status: string;
  client: { code: string };
  agent: { code: string } | null;
};

describe('managedOrders', () => {
  it('lists every order for the management, newest first, and filters by status and client', async () => {
    const all = await post(ORDERS, { pageSize: 500 }, tokens.admin);
    expect(all.errors).toBeUndefined();
    const items = all.data?.managedOrders.items as Summary[];
    expect(all.data?.managedOrders.total).toBeGreaterThan(10);
    const statuses = new Set(items.map((o) => o.status));
    for (const status of ['RECEIVED', 'CONFIRMED', 'SHIPPED', 'INVOICED', 'CANCELLED']) {
      expect(statuses).toContain(status);
    }
    const dates = items.map((o) => o.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const received = await post(ORDERS, { filter: { statuses: ['RECEIVED', 'CONFIRMED'] } }, tokens.admin);
    expect(received.errors).toBeUndefined();
    const receivedItems = received.data?.managedOrders.items as Summary[];
    expect(receivedItems.length).toBeGreaterThan(0);
    expect(receivedItems.every((o) => ['RECEIVED', 'CONFIRMED'].includes(o.status))).toBe(true);

    const rossi = await post(ORDERS, { filter: { clientCode: 'c00001' } }, tokens.admin);
    expect(rossi.errors).toBeUndefined();
    const rossiItems = rossi.data?.managedOrders.items as Summary[];
    expect(rossiItems.length).toBeGreaterThan(0);
    expect(rossiItems.every((o) => o.client.code === 'C00001')).toBe(true);

    const sorted = await post(ORDERS, { sort: { field: 'TOTAL', direction: 'DESC' } }, tokens.admin);
    const totals = (sorted.data?.managedOrders.items as Array<{ total: number }>).map((o) => o.total);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
  });

  it('refuses a malformed filter on its argument', async () => {
    const res = await post(ORDERS, { filter: { from: 'yesterday' } }, tokens.admin);
    expect(refusal(res)).toEqual({ code: 'BAD_USER_INPUT', field: 'filter.from' });
  });

  it('shows an order with its lines, history, documents and next steps', async () => {
    const invoiced = await post(ORDERS, { filter: { statuses: ['INVOICED'] }, pageSize: 1 }, tokens.admin);
    const number = (invoiced.data?.managedOrders.items as Summary[])[0]?.number;
    expect(number).toBeTruthy();
    const res = await post(ORDER, { number }, tokens.admin);
    expect(res.errors).toBeUndefined();
    const order = res.data?.managedOrder;
    expect(order.number).toBe(number);
    expect(order.status).toBe('INVOICED');
    expect(order.lines.length).toBeGreaterThan(0);
    for (const line of order.lines) expect(line.openQuantity).toBe(0);
    expect(order.history[0].status).toBe('RECEIVED');
    expect(order.history.at(-1).status).toBe('INVOICED');
    const kinds = order.documents.map((d: { kind: string }) => d.kind);
    expect(kinds).toContain('DDT');
    expect(kinds).toContain('INVOICE');
    expect(order.nextSteps).toEqual([]);

    const open = await post(ORDERS, { filter: { statuses: ['RECEIVED'] }, pageSize: 1 }, tokens.admin);
    const received = await post(
      ORDER,
      { number: (open.data?.managedOrders.items as Summary[])[0]?.number },
      tokens.admin,
    );
    expect(received.errors).toBeUndefined();
    expect(received.data?.managedOrder.nextSteps).toEqual(['CONFIRM', 'CANCEL', 'EDIT_LINES']);

    const unknown = await post(ORDER, { number: '1999/999999' }, tokens.admin);
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.managedOrder).toBeNull();
    expect(refusal(await post(ORDER, { number: '999999' }, tokens.admin))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'number',
    });
  });

  it("keeps an agent to his clients' orders", async () => {
    const gallo = await post(ORDERS, { filter: { clientCode: 'C00003' } }, tokens.admin);
    const galloOrder = (gallo.data?.managedOrders.items as Summary[])[0]?.number;
    expect(galloOrder).toBeTruthy();
    const res = await post(ORDER, { number: galloOrder }, tokens.moretti);
    expect(res.errors).toBeUndefined();
    expect(res.data?.managedOrder).toBeNull();

    const list = await post(ORDERS, { pageSize: 500 }, tokens.moretti);
    expect(list.errors).toBeUndefined();
    const items = list.data?.managedOrders.items as Summary[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((o) => o.agent?.code === 'AG01')).toBe(true);
    expect(items.some((o) => o.client.code === 'C00003')).toBe(false);
  });

  it('refuses a customer', async () => {
    for (const query of [ORDERS, `{ backorders { total } }`, `{ orderDocuments { total } }`]) {
      const res = await post(query, {}, tokens.rossi);
      expect(refusal(res).code).toBe('FORBIDDEN');
      expect(res.data ?? null).toBeNull();
    }
    expect(refusal(await post(ORDERS)).code).toBe('UNAUTHENTICATED');
  });
});

const BACKORDERS = `query($filter: BackorderFilter, $sort: BackorderSort) {
  backorders(filter: $filter, sort: $sort, pageSize: 500) {
    total
    items { orderNumber orderDate status client { code name } agent { code } line productCode description
      unit ordered shipped remaining openValue expectedDate }
  }
}`;

describe('backorders', () => {
  it("lists the open lines, rossi's among them, and filters by client and product", async () => {
    const res = await post(BACKORDERS, {}, tokens.admin);
    expect(res.errors).toBeUndefined();
    const items = res.data?.backorders.items as Array<{
      client: { code: string };
      productCode: string;
      ordered: number;
      shipped: number;
      remaining: number;
      openValue: number;
    }>;
    expect(items.length).toBeGreaterThan(0);
    for (const row of items) {
      expect(row.remaining).toBeGreaterThan(0);
      expect(row.shipped + row.remaining).toBeLessThanOrEqual(row.ordered);
    }
    const rossi = await post(BACKORDERS, { filter: { clientCode: 'C00001' } }, tokens.admin);
    const rossiItems = rossi.data?.backorders.items as typeof items;
    expect(rossiItems.length).toBeGreaterThan(0);
    expect(rossiItems.every((row) => row.client.code === 'C00001')).toBe(true);

    const code = rossiItems[0]?.productCode ?? '';
    const product = await post(BACKORDERS, { filter: { productCode: code.toLowerCase() } }, tokens.admin);
    const productItems = product.data?.backorders.items as typeof items;
    expect(productItems.length).toBeGreaterThan(0);
    expect(productItems.every((row) => row.productCode === code)).toBe(true);

    const agent = await post(BACKORDERS, {}, tokens.moretti);
    expect(agent.errors).toBeUndefined();
    const agentItems = agent.data?.backorders.items as typeof items;
    expect(agentItems.some((row) => row.client.code === 'C00003')).toBe(false);
  });
});

const DOCUMENTS = `query($filter: OrderDocumentFilter) {
  orderDocuments(filter: $filter, pageSize: 500) {
    total items { kind number date client { code name } orderNumbers lineCount units total invoiceNumber }
  }
}`;
const DOCUMENT = `query($kind: OrderDocumentKind!, $number: String!) {
  orderDocument(kind: $kind, number: $number) {
    kind number year sequence date issuedAt notes decimals language
    issuer { name vatNumber city } client { code name city }
    lines { line orderNumber ddtNumber code quantity freeQuantity listPrice discounts netPrice amount vatRate }
    destination { code city }
    transport { reason carriage carriedBy packages weightKg startedAt }
    orders { number date } invoice { number date }
    deliveryNotes { number date orderNumber destination { city } }
    totals { goods headerDiscount taxable vat total }
    vatSummary { rate taxable vat }
    paymentTerms
  }
}`;

describe('orderDocuments', () => {
  it('lists delivery notes and invoices, filters them and opens each kind', async () => {
    const res = await post(DOCUMENTS, {}, tokens.admin);
    expect(res.errors).toBeUndefined();
    type Doc = { kind: string; number: string; client: { code: string }; orderNumbers: string[] };
    const items = res.data?.orderDocuments.items as Doc[];
    expect(items.some((d) => d.kind === 'DDT')).toBe(true);
    expect(items.some((d) => d.kind === 'INVOICE')).toBe(true);

    const invoices = await post(DOCUMENTS, { filter: { kind: 'INVOICE' } }, tokens.admin);
    const invoiceItems = invoices.data?.orderDocuments.items as Doc[];
    expect(invoiceItems.every((d) => d.kind === 'INVOICE')).toBe(true);

    const rossi = await post(DOCUMENTS, { filter: { clientCode: 'C00001' } }, tokens.admin);
    expect((rossi.data?.orderDocuments.items as Doc[]).every((d) => d.client.code === 'C00001')).toBe(true);

    const ddt = items.find((d) => d.kind === 'DDT') as Doc;
    const byOrder = await post(DOCUMENTS, { filter: { orderNumber: ddt.orderNumbers[0] } }, tokens.admin);
    expect((byOrder.data?.orderDocuments.items as Doc[]).map((d) => d.number)).toContain(ddt.number);

    const note = await post(DOCUMENT, { kind: 'DDT', number: ddt.number }, tokens.admin);
    expect(note.errors).toBeUndefined();
    expect(note.data?.orderDocument).toMatchObject({ kind: 'DDT', number: ddt.number, totals: null });
    expect(note.data?.orderDocument.transport.reason).toBeTruthy();
    expect(note.data?.orderDocument.lines[0].netPrice).toBeNull();

    const invoice = invoiceItems[0] as Doc;
    const detail = await post(DOCUMENT, { kind: 'INVOICE', number: invoice.number }, tokens.admin);
    expect(detail.errors).toBeUndefined();
    const doc = detail.data?.orderDocument;
    expect(doc).toMatchObject({ kind: 'INVOICE', number: invoice.number, transport: null });
    expect(doc.deliveryNotes.length).toBeGreaterThan(0);
    expect(doc.vatSummary.length).toBeGreaterThan(0);
    expect(doc.totals.total).toBeGreaterThan(0);

    const missing = await post(DOCUMENT, { kind: 'INVOICE', number: '1999/000001' }, tokens.admin);
    expect(missing.errors).toBeUndefined();
    expect(missing.data?.orderDocument).toBeNull();
    const bad = await post(DOCUMENT, { kind: 'INVOICE', number: 'nope' }, tokens.admin);
    expect(refusal(bad)).toEqual({ code: 'BAD_USER_INPUT', field: 'number' });
  });

  it("keeps an agent to his clients' documents", async () => {
    const gallo = await post(DOCUMENTS, { filter: { clientCode: 'C00003' } }, tokens.admin);
    const galloDoc = (gallo.data?.orderDocuments.items as Array<{ kind: string; number: string }>)[0];
    expect(galloDoc).toBeTruthy();
    const res = await post(DOCUMENT, { ...galloDoc }, tokens.moretti);
    expect(res.errors).toBeUndefined();
    expect(res.data?.orderDocument).toBeNull();
    const list = await post(DOCUMENTS, {}, tokens.moretti);
    const items = list.data?.orderDocuments.items as Array<{ client: { code: string } }>;
    expect(items.some((d) => d.client.code === 'C00003')).toBe(false);
  });
});

const SET_STATUS = `mutation($number: String!, $status: OrderStatus!, $version: Int!, $note: String) {
  setOrderStatus(number: $number, status: $status, version: $version, note: $note) {
    number status version nextSteps history { status note by { code } }
  }
}`;
const EDIT_LINES = `mutation($number: String!, $version: Int!, $lines: [OrderLineEditInput!]!) {
  editOrderLines(number: $number, version: $version, lines: $lines) {
    version total lines { code quantity extraDiscount netPrice total }
  }
}`;
const SHIP = `mutation($number: String!, $version: Int, $input: ShipmentInput) {
  shipOrder(number: $number, version: $version, input: $input) {
    order { status version lines { code quantity shippedQuantity openQuantity } documents { kind number } }
    deliveryNote { kind number year sequence transport { carriage carriedBy carrier packages }
      lines { code quantity } }
  }
}`;
const INVOICE = `mutation($notes: [String!]!) {
  invoiceDeliveryNotes(deliveryNotes: $notes) {
    invoice { kind number totals { total } deliveryNotes { number } }
    orders { number status }
  }
}`;
type Line = { code: string; quantity: number; shippedQuantity: number; openQuantity: number };

/** The oldest received order of a client of moretti's, with its version and lines. */
async function receivedOrder(): Promise<{ number: string; version: number; lines: Line[] }> {
  const list = await post(
    ORDERS,
    { filter: { statuses: ['RECEIVED'], agentCode: 'AG01' }, sort: { field: 'DATE', direction: 'ASC' } },
    tokens.admin,
  );
  const number = (list.data?.managedOrders.items as Summary[])[0]?.number;
  const detail = await post(ORDER, { number }, tokens.admin);
  return detail.data?.managedOrder;
}

describe('moving an order along its life', () => {
  it('edits, confirms, ships in two deliveries and invoices both delivery notes', async () => {
    const order = await receivedOrder();
    expect(order.lines.length).toBeGreaterThan(0);
    const [first] = order.lines as [Line];

    // A refused line is named at its own argument; a stale version is a conflict.
    const zero = await post(
      EDIT_LINES,
      { number: order.number, version: order.version, lines: [{ code: first.code, quantity: 0 }] },
      tokens.admin,
    );
    expect(refusal(zero)).toEqual({ code: 'BAD_USER_INPUT', field: 'lines.0.quantity' });
    const stale = await post(
      SET_STATUS,
      { number: order.number, status: 'CONFIRMED', version: order.version + 5 },
      tokens.admin,
    );
    expect(refusal(stale).code).toBe('CONFLICT');

    // Edited to the first line alone with an extra discount: priced again by the API.
    const edited = await post(
      EDIT_LINES,
      {
        number: order.number,
        version: order.version,
        lines: [{ code: first.code, quantity: first.quantity * 2, extraDiscount: 5 }],
      },
      tokens.admin,
    );
    expect(edited.errors).toBeUndefined();
    const editedOrder = edited.data?.editOrderLines;
    expect(editedOrder.version).toBeGreaterThan(order.version);
    expect(editedOrder.lines).toHaveLength(1);
    expect(editedOrder.lines[0]).toMatchObject({ code: first.code, extraDiscount: 5 });
    const quantity = editedOrder.lines[0].quantity as number;
    expect(quantity).toBeGreaterThanOrEqual(first.quantity * 2);

    const confirmed = await post(
      SET_STATUS,
      { number: order.number, status: 'CONFIRMED', version: editedOrder.version, note: 'Verificato' },
      tokens.admin,
    );
    expect(confirmed.errors).toBeUndefined();
    const confirmedOrder = confirmed.data?.setOrderStatus;
    expect(confirmedOrder.status).toBe('CONFIRMED');
    expect(confirmedOrder.nextSteps).toContain('SHIP');
    expect(confirmedOrder.nextSteps).not.toContain('EDIT_LINES');
    expect(confirmedOrder.history.at(-1)).toEqual({
      status: 'CONFIRMED',
      note: 'Verificato',
      by: { code: 'admin' },
    });

    // A carrier without its name is refused at the field; then one unit ships, the rest stays open.
    const noCarrier = await post(
      SHIP,
      { number: order.number, input: { carriedBy: 'CARRIER' } },
      tokens.admin,
    );
    expect(refusal(noCarrier)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.carrier' });
    const part = await post(
      SHIP,
      {
        number: order.number,
        version: confirmedOrder.version,
        input: {
          lines: [{ code: first.code, quantity: 1 }],
          carriedBy: 'CARRIER',
          carrier: 'Trasporti Emiliani S.r.l., Parma',
          carriage: 'FORWARD',
          packages: 1,
        },
      },
      tokens.admin,
    );
    expect(part.errors).toBeUndefined();
    const firstShipment = part.data?.shipOrder;
    expect(firstShipment.order.status).toBe('PARTLY_SHIPPED');
    expect(firstShipment.order.lines[0]).toMatchObject({ shippedQuantity: 1, openQuantity: quantity - 1 });
    expect(firstShipment.deliveryNote).toMatchObject({
      kind: 'DDT',
      transport: {
        carriage: 'assegnato',
        carriedBy: 'vettore',
        carrier: 'Trasporti Emiliani S.r.l., Parma',
        packages: 1,
      },
      lines: [{ code: first.code, quantity: 1 }],
    });

    // The rest: everything still open, the next number of the year.
    const rest = await post(SHIP, { number: order.number }, tokens.admin);
    expect(rest.errors).toBeUndefined();
    const secondShipment = rest.data?.shipOrder;
    expect(secondShipment.order.status).toBe('SHIPPED');
    expect(secondShipment.deliveryNote.year).toBe(firstShipment.deliveryNote.year);
    expect(secondShipment.deliveryNote.sequence).toBe(firstShipment.deliveryNote.sequence + 1);

    const notes = [firstShipment.deliveryNote.number, secondShipment.deliveryNote.number];
    const invoiced = await post(INVOICE, { notes }, tokens.admin);
    expect(invoiced.errors).toBeUndefined();
    const issued = invoiced.data?.invoiceDeliveryNotes;
    expect(issued.invoice.kind).toBe('INVOICE');
    expect(issued.invoice.deliveryNotes.map((n: { number: string }) => n.number).sort()).toEqual(
      [...notes].sort(),
    );
    expect(issued.invoice.totals.total).toBeGreaterThan(0);
    expect(issued.orders).toEqual([{ number: order.number, status: 'INVOICED' }]);

    const twice = await post(INVOICE, { notes: notes.slice(0, 1) }, tokens.admin);
    expect(refusal(twice).code).toBe('CONFLICT');
    expect(refusal(await post(INVOICE, { notes: ['nope'] }, tokens.admin))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'deliveryNotes.0',
    });
  });

  it('refuses the agent every change, and a visitor', async () => {
    const order = await receivedOrder();
    const asAgent = await post(
      SET_STATUS,
      { number: order.number, status: 'CONFIRMED', version: order.version },
      tokens.moretti,
    );
    expect(refusal(asAgent).code).toBe('FORBIDDEN');
    expect(refusal(await post(SHIP, { number: order.number }, tokens.moretti)).code).toBe('FORBIDDEN');
    expect(refusal(await post(SHIP, { number: order.number })).code).toBe('UNAUTHENTICATED');
    const still = await post(ORDER, { number: order.number }, tokens.admin);
    expect(still.data?.managedOrder.status).toBe('RECEIVED');
  });

  it('cancels a received order with its reason in the history', async () => {
    const order = await receivedOrder();
    const res = await post(
      SET_STATUS,
      { number: order.number, status: 'CANCELLED', version: order.version, note: 'Doppio invio' },
      tokens.admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.setOrderStatus).toMatchObject({ status: 'CANCELLED', nextSteps: [] });
    expect(res.data?.setOrderStatus.history.at(-1).note).toBe('Doppio invio');
  });
});
