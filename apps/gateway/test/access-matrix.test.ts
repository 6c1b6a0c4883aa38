// The GraphQL access matrix: every management Query and Mutation field called through the gateway over
// the real REST API (in-process, demo data on PGlite) as a visitor, as each customer type (C, WC, WU)
// and as each staff type (A, U, X, F). The REST half is apps/api/test/access-matrix.test.ts.
//
// Which fields are management ones, and which permission each needs, is read from the schema the
// gateway serves: a field whose description names a value of the `Permission` enum (every management
// field's does, e.g. "… (SETTINGS_EDIT)" or "Needs CLIENTS_READ"). Each such field must have a row in
// MATRIX below, and each row must name a field that exists, or the first test fails. The contract's
// table (packages/contract/src/kernel/permissions.ts, `can`) then decides each cell: a visitor gets
// UNAUTHENTICATED, a type without the permission FORBIDDEN (and no data), a type with it an answer
// without errors. All cells are compared as one list of strings, so a failure shows every wrong cell.
// Two checks tie the GraphQL Permission enum to that table: it has a value for each permission, and
// `viewer { permissions }` gives each type exactly its grants.
//
// Out of scope (no IDOR): each row that takes a client code also names a call aimed at C00003, a client
// that agent moretti (AG01) does not follow; moretti must get NOT_FOUND (or a null / empty answer where
// the schema says so) and never that client's data, while the office (scope: all clients) does reach it.
//
// The typed twins of cart mutations (addToCartResult…) are outside the table (customers, visitors where
// the shop lets them shop, staff ordering for a client): TWINS checks that each lets in exactly whom its
// older mutation lets in.
//
// Adding a row: key = field name; `args` = the field's arguments as GraphQL literals, aimed at a
// record every allowed type reaches (C00001, F001, promoter…) and harmless or undone; `setUp` runs
// before each allowed call (e.g. start ordering for a client, create what a delete removes) and may
// answer the arguments to use; the selection defaults to the leaf fields of the result type. A field
// whose description names no permission but is a management one anyway may be listed with `permission`.
import type { FastifyInstance } from 'fastify';
import { PERMISSION_NAMES, can, permissionsOf, type Permission, type UserTipo } from '@shop/contract';
import { typeDefs } from '@shop/schema';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalDocuments, mailOutbox, orderIssues, returnRequests } from '../../api/src/db/schema';
import { insertOrderWithLines } from '../../api/test/helpers/order-lifecycle-fixtures';
import { insertDeliveryNoteFor } from '../../api/test/helpers/returns-fixtures';
import { setStock } from '../../api/test/helpers/shop-fixtures';
import { toGraphqlPermission } from '../src/kernel/permission.mapping';
import { SESSION_ID, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

/** One demo user per type (ufficio's temporary password is its own). */
const USERS: Record<UserTipo, { username: string; password?: string }> = {
  C: { username: 'rossi' },
  WC: { username: 'miramare' },
  WU: { username: 'colombo' },
  A: { username: 'moretti' },
  X: { username: 'admin' },
  U: { username: 'ufficio', password: 'Provvisoria1' },
  F: { username: 'fiere' },
};
const TIPI = Object.keys(USERS) as UserTipo[];
const STAFF_ORDERING: readonly UserTipo[] = ['A', 'U', 'X'];

interface Body {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

interface Row {
  /** The field's arguments as GraphQL literals (without the parentheses). */
  args?: string;
  /** The selection set; by default `{ __typename <leaf fields> }` of the result type. */
  select?: string;
  /** Only for a field whose description names no permission (GraphQL enum name). */
  permission?: string;
  /** Run before each allowed user's call; a string answered replaces `args`. */
  setUp?: (token: string, tipo: UserTipo) => Promise<unknown>;
  /** The same call aimed at C00003 (not moretti's): moretti gets `expect`, the office reaches it. */
  outOfScope?: { args: string; select?: string; expect: 'NOT_FOUND' | 'no data' };
}

// ---- the real API (its database too: the outbox row is set up there) ----

let database: RealApi['database'];
let closeApi: (() => Promise<void>) | undefined;
let gateway: FastifyInstance | undefined;
const tokens = new Map<UserTipo, string>();

async function gql(query: string, token?: string): Promise<Body> {
  if (!gateway) throw new Error('no gateway');
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query },
  });
  return res.json();
}

/** A set-up call that must work: its data, or an error naming what failed. */
async function must(query: string, token: string): Promise<Record<string, unknown>> {
  const body = await gql(query, token);
  if (body.errors?.length || !body.data) {
    throw new Error(`set-up ${query.slice(0, 60)}… → ${body.errors?.[0]?.extensions?.code ?? 'no data'}`);
  }
  return body.data;
}

/** The last element's `key` of a list answered by a set-up call (the contact or address just added). */
function lastOf(data: Record<string, unknown>, field: string, list: string, key: string): string {
  const items = (data[field] as Record<string, Array<Record<string, unknown>>>)[list] ?? [];
  return String(items.at(-1)?.[key]);
}

// ---- set-ups ----

/** Staff (A, U, X) ordering for C00001 with AL000001 in the cart: what the current-order calls need. */
const orderingForC00001 = async (token: string, tipo: UserTipo) => {
  if (!STAFF_ORDERING.includes(tipo)) return;
  await must(`mutation { startOrderingFor(clientCode: "C00001") { __typename } }`, token);
  await must(`mutation { addToCart(code: "AL000001") { __typename } }`, token);
};

/** The newest order of a client the caller reaches: its number. */
const firstOrderOf = async (client: string, token: string) => {
  const data = await must(
    `{ managedOrders(filter: { clientCode: "${client}" }, pageSize: 1) { items { number } } }`,
    token,
  );
  return (data.managedOrders as { items: Array<{ number: string }> }).items[0]?.number;
};

/** An order in `status` the caller reaches, oldest first: its number, version and first line. */
const orderIn = async (status: string, token: string) => {
  const data = await must(
    `{ managedOrders(filter: { statuses: [${status}] }, sort: { field: DATE, direction: ASC }, pageSize: 1) {
      items { number version } } }`,
    token,
  );
  const [order] = (data.managedOrders as { items: Array<{ number: string; version: number }> }).items;
  if (!order) throw new Error(`set-up: no ${status} order`);
  const detail = await must(`{ managedOrder(number: "${order.number}") { lines { code quantity } } }`, token);
  const [line] = (detail.managedOrder as { lines: Array<{ code: string; quantity: number }> }).lines;
  return { ...order, line };
};
/** An order of C00001 placed by rossi, waiting for approval: its number. */
const waitingOrder = () =>
  insertOrderWithLines(database.db, {
    client: 'C00001',
    placedBy: 'rossi',
    status: 'in_approvazione',
    lines: [{ code: 'AL000001', quantity: 6 }],
  });
/** A delivery note not invoiced yet. */
const uninvoicedNote = async (token: string) => {
  const data = await must(
    `{ orderDocuments(filter: { kind: DDT }, pageSize: 500) { items { number invoiceNumber } } }`,
    token,
  );
  const items = (data.orderDocuments as { items: Array<{ number: string; invoiceNumber: string | null }> })
    .items;
  const note = items.find((d) => d.invoiceNumber === null);
  if (!note) throw new Error('set-up: every delivery note is invoiced');
  return note.number;
};

const POLICY_ITEMS = `[{ code: "CV01", textIt: "Condizioni", textEn: "Terms", optionsIt: ["Accetto"], optionsEn: ["I accept"] }]`;
const savePolicyDraft = async (token: string) => {
  await must(
    `mutation { savePolicyDraft(kind: SALE_CONDITIONS, items: ${POLICY_ITEMS}) { __typename } }`,
    token,
  );
};
const ROWS_AL000001 = `rows: [{ code: "AL000001", quantity: "1" }]`;
const IMPORT_ROWS = `client: "C00001", rows: [{ code: "AL000001", quantity: "1" }]`;
const IMPORT_OUT_OF_SCOPE = {
  args: `client: "C00003", rows: [{ code: "AL000001", quantity: "1" }]`,
  select: `{ validCount clients { name validCount } }`,
  expect: 'no data' as const,
};
const ADDRESS = `name: "Punto vendita Porta Romana", street: "Corso di Porta Romana 63", postcode: "20122",
  city: "Milano", province: "MI", isDefault: true`;

/** A switched-off header banner made for one allowed user's update or delete: its id. */
const matrixBanner = async (token: string) => {
  const data = await must(
    `mutation { createManagedBanner(input: { placement: TOP_RIGHT, textIt: "Tmp", textEn: "Tmp", active: false }) { id } }`,
    token,
  );
  return (data.createManagedBanner as { id: string }).id;
};
const MATRIX_PROMOTION = `offer: ORDER_DISCOUNT, titleIt: "Matrice", titleEn: "Matrix", from: "2099-01-01",
  to: "2099-12-31", discountPercent: "1", active: false`;

/** Issues and internal documents: an order of each user type's own client (staff: C00001's). */
const ISSUE_CLIENTS: Partial<Record<UserTipo, { client: string; placedBy: string }>> = {
  C: { client: 'C00001', placedBy: 'rossi' },
  WC: { client: 'C00005', placedBy: 'miramare' },
  WU: { client: 'C00006', placedBy: 'colombo' },
};
const issueOrders = new Map<string, Promise<{ id: number; number: string }>>();
const issueOrderOf = (tipo: UserTipo | 'other') => {
  const { client, placedBy } =
    tipo === 'other'
      ? { client: 'C00003', placedBy: 'gallo' }
      : (ISSUE_CLIENTS[tipo] ?? { client: 'C00001', placedBy: 'rossi' });
  let order = issueOrders.get(client);
  if (!order) {
    order = insertOrderWithLines(database.db, {
      client,
      placedBy,
      lines: [{ code: 'AL000001', quantity: 1 }],
    });
    issueOrders.set(client, order);
  }
  return order;
};
const matrixIssue = async (tipo: UserTipo | 'other') => {
  const order = await issueOrderOf(tipo);
  const [issue] = await database.db
    .insert(orderIssues)
    .values({ orderId: order.id, kind: 'altro', openedBy: 1 })
    .returning({ id: orderIssues.id });
  return String(issue?.id);
};
const matrixDocument = async (clientCode: string) => {
  const content = Buffer.from('%PDF-1.4\n%%EOF\n');
  const [doc] = await database.db
    .insert(internalDocuments)
    .values({
      ...{ clientCode, title: 'Matrice', fileName: 'm.pdf', contentType: 'application/pdf' },
      ...{ size: content.length, sha256: '0'.repeat(64), content, uploadedBy: 1 },
    })
    .returning({ id: internalDocuments.id });
  return String(doc?.id);
};
const ISSUE_SELECT = `{ id orderNumber client { code name } }`;
/** Returns: a waiting return (header only) of the caller's client (customers) or of C00001 (staff). */
let matrixReturnSequence = 900_000;
const matrixReturn = async (tipo: UserTipo | 'other') => {
  const clientCode = tipo === 'other' ? 'C00003' : (ISSUE_CLIENTS[tipo]?.client ?? 'C00001');
  const sequence = ++matrixReturnSequence;
  const [made] = await database.db
    .insert(returnRequests)
    .values({ year: 1999, sequence, number: `1999/${sequence}`, clientCode, createdBy: 1 })
    .returning({ id: returnRequests.id });
  return String(made?.id);
};
/** A waiting return of one unit of rossi's first returnable line, asked through the gateway's route. */
const matrixAskedReturn = async () => {
  if (!gateway) throw new Error('no gateway');
  const rossi = tokenOf('C');
  const lines = await must(`{ returnableLines(pageSize: 1) { items { deliveryNote line } } }`, rossi);
  const [line] = (lines.returnableLines as { items: Array<{ deliveryNote: string; line: number }> }).items;
  if (!line) throw new Error('set-up: rossi has nothing to return');
  const form = new FormData();
  form.append('lines', JSON.stringify([{ ...line, quantity: 1, reason: 'OTHER' }]));
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  const res = await gateway.inject({
    method: 'POST',
    url: '/uploads/return',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? 'multipart/form-data',
      'apollo-require-preflight': 'true',
      authorization: `Bearer ${rossi}`,
    },
  });
  if (res.statusCode !== 201) throw new Error(`set-up: return request → ${res.statusCode}`);
  return String((res.json() as { return: { id: string } }).return.id);
};
const RETURN_SELECT = `{ id number client { code name } }`;
/** Quotes: a customer's own client; staff C00001 (every staff type reaches it). */
const quoteClientOf = (tipo: UserTipo | 'other') =>
  tipo === 'other' ? 'C00003' : (ISSUE_CLIENTS[tipo]?.client ?? 'C00001');
/**
 * A fresh quote of `client`: DRAFT (one line saved), SENT (revision 1) by admin, or PENDING_APPROVAL
 * (moretti's 15% on C00001, above his 10% ceiling) for the approvers.
 */
const matrixQuote = async (client: string, status: 'DRAFT' | 'SENT' | 'PENDING_APPROVAL') => {
  const maker = status === 'PENDING_APPROVAL' ? tokenOf('A') : tokenOf('X');
  const created = await must(`mutation { createQuote(clientCode: "${client}") { number } }`, maker);
  const number = (created.createQuote as { number: string }).number;
  const discount = status === 'PENDING_APPROVAL' ? ', extraDiscount: 15' : '';
  await must(
    `mutation { saveQuote(number: "${number}", validUntil: "2999-12-31",
      lines: [{ productCode: "AL000001", quantity: 1${discount} }]) { number } }`,
    maker,
  );
  if (status !== 'DRAFT') await must(`mutation { sendQuote(number: "${number}") { number } }`, maker);
  return number;
};
const QUOTE_SELECT = `{ number client { code name } }`;

/** One row per management field (mutations that end or publish something last). */
const MATRIX: Record<string, Row> = {
  dashboard: {},
  auditLog: {
    args: `entity: CLIENT, key: "C00001"`,
    outOfScope: {
      args: `entity: CLIENT, key: "C00003"`,
      select: `{ total items { key clientCode } }`,
      expect: 'NOT_FOUND',
    },
  },
  // The client directory and record (real-api-clients.test.ts tests each call in depth).
  clients: {
    args: `search: "C0000"`,
    outOfScope: { args: `search: "C00003"`, select: `{ total items { code name } }`, expect: 'no data' },
  },
  client: {
    args: `code: "C00001"`,
    outOfScope: { args: `code: "C00003"`, expect: 'no data' },
  },
  updateClientCompany: {
    args: `code: "C00001", input: { phone: "+39 02 8812 3344" }`,
  },
  addClientDeliveryAddress: {
    args: `code: "C00006", input: { name: "Box", street: "Via Garibaldi 5", postcode: "24121", city: "Bergamo" }`,
  },
  updateClientDeliveryAddress: { args: `code: "C00001", addressCode: "001", input: { ${ADDRESS} }` },
  removeClientDeliveryAddress: {
    // C00005 has address 001: each allowed user adds one and removes it.
    setUp: async (token) => {
      const added = await must(
        `mutation { addClientDeliveryAddress(code: "C00005", input: { name: "Spiaggia", street: "Viale Vespucci 1",
          postcode: "47921", city: "Rimini" }) { deliveryAddresses { code } } }`,
        token,
      );
      return `code: "C00005", addressCode: "${lastOf(added, 'addClientDeliveryAddress', 'deliveryAddresses', 'code')}"`;
    },
    args: `code: "C00005", addressCode: "002"`,
  },
  addClientContact: {
    args: `code: "C00001", input: { name: "Matrice" }`,
    outOfScope: { args: `code: "C00003", input: { name: "Matrice" }`, expect: 'NOT_FOUND' },
  },
  updateClientContact: {
    args: `code: "C00001", contactId: "1", input: { name: "Giovanni Rossi", role: "Titolare" }`,
    outOfScope: {
      args: `code: "C00003", contactId: "4", input: { name: "Stefano Gallo" }`,
      expect: 'NOT_FOUND',
    },
  },
  removeClientContact: {
    // Each allowed user adds a contact and removes it.
    setUp: async (token) => {
      const added = await must(
        `mutation { addClientContact(code: "C00001", input: { name: "Tmp" }) { contacts { id } } }`,
        token,
      );
      return `code: "C00001", contactId: "${lastOf(added, 'addClientContact', 'contacts', 'id')}"`;
    },
    args: `code: "C00001", contactId: "0"`,
    outOfScope: { args: `code: "C00003", contactId: "4"`, expect: 'NOT_FOUND' },
  },
  addClientNote: {
    args: `code: "C00001", text: "Nota"`,
    outOfScope: { args: `code: "C00003", text: "Nota"`, expect: 'NOT_FOUND' },
  },
  updateClientTerms: { args: `code: "C00001", input: { priceList: P1 }` },
  assignClientAgent: { args: `code: "C00001", agentCode: "AG01"` },
  agents: {},
  agent: { args: `code: "AG01"` },
  updateAgent: { args: `code: "AG01", input: { maxDiscount: 10 }` },
  // Ordering for a client (real-api-currentorder.test.ts, real-api-quickorder.test.ts).
  orderingClients: {
    args: `search: "C0000"`,
    outOfScope: { args: `search: "C00003"`, select: `{ total items { code name } }`, expect: 'no data' },
  },
  startOrderingFor: {
    args: `clientCode: "C00001"`,
    outOfScope: { args: `clientCode: "C00003"`, select: `{ client { code name } }`, expect: 'NOT_FOUND' },
  },
  currentOrder: {},
  takeOverClientCart: { setUp: orderingForC00001 },
  setCartLineDiscount: { args: `code: "AL000001", discount: 0`, setUp: orderingForC00001 },
  quickOrderCheck: { args: ROWS_AL000001, setUp: orderingForC00001 },
  // Its description names no permission (unlike quickOrderCheck's), but the API's route needs it.
  quickOrderAdd: { args: ROWS_AL000001, setUp: orderingForC00001 },
  finishOrderingFor: {},
  // Imports (real-api-imports.test.ts): rows of a client out of scope are refused rows, its name unseen.
  importCartsCheck: { args: IMPORT_ROWS, outOfScope: IMPORT_OUT_OF_SCOPE },
  importCartsRun: { args: IMPORT_ROWS, outOfScope: IMPORT_OUT_OF_SCOPE },
  importOrdersCheck: { args: IMPORT_ROWS, outOfScope: IMPORT_OUT_OF_SCOPE },
  importOrdersRun: { args: IMPORT_ROWS, outOfScope: IMPORT_OUT_OF_SCOPE },
  // The e-mail outbox: each allowed user retries a failed mail of its own.
  outbox: {},
  retryOutboxMessage: {
    args: `id: "0"`,
    setUp: async () => {
      const [mail] = await database.db
        .insert(mailOutbox)
        .values({
          ...{ kind: 'order.placed', recipient: 'matrix@example.test', language: 'it' },
          ...{ subject: 'Matrice', body: 'Matrice', status: 'failed' },
          dedupeKey: `gateway-matrix:${Date.now()}:${Math.random()}`,
        })
        .returning({ id: mailOutbox.id });
      return `id: "${mail?.id}"`;
    },
  },
  // Settings and configuration entries (real-api-settings.test.ts).
  managedSettings: {},
  updateShopSettings: { args: `input: { priceDecimals: 2 }` },
  configEntries: { args: `kind: "Menu"` },
  configPreview: { args: `language: IT, kinds: ["Menu"], entries: []` },
  saveConfigEntry: {
    args: `kind: "Menu", key: "home", input: { titleIt: "Home", titleEn: "Home", link: "/" }`,
  },
  deleteConfigEntry: {
    // Each allowed user adds an entry and deletes it.
    args: `kind: "Menu", key: "matrice"`,
    setUp: async (token) => {
      await must(
        `mutation { saveConfigEntry(kind: "Menu", input: { newKey: "matrice", titleIt: "Matrice", titleEn: "Matrix" }) { __typename } }`,
        token,
      );
    },
  },
  reorderConfigEntries: {
    args: `kind: "Menu", keys: ["home", "offers", "news", "highlights", "outlet", "contacts"]`,
  },
  // Suppliers and users (real-api-users-suppliers.test.ts).
  suppliers: {},
  supplier: { args: `code: "F001"` },
  createSupplier: { args: `input: { code: "FMATRICE", name: "Matrice S.r.l.", city: "Milano" }` },
  updateSupplier: { args: `code: "F001", input: { phone: "+39 0521 774 000" }` },
  deactivateSupplier: { args: `code: "F020"` },
  reactivateSupplier: { args: `code: "F020"` },
  addSupplierContact: { args: `code: "F001", input: { name: "Matrice" }` },
  updateSupplierContact: {
    args: `code: "F001", contactId: "1", input: { name: "Marta Conti", role: "Vendite" }`,
  },
  removeSupplierContact: {
    args: `code: "F001", contactId: "0"`,
    setUp: async (token) => {
      const added = await must(
        `mutation { addSupplierContact(code: "F001", input: { name: "Tmp" }) { contacts { id } } }`,
        token,
      );
      return `code: "F001", contactId: "${lastOf(added, 'addSupplierContact', 'contacts', 'id')}"`;
    },
  },
  // Staff order management, read-only (real-api-orders-management.test.ts).
  managedOrders: {
    args: `filter: { clientCode: "C00001" }`,
    outOfScope: {
      args: `filter: { clientCode: "C00003" }`,
      select: `{ total items { number client { code } } }`,
      expect: 'no data',
    },
  },
  managedOrder: {
    setUp: async (token) => `number: "${await firstOrderOf('C00001', token)}"`,
    args: `number: "1999/000001"`,
  },
  backorders: {
    args: `filter: { clientCode: "C00001" }`,
    outOfScope: {
      args: `filter: { clientCode: "C00003" }`,
      select: `{ total items { orderNumber client { code } } }`,
      expect: 'no data',
    },
  },
  orderDocuments: {
    args: `filter: { clientCode: "C00001" }`,
    outOfScope: {
      args: `filter: { clientCode: "C00003" }`,
      select: `{ total items { number client { code } } }`,
      expect: 'no data',
    },
  },
  orderDocument: {
    setUp: async (token) => {
      const data = await must(
        `{ orderDocuments(filter: { clientCode: "C00001" }, pageSize: 1) { items { kind number } } }`,
        token,
      );
      const [doc] = (data.orderDocuments as { items: Array<{ kind: string; number: string }> }).items;
      return `kind: ${doc?.kind}, number: "${doc?.number}"`;
    },
    args: `kind: DDT, number: "1999/000001"`,
  },
  // Moving an order along its life (real-api-orders-management.test.ts): each allowed user moves an
  // order of its own choosing.
  setOrderStatus: {
    args: `number: "1999/000001", status: CONFIRMED, version: 1`,
    setUp: async (token) => {
      const order = await orderIn('RECEIVED', token);
      return `number: "${order.number}", status: CONFIRMED, version: ${order.version}`;
    },
  },
  editOrderLines: {
    args: `number: "1999/000001", version: 1, lines: [{ code: "AL000001", quantity: 1 }]`,
    setUp: async (token) => {
      const { number, version, line } = await orderIn('RECEIVED', token);
      return `number: "${number}", version: ${version}, lines: [{ code: "${line?.code}", quantity: ${line?.quantity} }]`;
    },
  },
  shipOrder: {
    args: `number: "1999/000001"`,
    setUp: async (token) => `number: "${(await orderIn('CONFIRMED', token)).number}"`,
  },
  invoiceDeliveryNotes: {
    args: `deliveryNotes: ["1999/000001"]`,
    setUp: async (token) => `deliveryNotes: ["${await uninvoicedNote(token)}"]`,
  },
  // Approvals (real-api-approvals.test.ts): each allowed user decides on a waiting order of its own.
  approvalQueue: {},
  approvalRules: {},
  setApprovalRules: {
    args: `input: { amountAbove: false, agentDiscountAboveCeiling: false, creditLimitExceeded: false, buyerWu: false }`,
  },
  approveOrder: {
    args: `number: "1999/000001"`,
    setUp: async () => `number: "${(await waitingOrder()).number}"`,
  },
  rejectOrder: {
    args: `number: "1999/000001", reason: "Fuori budget"`,
    setUp: async () => `number: "${(await waitingOrder()).number}", reason: "Fuori budget"`,
  },
  approveOrderResult: {
    args: `number: "1999/000001"`,
    setUp: async () => `number: "${(await waitingOrder()).number}"`,
  },
  rejectOrderResult: {
    args: `number: "1999/000001", reason: "Fuori budget"`,
    setUp: async () => `number: "${(await waitingOrder()).number}", reason: "Fuori budget"`,
  },
  // Aimed at promoter (F), whom no session here belongs to.
  users: {},
  user: { args: `code: "rossi"` },
  createUser: { args: `input: { code: "matrice", type: U, email: "matrice@ingrossobellini.example" }` },
  updateUser: { args: `code: "promoter", input: { firstName: "Andrea" }` },
  deactivateUser: { args: `code: "promoter"` },
  reactivateUser: { args: `code: "promoter"` },
  resetUserPassword: { args: `code: "promoter"` },
  unlockUser: { args: `code: "promoter"` },
  // Banners and promotions (real-api-banners-promotions.test.ts); the upload routes' matrix is in
  // real-api-content-uploads.test.ts. Each allowed user changes a banner of its own.
  managedBanners: { args: `filter: { placement: TOP_LEFT }` },
  managedBanner: { args: `id: "1"` },
  createManagedBanner: {
    args: `input: { placement: TOP_RIGHT, textIt: "Matrice", textEn: "Matrix", active: false }`,
  },
  updateManagedBanner: {
    args: `id: "0", input: { placement: TOP_RIGHT, textIt: "Matrice", textEn: "Matrix" }`,
    setUp: async (token) =>
      `id: "${await matrixBanner(token)}", input: { placement: TOP_RIGHT, textIt: "Matrice 2", textEn: "Matrix 2", active: false }`,
  },
  deleteManagedBanner: {
    args: `id: "0"`,
    setUp: async (token) => `id: "${await matrixBanner(token)}"`,
  },
  managedPromotions: { args: `filter: { offer: ORDER_DISCOUNT }` },
  managedPromotion: { args: `code: "CAFFE15"` },
  // A promotion of 2099, switched off: it prices nothing.
  createManagedPromotion: { args: `code: "MATRICE", input: { ${MATRIX_PROMOTION} }` },
  updateManagedPromotion: { args: `code: "MATRICE", input: { ${MATRIX_PROMOTION} }` },
  activateManagedPromotion: { args: `code: "MATRICE"` },
  deactivateManagedPromotion: { args: `code: "MATRICE"` },
  // Issues on orders (apps/api/test/routes/order-issues.test.ts): customers on their own client's
  // order, staff on C00001's; the out-of-scope subjects (C00003's) are made before the tests.
  orderIssues: {
    args: `filter: { openOnly: true }`,
    outOfScope: {
      args: `filter: { clientCode: "C00003" }`,
      select: `{ total items { orderNumber client { code name } } }`,
      expect: 'no data',
    },
  },
  openOrderIssue: {
    args: `orderNumber: "1999/000001", kind: OTHER, text: "Matrice"`,
    setUp: async (_token, tipo) =>
      `orderNumber: "${(await issueOrderOf(tipo)).number}", kind: OTHER, text: "Matrice"`,
    outOfScope: { args: '', select: ISSUE_SELECT, expect: 'NOT_FOUND' },
  },
  replyToOrderIssue: {
    args: `id: "0", text: "Matrice"`,
    setUp: async (_token, tipo) => `id: "${await matrixIssue(tipo)}", text: "Matrice"`,
    outOfScope: { args: '', select: ISSUE_SELECT, expect: 'NOT_FOUND' },
  },
  setOrderIssueStatus: {
    args: `id: "0", status: IN_PROGRESS`,
    setUp: async () => `id: "${await matrixIssue('X')}", status: IN_PROGRESS`,
    outOfScope: { args: '', select: ISSUE_SELECT, expect: 'NOT_FOUND' },
  },
  // Quotes (real-api-quotes.test.ts, apps/api/test/routes/quotes.test.ts): each allowed user gets a
  // fresh quote of its own client (customers) or of C00001 (staff) in the status the call needs; the
  // out-of-scope subjects (C00003's) are made before the tests.
  quotes: {
    outOfScope: {
      args: `filter: { clientCode: "C00003" }`,
      select: `{ total items { number client { code name } } }`,
      expect: 'no data',
    },
  },
  quote: {
    args: `number: "P1999/000001"`,
    setUp: async (_token, tipo) => `number: "${await matrixQuote(quoteClientOf(tipo), 'SENT')}"`,
    outOfScope: { args: '', select: QUOTE_SELECT, expect: 'no data' },
  },
  quoteApprovals: {},
  requestQuote: { args: `lines: [{ productCode: "AL000001", quantity: 1 }], note: "Matrice"` },
  acceptQuote: {
    args: `number: "P1999/000001", revision: 1`,
    setUp: async (_token, tipo) => `number: "${await matrixQuote(quoteClientOf(tipo), 'SENT')}", revision: 1`,
  },
  acceptQuoteResult: {
    args: `number: "P1999/000001", revision: 1`,
    setUp: async (_token, tipo) => `number: "${await matrixQuote(quoteClientOf(tipo), 'SENT')}", revision: 1`,
  },
  declineQuote: {
    args: `number: "P1999/000001", reason: "Matrice"`,
    setUp: async (_token, tipo) =>
      `number: "${await matrixQuote(quoteClientOf(tipo), 'SENT')}", reason: "Matrice"`,
  },
  askQuoteChanges: {
    args: `number: "P1999/000001", text: "Matrice"`,
    setUp: async (_token, tipo) =>
      `number: "${await matrixQuote(quoteClientOf(tipo), 'SENT')}", text: "Matrice"`,
  },
  writeQuoteMessage: {
    args: `number: "P1999/000001", text: "Matrice"`,
    setUp: async (_token, tipo) =>
      `number: "${await matrixQuote(quoteClientOf(tipo), 'SENT')}", text: "Matrice"`,
    outOfScope: { args: '', select: QUOTE_SELECT, expect: 'NOT_FOUND' },
  },
  createQuote: {
    args: `clientCode: "C00001"`,
    outOfScope: { args: `clientCode: "C00003"`, select: QUOTE_SELECT, expect: 'NOT_FOUND' },
  },
  saveQuote: {
    args: `number: "P1999/000001", lines: [{ productCode: "AL000001", quantity: 2 }], validUntil: "2999-12-31"`,
    setUp: async () =>
      `number: "${await matrixQuote('C00001', 'DRAFT')}", lines: [{ productCode: "AL000001", quantity: 2 }], validUntil: "2999-12-31"`,
    outOfScope: { args: '', select: QUOTE_SELECT, expect: 'NOT_FOUND' },
  },
  quoteLinePrices: {
    args: `number: "P1999/000001", codes: ["AL000001"]`,
    // Its answer names no client, so out of scope is checked in real-api-quotes.test.ts (NOT_FOUND).
    setUp: async () => `number: "${await matrixQuote('C00001', 'DRAFT')}", codes: ["AL000001"]`,
  },
  sendQuote: {
    args: `number: "P1999/000001"`,
    setUp: async () => `number: "${await matrixQuote('C00001', 'DRAFT')}"`,
  },
  extendQuote: {
    args: `number: "P1999/000001", validUntil: "2999-12-31"`,
    setUp: async () => `number: "${await matrixQuote('C00001', 'SENT')}", validUntil: "2999-12-31"`,
  },
  withdrawQuote: {
    args: `number: "P1999/000001"`,
    setUp: async () => `number: "${await matrixQuote('C00001', 'DRAFT')}"`,
  },
  approveQuote: {
    args: `number: "P1999/000001"`,
    setUp: async () => `number: "${await matrixQuote('C00001', 'PENDING_APPROVAL')}"`,
  },
  rejectQuote: {
    args: `number: "P1999/000001", reason: "Matrice"`,
    setUp: async () => `number: "${await matrixQuote('C00001', 'PENDING_APPROVAL')}", reason: "Matrice"`,
  },
  // Internal documents (apps/api/test/routes/internal-documents.test.ts); uploads and downloads are the
  // gateway's HTTP routes (real-api-internal-documents.test.ts).
  deleteInternalDocument: {
    args: `id: "0"`,
    setUp: async () => `id: "${await matrixDocument('C00001')}"`,
    outOfScope: { args: '', select: `{ id clientCode }`, expect: 'NOT_FOUND' },
  },
  // Returns (apps/api/test/routes/returns.test.ts, real-api-returns.test.ts); the request with its
  // photo, the photo and the credit note PDF are the gateway's HTTP routes.
  returnableLines: {},
  // More than the line holds (a fresh delivery note of the caller's client): the typed
  // ReturnQuantityExceeded, an answer without errors, nothing asked.
  requestReturn: {
    args: `lines: [{ deliveryNote: "1999/000001", line: 1, quantity: 1, reason: OTHER }]`,
    setUp: async (_token, tipo) => {
      const client = ISSUE_CLIENTS[tipo]?.client ?? 'C00001';
      const note = await insertDeliveryNoteFor(database.db, client);
      return `lines: [{ deliveryNote: "${note.number}", line: 1, quantity: 999999, reason: OTHER }]`;
    },
  },
  returns: {
    args: `filter: { status: REQUESTED }`,
    outOfScope: {
      args: `filter: { clientCode: "C00003" }`,
      select: `{ total items { number client { code name } } }`,
      expect: 'no data',
    },
  },
  return: {
    args: `id: "0"`,
    setUp: async (_token, tipo) => `id: "${await matrixReturn(tipo)}"`,
    outOfScope: { args: '', select: RETURN_SELECT, expect: 'NOT_FOUND' },
  },
  writeReturnMessage: {
    args: `id: "0", text: "Matrice"`,
    setUp: async (_token, tipo) => `id: "${await matrixReturn(tipo)}", text: "Matrice"`,
    outOfScope: { args: '', select: RETURN_SELECT, expect: 'NOT_FOUND' },
  },
  approveReturn: {
    args: `id: "0"`,
    setUp: async () => `id: "${await matrixAskedReturn()}"`,
  },
  rejectReturn: {
    args: `id: "0", reason: "Matrice"`,
    setUp: async (_token, tipo) => `id: "${await matrixReturn(tipo)}", reason: "Matrice"`,
  },
  // Policy versions: last, since publishing asks every user to accept the sale conditions again.
  policyVersions: { args: `kind: PRIVACY` },
  policyVersion: { args: `kind: PRIVACY, number: 1` },
  userPolicyConsents: { args: `userCode: "rossi"` },
  savePolicyDraft: { args: `kind: SALE_CONDITIONS, items: ${POLICY_ITEMS}` },
  discardPolicyDraft: { args: `kind: SALE_CONDITIONS`, setUp: savePolicyDraft },
  publishPolicyDraft: { args: `kind: SALE_CONDITIONS, number: 2`, setUp: savePolicyDraft },
};

/**
 * Typed twins of storefront mutations outside the permission table (the cart: customers, visitors where
 * the shop lets them shop, staff while ordering for a client): each must let in exactly whom its older
 * mutation lets in, the same call made with both.
 */
const TWINS: Record<string, { older: string; args: string }> = {
  addToCartResult: { older: 'addToCart', args: `code: "AL000001", quantity: 1` },
  setCartQuantityResult: { older: 'setCartQuantity', args: `code: "AL000001", quantity: 1` },
};

// ---- reading the schema ----

const schema: GraphQLSchema = buildSchema(typeDefs);
/** GraphQL's Permission enum name → the contract's permission ('CLIENTS_EDIT_CONTACTS' → 'clients.editContacts'). */
const CONTRACT_PERMISSION = new Map<string, Permission>(
  PERMISSION_NAMES.map((p) => [toGraphqlPermission(p), p]),
);

/** The values of GraphQL's Permission enum (User.permissions). */
const PERMISSION_ENUM: string[] = (() => {
  const type = schema.getType('Permission');
  if (!isEnumType(type)) throw new Error('the schema has no Permission enum');
  return type.getValues().map((v) => v.name);
})();

interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** The Permission enum values the description names (one for a management field). */
  named: string[];
}

function operations(): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const description = field.description ?? '';
      const named = PERMISSION_ENUM.filter((v) => new RegExp(`\\b${v}\\b`).test(description));
      found.set(field.name, { kind, field, named });
    }
  }
  return found;
}
const OPERATIONS = operations();

/** The permission a row's field needs (GraphQL enum name): the one its description names, or the row's. */
function permissionOf(name: string): string | undefined {
  return OPERATIONS.get(name)?.named[0] ?? MATRIX[name]?.permission;
}

/** `{ __typename <leaf fields without required arguments> }` of a result type (nothing for a scalar). */
function defaultSelection(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values(type.getFields()).filter(
    (f) => isLeafType(getNamedType(f.type)) && f.args.every((a) => !isNonNullType(a.type)),
  );
  return `{ __typename ${leaves.map((f) => f.name).join(' ')} }`;
}

function documentOf(name: string, args: string | undefined, select?: string): string {
  const operation = OPERATIONS.get(name);
  if (!operation) throw new Error(`no field ${name}`);
  const argList = args ? `(${args})` : '';
  return `${operation.kind} AccessMatrix { ${name}${argList} ${select ?? defaultSelection(operation.field)} }`;
}

/**
 * What a cell shows: "allowed" (an answer without errors; the rows aim at records that exist, so a null
 * answer is shown as "null"), or the first error's code, "with data" if data came along.
 */
function outcomeOf(name: string, body: Body): string {
  const code = body.errors?.[0]?.extensions?.code;
  const data = body.data?.[name];
  const none = data === null || data === undefined;
  if (!code) return none ? 'null' : 'allowed';
  return none ? code : `${code} with data`;
}

/** Out of scope: the error code, "DATA" when C00003 shows in the answer, "no data" otherwise. */
function scopeOutcomeOf(body: Body): string {
  const text = JSON.stringify(body.data ?? null);
  const leaked = /C00003|Gallo/i.test(text);
  const code = body.errors?.[0]?.extensions?.code;
  if (code) return leaked ? `${code} with data` : code;
  return leaked ? 'DATA' : 'no data';
}

beforeAll(async () => {
  const api = await startRealApi();
  database = api.database;
  closeApi = api.close;
  gateway = await startGateway(api.url);
  for (const tipo of TIPI) {
    const { username, password = 'Bellini2026' } = USERS[tipo];
    const body = await gql(
      `mutation { login(input: { username: "${username}", password: "${password}" }, tokenDelivery: BEARER) { token } }`,
    );
    const token = (body.data?.login as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`cannot log in as ${username}: ${JSON.stringify(body.errors)}`);
    tokens.set(tipo, token);
  }
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await closeApi?.();
});
// The out-of-scope subjects of the issue and document rows (C00003's), once the API runs.
beforeAll(async () => {
  const order = await issueOrderOf('other');
  const scope = (name: string) => {
    const row = MATRIX[name]?.outOfScope;
    if (!row) throw new Error(`no out-of-scope row for ${name}`);
    return row;
  };
  scope('openOrderIssue').args = `orderNumber: "${order.number}", kind: OTHER, text: "Matrice"`;
  scope('replyToOrderIssue').args = `id: "${await matrixIssue('other')}", text: "Matrice"`;
  scope('setOrderIssueStatus').args = `id: "${await matrixIssue('other')}", status: IN_PROGRESS`;
  scope('deleteInternalDocument').args = `id: "${await matrixDocument('C00003')}"`;
  scope('return').args = `id: "${await matrixReturn('other')}"`;
  scope('writeReturnMessage').args = `id: "${await matrixReturn('other')}", text: "Matrice"`;
  // Quotes: stock for every acceptance; C00003's quotes, made by admin.
  await setStock(database.db, 'AL000001', 100_000);
  scope('quote').args = `number: "${await matrixQuote('C00003', 'SENT')}"`;
  scope('writeQuoteMessage').args = `number: "${await matrixQuote('C00003', 'SENT')}", text: "Matrice"`;
  scope('saveQuote').args =
    `number: "${await matrixQuote('C00003', 'DRAFT')}", lines: [{ productCode: "AL000001", quantity: 2 }], validUntil: "2999-12-31"`;
});

function tokenOf(tipo: UserTipo): string {
  const token = tokens.get(tipo);
  if (!token) throw new Error(`no session for type ${tipo}`);
  return token;
}

describe('GraphQL access matrix of the management operations', () => {
  it('has a row for every management field, valid documents, and no row for a field that does not exist', () => {
    const management = [...OPERATIONS].filter(([, op]) => op.named.length > 0).map(([name]) => name);
    expect(management.length).toBeGreaterThan(0);
    expect(
      management.filter((name) => !(name in MATRIX)),
      'management fields without a row',
    ).toEqual([]);
    expect(
      [...Object.keys(MATRIX), ...Object.entries(TWINS).flatMap(([twin, { older }]) => [twin, older])].filter(
        (name) => !OPERATIONS.has(name),
      ),
      'rows without a field',
    ).toEqual([]);
    expect(
      [...OPERATIONS]
        .filter(([, op]) => op.named.length > 1)
        .map(([name, op]) => `${name}: ${op.named.join(', ')}`),
      'descriptions naming more than one permission',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((name) => {
        const permission = permissionOf(name);
        return !permission || !CONTRACT_PERMISSION.has(permission);
      }),
      'rows whose permission is unknown to the contract',
    ).toEqual([]);
    expect(
      Object.entries(MATRIX)
        .filter(([name, row]) => row.permission && OPERATIONS.get(name)?.named.length)
        .map(([name]) => name),
      'rows declaring a permission the description already names',
    ).toEqual([]);
    const invalid: string[] = [];
    for (const [name, row] of Object.entries(MATRIX)) {
      if (!OPERATIONS.has(name)) continue;
      const documents = [documentOf(name, row.args, row.select)];
      if (row.outOfScope) documents.push(documentOf(name, row.outOfScope.args, row.outOfScope.select));
      for (const document of documents) {
        for (const error of validate(schema, parse(document))) invalid.push(`${name}: ${error.message}`);
      }
    }
    expect(invalid, 'documents the schema refuses').toEqual([]);
  });

  it("has a Permission enum value for every permission of the contract's table", () => {
    expect(
      PERMISSION_NAMES.map(toGraphqlPermission).filter((p) => !PERMISSION_ENUM.includes(p)),
      'contract permissions the Permission enum lacks',
    ).toEqual([]);
  });

  it("tells each user type exactly its grants (viewer.permissions, in the contract's order)", async () => {
    const outcomes: string[] = [];
    for (const tipo of TIPI) {
      const body = await gql(`{ viewer { permissions } }`, tokenOf(tipo));
      const granted = (body.data?.viewer as { permissions?: string[] } | null)?.permissions;
      outcomes.push(`${tipo} ${granted?.join(',') ?? body.errors?.[0]?.message}`);
    }
    expect(outcomes).toEqual(
      TIPI.map((tipo) => `${tipo} ${permissionsOf(tipo).map(toGraphqlPermission).join(',')}`),
    );
  });

  it('lets in exactly the user types the permission table names', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [name, row] of Object.entries(MATRIX)) {
      const permission = CONTRACT_PERMISSION.get(permissionOf(name) ?? '');
      if (!OPERATIONS.has(name) || !permission) continue;
      outcomes.push(`${name} visitor ${outcomeOf(name, await gql(documentOf(name, row.args, row.select)))}`);
      expected.push(`${name} visitor UNAUTHENTICATED`);
      for (const tipo of TIPI) {
        const token = tokenOf(tipo);
        const allowed = can(tipo, permission);
        let args = row.args;
        try {
          const given = allowed ? await row.setUp?.(token, tipo) : undefined;
          if (typeof given === 'string') args = given;
          const body = await gql(documentOf(name, args, row.select), token);
          outcomes.push(`${name} ${tipo} ${outcomeOf(name, body)}`);
        } catch (error) {
          outcomes.push(`${name} ${tipo} ${(error as Error).message}`);
        }
        expected.push(`${name} ${tipo} ${allowed ? 'allowed' : 'FORBIDDEN'}`);
      }
    }
    expect(outcomes).toEqual(expected);
  }, 300_000);

  it('lets into each typed twin of a cart mutation exactly whom the older mutation lets in', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    const callers: [string, string | undefined][] = [
      ['visitor', undefined],
      ...TIPI.map((tipo): [string, string] => [tipo, tokenOf(tipo)]),
    ];
    for (const [twin, { older, args }] of Object.entries(TWINS)) {
      for (const [who, token] of callers) {
        if (token && STAFF_ORDERING.includes(who as UserTipo))
          await orderingForC00001(token, who as UserTipo);
        const before = outcomeOf(older, await gql(documentOf(older, args, '{ id }'), token));
        outcomes.push(
          `${twin} ${who} ${outcomeOf(twin, await gql(documentOf(twin, args, '{ __typename }'), token))}`,
        );
        expected.push(`${twin} ${who} ${before}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // Not vacuous: customers and staff ordering for a client are let in, a fair user is not.
    expect(outcomes).toEqual(
      expect.arrayContaining(['addToCartResult C allowed', 'addToCartResult A allowed']),
    );
    expect(outcomes).toContain('setCartQuantityResult F FORBIDDEN');
  }, 120_000);

  it('answers "not found" to an agent aiming at a client he does not follow, which the office reaches', async () => {
    const rows = Object.entries(MATRIX).filter(([name, row]) => row.outOfScope && OPERATIONS.has(name));
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [name, row] of rows) {
      if (!row.outOfScope) continue;
      const document = documentOf(name, row.outOfScope.args, row.outOfScope.select);
      outcomes.push(`${name} A ${scopeOutcomeOf(await gql(document, tokenOf('A')))}`);
      expected.push(`${name} A ${row.outOfScope.expect}`);
    }
    // The same calls by the office (every client) once moretti is done: the client and the records
    // exist and the calls reach them. Mutations first, so the audit log has the office's edits to show.
    const kindOrder = ([name]: [string, Row]) => (OPERATIONS.get(name)?.kind === 'mutation' ? 0 : 1);
    for (const [name, row] of rows.sort((a, b) => kindOrder(a) - kindOrder(b))) {
      if (!row.outOfScope) continue;
      const document = documentOf(name, row.outOfScope.args, row.outOfScope.select);
      outcomes.push(`${name} U ${scopeOutcomeOf(await gql(document, tokenOf('U')))}`);
      expected.push(`${name} U DATA`);
    }
    expect(outcomes).toEqual(expected);
  }, 120_000);
});
