// The access matrix: every management route (walked from the app, so a new route cannot be
// forgotten) called as a visitor, as each customer type and as each staff type. The permission table
// decides who is let in (401 visitor, 403 without the permission); out-of-scope ids (another agent's
// client) are "not found" to an agent. A route without its row here fails the test.
import { createHash } from 'node:crypto';
import { can, REST_PATHS, type Permission, type UserTipo } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  deliveryNotes,
  internalDocuments,
  mailOutbox,
  orderIssues,
  orders,
  products,
  quoteRevisionLines,
  quoteRevisions,
  quotes,
} from '../src/db/schema';
import { insertOrderWithLines, userId } from './helpers/order-lifecycle-fixtures';
import { loginAs, type LoggedIn } from './helpers/login';
import { post, type FormFields } from './helpers/requests';
import { picture } from './helpers/uploads';
import { useTestApp } from './helpers/test-app';
import { InternalDocumentFiles } from '../src/modules/internal-documents/internal-document-files';
import { nextQuoteNumber } from '../src/modules/quotes/quotes.repository';
import { insertDeliveryNoteFor, insertReturnFor, photoOf } from './helpers/returns-fixtures';

const ctx = useTestApp();

/** A picture every upload route takes (a promotion's needs 300 px; a header icon any size). */
const PICTURE = new Blob([await picture(600, 300)], { type: 'image/png' });

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

interface Row {
  /** A payload that an allowed user of every type may send (with a record all of them reach). */
  payload: FormFields;
  /** The same call aimed at a record outside an agent's clients: moretti must get 404. */
  outOfScope?: Record<string, string>;
  /** What an allowed user does first so the call has its subject (e.g. a client to order for). */
  setUp?: (headers: Record<string, string>) => Promise<unknown>;
}

/** Orders for C00001 (every staff type reaches it) with a line in the cart: what the calls of a current order need. */
const orderingForC00001 = async (headers: Record<string, string>) => {
  await post(ctx.app, REST_PATHS.currentOrderStart, { codCliente: 'C00001' }, { headers });
  await post(ctx.app, REST_PATHS.cartAdd, { codArt: 'AL000001' }, { headers });
};

/** A one-item policy document: what the calls on a draft need. */
const POLICY_ITEM = {
  codice: 'CV01',
  descrizioneIt: 'Condizioni',
  descrizioneEn: 'Terms',
  testo1It: 'Accetto',
  testo1En: 'I accept',
};
const savePolicyDraft = (headers: Record<string, string>) =>
  post(
    ctx.app,
    REST_PATHS.policiesDraftSave,
    { categoria: 'condizionidivendita', voci: JSON.stringify([POLICY_ITEM]) },
    { headers },
  );

/** A fresh order of C00001 (every staff type reaches it) in `status`: what the order calls act on. */
const freshOrder = async (status: 'ricevuto' | 'confermato' | 'in_approvazione') => {
  const [product] = await ctx.database.handle.db
    .select({ minQty: products.minQty })
    .from(products)
    .where(eq(products.code, 'AL000001'));
  return insertOrderWithLines(ctx.database.handle.db, {
    client: 'C00001',
    placedBy: 'rossi',
    status,
    lines: [{ code: 'AL000001', quantity: product?.minQty ?? 1 }],
  });
};

/** One row per management route: `METHOD path`. */
const MATRIX: Record<string, Row> = {
  [`POST ${REST_PATHS.auditList}`]: {
    payload: { entita: 'client', chiave: 'C00001' },
    outOfScope: { entita: 'client', chiave: 'C00003' },
  },
  // The client directory and record (clients*.test.ts test each edit in depth).
  [`POST ${REST_PATHS.clientsList}`]: { payload: {} },
  [`POST ${REST_PATHS.clientsDetail}`]: { payload: { codice: 'C00001' }, outOfScope: { codice: 'C00003' } },
  [`POST ${REST_PATHS.clientsUpdate}`]: { payload: { codice: 'C00001', telefono: '+39 02 8812 3344' } },
  [`POST ${REST_PATHS.clientsAddressAdd}`]: {
    payload: {
      codice: 'C00006',
      descrizione: 'Box',
      indirizzo: 'Via Garibaldi 5',
      cap: '24121',
      citta: 'Bergamo',
    },
  },
  [`POST ${REST_PATHS.clientsAddressUpdate}`]: {
    payload: {
      ...{ codice: 'C00001', destinazione: '001', descrizione: 'Punto vendita Porta Romana' },
      ...{
        indirizzo: 'Corso di Porta Romana 63',
        cap: '20122',
        citta: 'Milano',
        provincia: 'MI',
        predefinito: 'S',
      },
    },
  },
  [`POST ${REST_PATHS.clientsAddressRemove}`]: {
    // C00005 has address 001: each allowed user adds 002 and removes it.
    payload: { codice: 'C00005', destinazione: '002' },
    setUp: (headers) =>
      post(
        ctx.app,
        REST_PATHS.clientsAddressAdd,
        {
          codice: 'C00005',
          descrizione: 'Spiaggia',
          indirizzo: 'Viale Vespucci 1',
          cap: '47921',
          citta: 'Rimini',
        },
        { headers },
      ),
  },
  [`POST ${REST_PATHS.clientsContactAdd}`]: {
    payload: { codice: 'C00001', nome: 'Matrice' },
    outOfScope: { codice: 'C00003', nome: 'Matrice' },
  },
  [`POST ${REST_PATHS.clientsContactUpdate}`]: {
    payload: { codice: 'C00001', id: '1', nome: 'Giovanni Rossi', ruolo: 'Titolare' },
    outOfScope: { codice: 'C00003', id: '4', nome: 'Stefano Gallo' },
  },
  [`POST ${REST_PATHS.clientsContactRemove}`]: {
    payload: { codice: 'C00001', id: '' },
    outOfScope: { codice: 'C00003', id: '4' },
    // Each allowed user adds a contact and removes it.
    setUp: async (headers) => {
      const added = await post(
        ctx.app,
        REST_PATHS.clientsContactAdd,
        { codice: 'C00001', nome: 'Tmp' },
        { headers },
      );
      const contacts: Array<{ id: number; nome: string }> = added.json().data.cliente.contatti;
      matrixRow(`POST ${REST_PATHS.clientsContactRemove}`).payload.id = String(contacts.at(-1)?.id);
    },
  },
  [`POST ${REST_PATHS.clientsNoteAdd}`]: {
    payload: { codice: 'C00001', testo: 'Nota' },
    outOfScope: { codice: 'C00003', testo: 'Nota' },
  },
  [`POST ${REST_PATHS.clientsTerms}`]: { payload: { codice: 'C00001', listino: 'p1' } },
  [`POST ${REST_PATHS.clientsAssign}`]: { payload: { codice: 'C00001', agente: 'AG01' } },
  [`POST ${REST_PATHS.agentsList}`]: { payload: {} },
  [`POST ${REST_PATHS.agentsDetail}`]: { payload: { codice: 'AG01' } },
  [`POST ${REST_PATHS.agentsUpdate}`]: { payload: { codice: 'AG01', scontoMassimo: '10' } },
  // The dashboard has no record to aim at: each user sees their own scope (dashboard.test.ts).
  [`POST ${REST_PATHS.dashboard}`]: { payload: {} },
  [`POST ${REST_PATHS.currentOrder}`]: { payload: {} },
  [`POST ${REST_PATHS.currentOrderClients}`]: { payload: { search: 'C0000' } },
  [`POST ${REST_PATHS.currentOrderStart}`]: {
    payload: { codCliente: 'C00001' },
    outOfScope: { codCliente: 'C00003' },
  },
  [`POST ${REST_PATHS.currentOrderFinish}`]: { payload: {} },
  [`POST ${REST_PATHS.currentOrderTakeover}`]: { payload: {}, setUp: orderingForC00001 },
  [`POST ${REST_PATHS.quickOrderCheck}`]: {
    payload: { righe: JSON.stringify([{ codice: 'AL000001', qta: '1' }]) },
    setUp: orderingForC00001,
  },
  [`POST ${REST_PATHS.quickOrderAdd}`]: {
    payload: { righe: JSON.stringify([{ codice: 'AL000001', qta: '1' }]) },
    setUp: orderingForC00001,
  },
  // Imports (imports.test.ts tests the rows in depth): a row out of scope is a refused row, not a 404.
  [`POST ${REST_PATHS.importsCartsCheck}`]: {
    payload: { cliente: 'C00001', righe: JSON.stringify([{ codice: 'AL000001', qta: '1' }]) },
  },
  [`POST ${REST_PATHS.importsCartsRun}`]: {
    payload: { cliente: 'C00001', righe: JSON.stringify([{ codice: 'AL000001', qta: '1' }]) },
  },
  [`POST ${REST_PATHS.importsOrdersCheck}`]: {
    payload: { cliente: 'C00001', righe: JSON.stringify([{ codice: 'AL000001', qta: '1' }]) },
  },
  [`POST ${REST_PATHS.importsOrdersRun}`]: {
    payload: { cliente: 'C00001', righe: JSON.stringify([{ codice: 'AL000001', qta: '1' }]) },
  },
  // The e-mail outbox (outbox.test.ts tests the sender and the calls in depth).
  [`POST ${REST_PATHS.outboxList}`]: { payload: {} },
  [`POST ${REST_PATHS.outboxRetry}`]: {
    payload: { id: '' },
    // Each allowed user retries a failed mail of his own making.
    setUp: async () => {
      const [mail] = await ctx.database.handle.db
        .insert(mailOutbox)
        .values({
          kind: 'order.placed',
          recipient: 'matrix@example.test',
          language: 'it',
          subject: 'Matrice',
          body: 'Matrice',
          status: 'failed',
          dedupeKey: `matrix:${Date.now()}:${Math.random()}`,
        })
        .returning({ id: mailOutbox.id });
      matrixRow(`POST ${REST_PATHS.outboxRetry}`).payload.id = String(mail?.id);
    },
  },
  [`POST ${REST_PATHS.cartDiscount}`]: {
    payload: { codArt: 'AL000001', sconto: '0' },
    setUp: orderingForC00001,
  },
  // Settings and configuration entries (settings.test.ts tests each rule in depth).
  [`POST ${REST_PATHS.settingsValues}`]: { payload: {} },
  [`POST ${REST_PATHS.settingsSave}`]: { payload: { Set_Round: '2' } },
  [`POST ${REST_PATHS.settingsEntries}`]: { payload: { tipo: 'Menu' } },
  [`POST ${REST_PATHS.settingsEntrySave}`]: {
    payload: { tipo: 'Menu', chiave: 'home', titoloIt: 'Home', titoloEn: 'Home', link: '/' },
  },
  [`POST ${REST_PATHS.settingsEntryDelete}`]: {
    // Each allowed user adds an entry and deletes it.
    payload: { tipo: 'Menu', chiave: 'matrice' },
    setUp: (headers) =>
      post(
        ctx.app,
        REST_PATHS.settingsEntrySave,
        { tipo: 'Menu', nuova: 'S', chiave: 'matrice', titoloIt: 'Matrice', titoloEn: 'Matrix' },
        { headers },
      ),
  },
  [`POST ${REST_PATHS.settingsEntryReorder}`]: {
    payload: { tipo: 'Menu', chiavi: 'home,offers,news,highlights,outlet,contacts' },
  },
  // Policy versions (policies.test.ts): a draft of the sale conditions, published by the allowed user.
  [`POST ${REST_PATHS.policiesList}`]: { payload: { categoria: 'privacypolicy' } },
  [`POST ${REST_PATHS.policiesVersion}`]: { payload: { categoria: 'privacypolicy', numero: '1' } },
  [`POST ${REST_PATHS.policiesDraftSave}`]: {
    payload: { categoria: 'condizionidivendita', voci: JSON.stringify([POLICY_ITEM]) },
  },
  [`POST ${REST_PATHS.policiesDraftDelete}`]: {
    payload: { categoria: 'condizionidivendita' },
    setUp: savePolicyDraft,
  },
  [`POST ${REST_PATHS.policiesPublish}`]: {
    payload: { categoria: 'condizionidivendita', numero: '2' },
    setUp: savePolicyDraft,
  },
  [`POST ${REST_PATHS.policiesConsents}`]: { payload: { utente: 'rossi' } },
  // Suppliers and users (suppliers*.test.ts, users*.test.ts test each call in depth).
  [`POST ${REST_PATHS.suppliersList}`]: { payload: {} },
  [`POST ${REST_PATHS.suppliersDetail}`]: { payload: { codice: 'F001' } },
  [`POST ${REST_PATHS.suppliersProducts}`]: { payload: { codice: 'F001' } },
  [`POST ${REST_PATHS.suppliersCreate}`]: {
    payload: { codice: 'FMATRICE', ragioneSociale: 'Matrice S.r.l.', citta: 'Milano' },
  },
  [`POST ${REST_PATHS.suppliersUpdate}`]: { payload: { codice: 'F001', telefono: '+39 0521 774 000' } },
  [`POST ${REST_PATHS.suppliersDeactivate}`]: { payload: { codice: 'F020' } },
  [`POST ${REST_PATHS.suppliersReactivate}`]: { payload: { codice: 'F020' } },
  [`POST ${REST_PATHS.suppliersContactAdd}`]: { payload: { codice: 'F001', nome: 'Matrice' } },
  [`POST ${REST_PATHS.suppliersContactUpdate}`]: {
    payload: { codice: 'F001', id: '1', nome: 'Marta Conti', ruolo: 'Vendite' },
  },
  [`POST ${REST_PATHS.suppliersContactRemove}`]: {
    payload: { codice: 'F001', id: '' },
    // Each allowed user adds a contact and removes it.
    setUp: async (headers) => {
      const added = await post(
        ctx.app,
        REST_PATHS.suppliersContactAdd,
        { codice: 'F001', nome: 'Tmp' },
        { headers },
      );
      const contacts: Array<{ id: number }> = added.json().data.fornitore.contatti;
      const row = MATRIX[`POST ${REST_PATHS.suppliersContactRemove}`];
      if (row) row.payload.id = String(contacts.at(-1)?.id);
    },
  },
  // Aimed at promoter (F), whom no session here belongs to.
  [`POST ${REST_PATHS.usersList}`]: { payload: {} },
  [`POST ${REST_PATHS.usersDetail}`]: { payload: { codice: 'rossi' } },
  [`POST ${REST_PATHS.usersCreate}`]: {
    payload: { codice: 'matrice', tipo: 'U', email: 'matrice@ingrossobellini.example' },
  },
  [`POST ${REST_PATHS.usersUpdate}`]: { payload: { codice: 'promoter', nome: 'Andrea' } },
  [`POST ${REST_PATHS.usersDeactivate}`]: { payload: { codice: 'promoter' } },
  [`POST ${REST_PATHS.usersReactivate}`]: { payload: { codice: 'promoter' } },
  [`POST ${REST_PATHS.usersResetpassword}`]: { payload: { codice: 'promoter' } },
  [`POST ${REST_PATHS.usersUnlock}`]: { payload: { codice: 'promoter' } },
  // Banners and promotions (banners.test.ts and promotions-management.test.ts test them in depth).
  [`POST ${REST_PATHS.bannersList}`]: { payload: {} },
  [`POST ${REST_PATHS.bannersDetail}`]: { payload: { id: '1' } },
  [`POST ${REST_PATHS.bannersCreate}`]: {
    payload: { tipo: 'home', titoloIt: 'Matrice', titoloEn: 'Matrix' },
  },
  [`POST ${REST_PATHS.bannersUpdate}`]: {
    payload: { id: '1', tipo: 'topleft', testoIt: 'Spedizione gratuita', testoEn: 'Free shipping' },
  },
  [`POST ${REST_PATHS.bannersDelete}`]: {
    payload: { id: '' },
    setUp: async (headers) => {
      const created = await post(
        ctx.app,
        REST_PATHS.bannersCreate,
        { tipo: 'home', titoloIt: 'Tmp', titoloEn: 'Tmp' },
        { headers },
      );
      const row = MATRIX[`POST ${REST_PATHS.bannersDelete}`];
      if (row) row.payload.id = String(created.json().data.banner.id);
    },
  },
  [`POST ${REST_PATHS.bannersImage}`]: { payload: { tipo: 'topleft', immagine: PICTURE } },
  [`POST ${REST_PATHS.promotionsList}`]: { payload: {} },
  [`POST ${REST_PATHS.promotionsDetail}`]: { payload: { codice: 'CAFFE15' } },
  [`POST ${REST_PATHS.promotionsCreate}`]: {
    payload: {
      ...{ codice: 'MATRICE', tipo: 'testata', sconto: '1', titoloIt: 'Matrice', titoloEn: 'Matrix' },
      ...{ dal: '2026-01-01', al: '2026-12-31', attiva: 'N' },
    },
  },
  [`POST ${REST_PATHS.promotionsUpdate}`]: {
    payload: {
      ...{ codice: 'ORDINE500', tipo: 'testata', sconto: '3', minimoOrdine: '500' },
      ...{ titoloIt: 'Sconto 3% sopra 500 €', titoloEn: '3% off orders over €500' },
      ...{ dal: '2025-01-01', al: '2030-12-31' },
    },
  },
  [`POST ${REST_PATHS.promotionsActivate}`]: { payload: { codice: 'LED2X1' } },
  [`POST ${REST_PATHS.promotionsDeactivate}`]: { payload: { codice: 'B2BFEDELTA' } },
  [`POST ${REST_PATHS.promotionsImage}`]: { payload: { immagine: PICTURE } },
  // The order's life (orders-management.test.ts, order-shipping.test.ts test each call in depth). The
  // seeded records aimed at are filled in before the tests (seededRecords).
  [`POST ${REST_PATHS.ordersList}`]: { payload: {} },
  [`POST ${REST_PATHS.ordersDetail}`]: { payload: { numero: '' }, outOfScope: { numero: '' } },
  [`POST ${REST_PATHS.ordersSetstatus}`]: {
    payload: { numero: '', stato: 'confermato', versione: '1' },
    setUp: async () => {
      matrixRow(`POST ${REST_PATHS.ordersSetstatus}`).payload.numero = (await freshOrder('ricevuto')).number;
    },
  },
  [`POST ${REST_PATHS.ordersEditlines}`]: {
    payload: { numero: '', versione: '1', righe: '' },
    setUp: async () => {
      const row = matrixRow(`POST ${REST_PATHS.ordersEditlines}`);
      row.payload.numero = (await freshOrder('ricevuto')).number;
      const [product] = await ctx.database.handle.db
        .select({ minQty: products.minQty })
        .from(products)
        .where(eq(products.code, 'AL000001'));
      row.payload.righe = JSON.stringify([{ codice: 'AL000001', qta: 2 * (product?.minQty ?? 1) }]);
    },
  },
  [`POST ${REST_PATHS.ordersShip}`]: {
    payload: { numero: '' },
    setUp: async () => {
      matrixRow(`POST ${REST_PATHS.ordersShip}`).payload.numero = (await freshOrder('confermato')).number;
    },
  },
  [`POST ${REST_PATHS.ordersInvoice}`]: {
    payload: { ddt: '' },
    // Each allowed user ships an order and invoices its delivery note.
    setUp: async (headers) => {
      const { number } = await freshOrder('confermato');
      const shipped = await post(ctx.app, REST_PATHS.ordersShip, { numero: number }, { headers });
      matrixRow(`POST ${REST_PATHS.ordersInvoice}`).payload.ddt = shipped.json().data.documento.numero;
    },
  },
  [`POST ${REST_PATHS.ordersBackorders}`]: { payload: {} },
  // Approvals (approvals.test.ts and approvals-concurrency.pg.test.ts test them in depth): each allowed
  // user decides on an order of its own, waiting for approval and placed by rossi.
  [`POST ${REST_PATHS.approvalsQueue}`]: { payload: {} },
  [`POST ${REST_PATHS.approvalsApprove}`]: {
    payload: { numero: '' },
    setUp: async () => {
      matrixRow(`POST ${REST_PATHS.approvalsApprove}`).payload.numero = (
        await freshOrder('in_approvazione')
      ).number;
    },
  },
  [`POST ${REST_PATHS.approvalsReject}`]: {
    payload: { numero: '', motivo: 'Fuori budget' },
    setUp: async () => {
      matrixRow(`POST ${REST_PATHS.approvalsReject}`).payload.numero = (
        await freshOrder('in_approvazione')
      ).number;
    },
  },
  [`POST ${REST_PATHS.approvalsRules}`]: { payload: {} },
  [`POST ${REST_PATHS.approvalsSaveRules}`]: {
    payload: {
      amount_above: 'N',
      agent_discount_above_ceiling: 'N',
      credit_limit_exceeded: 'N',
      buyer_wu: 'N',
    },
  },
  [`POST ${REST_PATHS.documentsList}`]: { payload: {} },
  [`POST ${REST_PATHS.documentsDetail}`]: {
    payload: { tipo: 'ddt', numero: '' },
    outOfScope: { tipo: 'ddt', numero: '' },
  },
  [`POST ${REST_PATHS.documentsPdf}`]: {
    payload: { tipo: 'ddt', numero: '' },
    outOfScope: { tipo: 'ddt', numero: '' },
  },
  // Issues on orders (order-issues.test.ts): customers on their own client's order, staff on C00001's.
  [`POST ${REST_PATHS.issuesList}`]: { payload: {} },
  [`POST ${REST_PATHS.issuesOrder}`]: {
    payload: { numero: '' },
    outOfScope: { numero: '' },
    setUp: async (headers) => {
      matrixRow(`POST ${REST_PATHS.issuesOrder}`).payload.numero = (await issueOrderFor(headers)).number;
    },
  },
  [`POST ${REST_PATHS.issuesOpen}`]: {
    payload: { numero: '', tipo: 'altro', testo: 'Matrice' },
    outOfScope: { numero: '', tipo: 'altro', testo: 'Matrice' },
    setUp: async (headers) => {
      matrixRow(`POST ${REST_PATHS.issuesOpen}`).payload.numero = (await issueOrderFor(headers)).number;
    },
  },
  [`POST ${REST_PATHS.issuesReply}`]: {
    payload: { id: '', testo: 'Matrice' },
    outOfScope: { id: '', testo: 'Matrice' },
    setUp: async (headers) => {
      const order = await issueOrderFor(headers);
      matrixRow(`POST ${REST_PATHS.issuesReply}`).payload.id = await insertIssue(order.id);
    },
  },
  [`POST ${REST_PATHS.issuesSetstatus}`]: {
    payload: { id: '', stato: 'chiusa' },
    outOfScope: { id: '', stato: 'chiusa' },
    setUp: async () => {
      const order = await issueOrderOf('C00001');
      matrixRow(`POST ${REST_PATHS.issuesSetstatus}`).payload.id = await insertIssue(order.id);
    },
  },
  // Internal documents (internal-documents.test.ts): on C00001, which every staff type reaches.
  [`POST ${REST_PATHS.intdocumentsList}`]: {
    payload: { cliente: 'C00001' },
    outOfScope: { cliente: 'C00003' },
  },
  [`POST ${REST_PATHS.intdocumentsUpload}`]: {
    payload: {
      cliente: 'C00001',
      titolo: 'Matrice',
      nomeFile: 'm.pdf',
      file: new Blob(['%PDF-1.4\n%%EOF\n']),
    },
    outOfScope: { cliente: 'C00003', titolo: 'Matrice' },
  },
  [`POST ${REST_PATHS.intdocumentsDownload}`]: {
    payload: { id: '' },
    outOfScope: { id: '' },
    setUp: async () => {
      matrixRow(`POST ${REST_PATHS.intdocumentsDownload}`).payload.id = await insertDocument('C00001');
    },
  },
  [`POST ${REST_PATHS.intdocumentsDelete}`]: {
    payload: { id: '' },
    outOfScope: { id: '' },
    setUp: async () => {
      matrixRow(`POST ${REST_PATHS.intdocumentsDelete}`).payload.id = await insertDocument('C00001');
    },
  },
  // Quotes (quotes.test.ts): customers on their own client's quotes, staff on C00001's; each call that
  // changes a quote gets a fresh one in the status it needs.
  ...quoteRows(),
  // Returns (returns.test.ts): customers on their own client's, staff on C00001's; C00003's are out
  // of moretti's scope. Decisions get a fresh waiting return each time.
  ...returnRows(),
};

/** The return rows: `setUp` puts a fresh return (or its photo) of the caller's reach in `id`. */
function returnRows(): Record<string, Row> {
  const db = () => ctx.database.handle.db;
  const fresh = (client: string) => insertReturnFor(db(), ctx.mediaDir, client);
  const row = (
    path: string,
    extra: Record<string, string> = {},
    make: (client: string) => Promise<string> = fresh,
    scoped = true,
  ): [string, Row] => {
    const route = `POST ${path}`;
    return [
      route,
      {
        payload: { id: '', ...extra },
        ...(scoped ? { outOfScope: { id: '', ...extra } } : {}),
        setUp: async (headers) => {
          matrixRow(route).payload.id = await make(await clientFor(headers));
        },
      },
    ];
  };
  const request = `POST ${REST_PATHS.returnsRequest}`;
  return Object.fromEntries([
    [`POST ${REST_PATHS.returnsList}`, { payload: {} }],
    [`POST ${REST_PATHS.returnsReturnable}`, { payload: {} }],
    [
      request,
      {
        payload: { righe: '' },
        setUp: async (headers: Record<string, string>) => {
          const note = await insertDeliveryNoteFor(db(), await clientFor(headers));
          matrixRow(request).payload.righe = JSON.stringify([
            { ddt: note.number, riga: 1, qta: 1, motivo: 'altro' },
          ]);
        },
      },
    ],
    row(REST_PATHS.returnsDetail),
    row(REST_PATHS.returnsMessage, { testo: 'Matrice' }),
    row(REST_PATHS.returnsPhoto, {}, async (client) => photoOf(db(), await fresh(client))),
    row(REST_PATHS.returnsPdf, {}, approvedReturn),
    row(REST_PATHS.returnsApprove, {}, fresh, false),
    row(REST_PATHS.returnsReject, { motivo: 'Matrice' }, fresh, false),
  ]);
}

/** A return of `client` approved by admin: it has its credit note. */
let adminSession: Promise<LoggedIn> | undefined;
async function approvedReturn(client: string): Promise<string> {
  const id = await insertReturnFor(ctx.database.handle.db, ctx.mediaDir, client);
  adminSession ??= loginAs(ctx.app, 'admin');
  const { headers } = await adminSession;
  const approved = await post(ctx.app, REST_PATHS.returnsApprove, { id }, { headers });
  if (approved.statusCode !== 200) throw new Error(`return not approved: ${approved.body}`);
  return id;
}

/** The out-of-scope subjects of the return rows: C00003's (not moretti's). */
async function returnRecords() {
  const db = ctx.database.handle.db;
  const scope = (path: string) => matrixRow(`POST ${path}`).outOfScope ?? {};
  const other = await insertReturnFor(db, ctx.mediaDir, 'C00003');
  scope(REST_PATHS.returnsDetail).id = other;
  scope(REST_PATHS.returnsMessage).id = other;
  scope(REST_PATHS.returnsPhoto).id = await photoOf(db, other);
  scope(REST_PATHS.returnsPdf).id = await approvedReturn('C00003');
}

/** The quote rows: `setUp` puts a fresh quote of the caller's reach in the payload's `numero`. */
function quoteRows(): Record<string, Row> {
  const fresh =
    (route: string, status: QuoteFixtureStatus, own = true) =>
    async (headers: Record<string, string>) => {
      const client = own ? await clientFor(headers) : 'C00001';
      matrixRow(route).payload.numero = await insertQuote(client, status);
    };
  const row = (
    path: string,
    status: QuoteFixtureStatus,
    extra: FormFields = {},
    scoped = true,
  ): [string, Row] => {
    const route = `POST ${path}`;
    return [
      route,
      {
        payload: { numero: '', ...extra },
        ...(scoped ? { outOfScope: { numero: '', ...(extra as Record<string, string>) } } : {}),
        setUp: fresh(route, status),
      },
    ];
  };
  const righe = JSON.stringify([{ codArt: 'AL000001', quantita: 1 }]);
  return Object.fromEntries([
    [`POST ${REST_PATHS.quotesList}`, { payload: {} }],
    [`POST ${REST_PATHS.quotesApprovals}`, { payload: {} }],
    [`POST ${REST_PATHS.quotesRequest}`, { payload: { righe } }],
    [
      `POST ${REST_PATHS.quotesCreate}`,
      { payload: { cliente: 'C00001' }, outOfScope: { cliente: 'C00003' } },
    ],
    row(REST_PATHS.quotesDetail, 'inviata'),
    row(REST_PATHS.quotesPdf, 'inviata'),
    row(REST_PATHS.quotesMessage, 'inviata', { testo: 'Matrice' }),
    row(REST_PATHS.quotesAccept, 'inviata', { revisione: '1' }, false),
    row(REST_PATHS.quotesDecline, 'inviata', { motivo: 'Matrice' }, false),
    row(REST_PATHS.quotesChanges, 'inviata', { testo: 'Matrice' }, false),
    row(REST_PATHS.quotesSave, 'bozza', { righe, validoFino: '2999-12-31' }),
    row(REST_PATHS.quotesPrices, 'bozza', { codici: JSON.stringify(['AL000001']) }),
    row(REST_PATHS.quotesSend, 'bozza'),
    row(REST_PATHS.quotesExtend, 'inviata', { validoFino: '2999-12-31' }),
    row(REST_PATHS.quotesWithdraw, 'bozza'),
    row(REST_PATHS.quotesApprove, 'in_approvazione', {}, false),
    row(REST_PATHS.quotesReject, 'in_approvazione', { motivo: 'Matrice' }, false),
  ]);
}

type QuoteFixtureStatus = 'bozza' | 'inviata' | 'in_approvazione';

/** The caller's own client (a customer) or C00001 (staff: every staff type reaches it). */
async function clientFor(headers: Record<string, string>): Promise<string> {
  const me = (await post(ctx.app, REST_PATHS.currentUser, {}, { headers })).json().data.utente;
  return ['C', 'WC', 'WU'].includes(me.tipo) ? me.cliente.codice : 'C00001';
}

/** A quote of `client` in `status`, its one-line revision made by moretti (so U and X may approve it). */
async function insertQuote(client: string, status: QuoteFixtureStatus): Promise<string> {
  const db = ctx.database.handle.db;
  const maker = await userId(db, 'moretti');
  const number = await nextQuoteNumber(db, new Date().getFullYear());
  const [quote] = await db
    .insert(quotes)
    .values({ number, clientCode: client, createdBy: maker, origin: 'staff', status, currentRevision: 1 })
    .returning({ id: quotes.id });
  const quoteId = quote?.id ?? 0;
  await db.insert(quoteRevisions).values({
    quoteId,
    revision: 1,
    validUntil: '2999-12-31',
    createdBy: maker,
    sentAt: status === 'inviata' ? new Date() : null,
    total: '10',
  });
  await db.insert(quoteRevisionLines).values({
    ...{ quoteId, revision: 1, lineNo: 1, productCode: 'AL000001', descriptionIt: 'Matrice' },
    ...{ descriptionEn: 'Matrix', um: 'PZ', quantity: 1, listPrice: '10', discountPct: '0' },
    ...{ clientPrice: '10', extraDiscountPct: '0' },
    ...{ netPrice: '10', total: '10' },
  });
  return number;
}

/** The out-of-scope subjects of the quote rows: C00003's quotes (not moretti's). */
async function quoteRecords() {
  for (const [route, row] of Object.entries(MATRIX)) {
    if (route.includes('/api/quotes/') && row.outOfScope && 'numero' in row.outOfScope) {
      row.outOfScope.numero = await insertQuote(
        'C00003',
        route.endsWith('save') || route.endsWith('send') || route.endsWith('withdraw') ? 'bozza' : 'inviata',
      );
    }
  }
}

/** Issues and internal documents: an order of the caller's own client (a customer) or of C00001. */
const issueOrders = new Map<string, Promise<{ id: number; number: string }>>();
function issueOrderOf(client: string) {
  let order = issueOrders.get(client);
  if (!order) {
    order = insertOrderWithLines(ctx.database.handle.db, {
      client,
      placedBy: 'admin',
      lines: [{ code: 'AL000001', quantity: 1 }],
    });
    issueOrders.set(client, order);
  }
  return order;
}
async function issueOrderFor(headers: Record<string, string>) {
  const me = (await post(ctx.app, REST_PATHS.currentUser, {}, { headers })).json().data.utente;
  return issueOrderOf(['C', 'WC', 'WU'].includes(me.tipo) ? me.cliente.codice : 'C00001');
}
async function insertIssue(orderId: number): Promise<string> {
  const openedBy = await userId(ctx.database.handle.db, 'admin');
  const [row] = await ctx.database.handle.db
    .insert(orderIssues)
    .values({ orderId, kind: 'altro', openedBy })
    .returning({ id: orderIssues.id });
  return String(row?.id);
}
async function insertDocument(clientCode: string): Promise<string> {
  const uploadedBy = await userId(ctx.database.handle.db, 'admin');
  const content = Buffer.from('%PDF-1.4\n%%EOF\n');
  const sha256 = createHash('sha256').update(content).digest('hex');
  await new InternalDocumentFiles(ctx.mediaDir).write(sha256, content);
  const [row] = await ctx.database.handle.db
    .insert(internalDocuments)
    .values({
      clientCode,
      title: 'Matrice',
      fileName: 'm.pdf',
      contentType: 'application/pdf',
      size: content.length,
      sha256,
      uploadedBy,
    })
    .returning({ id: internalDocuments.id });
  return String(row?.id);
}
/** The out-of-scope subjects of the issue and document rows: C00003's (not moretti's). */
async function issueRecords() {
  const other = await issueOrderOf('C00003');
  const otherIssue = await insertIssue(other.id);
  const otherDocument = await insertDocument('C00003');
  const scope = (route: string) => matrixRow(route).outOfScope ?? {};
  scope(`POST ${REST_PATHS.issuesOrder}`).numero = other.number;
  scope(`POST ${REST_PATHS.issuesOpen}`).numero = other.number;
  scope(`POST ${REST_PATHS.issuesReply}`).id = otherIssue;
  scope(`POST ${REST_PATHS.issuesSetstatus}`).id = otherIssue;
  scope(`POST ${REST_PATHS.intdocumentsDownload}`).id = otherDocument;
  scope(`POST ${REST_PATHS.intdocumentsDelete}`).id = otherDocument;
}

/** The seeded orders and delivery notes the read calls aim at: C00001's (in reach) and C00003's (not). */
async function seededRecords() {
  const db = ctx.database.handle.db;
  const orderOf = async (client: string) =>
    (
      await db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.clientCode, client))
        .orderBy(asc(orders.id))
        .limit(1)
    )[0]?.number ?? '';
  const noteOf = async (client: string) =>
    (
      await db
        .select({ number: deliveryNotes.number })
        .from(deliveryNotes)
        .where(and(eq(deliveryNotes.clientCode, client)))
        .orderBy(asc(deliveryNotes.id))
        .limit(1)
    )[0]?.number ?? '';
  matrixRow(`POST ${REST_PATHS.ordersDetail}`).payload.numero = await orderOf('C00001');
  (matrixRow(`POST ${REST_PATHS.ordersDetail}`).outOfScope ?? {}).numero = await orderOf('C00003');
  matrixRow(`POST ${REST_PATHS.documentsDetail}`).payload.numero = await noteOf('C00001');
  (matrixRow(`POST ${REST_PATHS.documentsDetail}`).outOfScope ?? {}).numero = await noteOf('C00003');
  matrixRow(`POST ${REST_PATHS.documentsPdf}`).payload.numero = await noteOf('C00001');
  (matrixRow(`POST ${REST_PATHS.documentsPdf}`).outOfScope ?? {}).numero = await noteOf('C00003');
}

/** The row of `route`; the set-ups that fill in an id name rows that exist. */
function matrixRow(route: string): Row {
  const row = MATRIX[route];
  if (!row) throw new Error(`no access-matrix row for ${route}`);
  return row;
}

describe('access matrix of the management routes', () => {
  const sessions = new Map<UserTipo, LoggedIn>();
  const sessionOf = (tipo: UserTipo): LoggedIn => {
    const session = sessions.get(tipo);
    if (!session) throw new Error(`no session for type ${tipo}`);
    return session;
  };
  beforeAll(async () => {
    await seededRecords();
    await issueRecords();
    await quoteRecords();
    await returnRecords();
    for (const [tipo, { username, password }] of Object.entries(USERS)) {
      sessions.set(tipo as UserTipo, await loginAs(ctx.app, username, password));
    }
  });

  it('has a row for every management route, and no row for a route that does not exist', () => {
    const routes = ctx.app.managementRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(0);
    expect(
      routes.filter((route) => !(route in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((route) => !routes.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  it('lets in exactly the user types the permission table names', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { method, url, permission } of ctx.app.managementRoutes) {
      const row = MATRIX[`${method} ${url}`];
      if (!row) continue;
      const visitor = await post(ctx.app, url, row.payload);
      outcomes.push(`${url} visitor ${visitor.statusCode}`);
      expected.push(`${url} visitor 401`);
      for (const tipo of Object.keys(USERS) as UserTipo[]) {
        const { headers } = sessionOf(tipo);
        const allowed = can(tipo, permission as Permission);
        if (allowed) await row.setUp?.(headers);
        const response = await post(ctx.app, url, row.payload, { headers });
        outcomes.push(`${url} ${tipo} ${allowed ? verdict(response.statusCode) : response.statusCode}`);
        expected.push(`${url} ${tipo} ${allowed ? 'allowed' : 403}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // ~800 calls one after the other (each route × visitor and seven user types, with set-ups): more
    // than the default 15 s when the whole suite shares two cores.
  }, 90_000);

  it('answers "not found" to an agent asking for a client he does not follow', async () => {
    const { headers } = sessionOf('A');
    const outcomes: string[] = [];
    for (const [route, row] of Object.entries(MATRIX)) {
      if (!row.outOfScope) continue;
      const response = await post(ctx.app, route.split(' ')[1] ?? route, row.outOfScope, { headers });
      outcomes.push(`${route} ${response.statusCode}`);
    }
    expect(outcomes).toEqual(
      Object.entries(MATRIX)
        .filter(([, row]) => row.outOfScope)
        .map(([route]) => `${route} 404`),
    );
  });
});

/** An allowed call answers 2xx; anything else is shown as is, so the failure says what happened. */
function verdict(status: number): string | number {
  return status >= 200 && status < 300 ? 'allowed' : status;
}
