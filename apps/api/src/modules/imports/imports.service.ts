// Imports of carts and orders: the file's rows checked in a handful of reads whatever their number
// (clients, products, cart quantities: one statement each), then imported in one transaction, each
// client in a savepoint (a client whose order fails leaves the others imported, its rows refused).
// An import runs once per user and key (the rows' hash): a second run with the same key answers the
// first one's result, waiting for it while it is still running, so a retry after a timeout or a double
// click never makes a second set of orders.
import {
  CLIENT_SCOPE,
  orderCreatePayloadSchema,
  type ImportCheckData,
  type ImportMode,
  type ImportRowResult,
  type ImportRunData,
  type Language,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products as productsTable } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { translate } from '../../kernel/texts/messages';
import type { AuthUser } from '../../kernel/auth-user';
import {
  applyCartBatch,
  ensureCart,
  lockCart,
  type ProductWithLine,
  type UserCartOwner,
  userCartOwner,
} from '../cart';
import { clientScopeOf } from '../../kernel/client-scope';
import { placeOrderInTransaction, prepareOrder, type OrderTerms } from '../orders';
import { codesOf, type RowProduct } from '../quickorder';
import {
  clientsOf,
  groupByClient,
  importKey,
  parseImportRows,
  planClientRows,
  refusedRow,
  summarizeImport,
  type ImportParsedRow,
} from './import-rows';
import {
  completeImport,
  findCartQuantities,
  findClientsInScope,
  findImport,
  findImportProducts,
  insertImport,
  putCartLines,
  releaseImport,
  takeOutCartLines,
  takeOverImport,
} from './imports.repository';

export interface ImportInput {
  cliente?: string | undefined;
  righe: Parameters<typeof parseImportRows>[0];
  Lingua: Language;
}

/** A claim left running longer than this is from a crashed attempt and may be taken over. */
export const STALE_IMPORT_SECONDS = 120;
/** How long a second run of a running import waits for its result before answering 409. */
const WAIT_FOR_RUNNING_MS = 60_000;
const POLL_MS = 200;

const isCustomer = (user: AuthUser) => CLIENT_SCOPE[user.tipo] === 'own';

/** Whose cart a client's rows go into: a customer's own cart, the cart staff fill for the client. */
function cartOwnerFor(user: AuthUser, client: string): UserCartOwner {
  return { userId: user.id, clientCode: isCustomer(user) ? null : client };
}

/** The rows read, checked for their clients, and the products they name (one read each). */
async function prepare(db: Database, user: AuthUser, input: ImportInput) {
  if (isCustomer(user) && !user.ownClientCode) throw new AppError(403, 'FORBIDDEN', 'imports.noClient');
  const defaultClient = input.cliente ?? (isCustomer(user) ? (user.ownClientCode ?? undefined) : undefined);
  const parsed = parseImportRows(input.righe, defaultClient);
  const [names, found] = await Promise.all([
    findClientsInScope(db, clientScopeOf(user), clientsOf(parsed)),
    findImportProducts(db, codesOf(parsed)),
  ]);
  const { groups, refused } = groupByClient(parsed, names, input.Lingua);
  return { parsed, names, groups, refused, products: new Map(found.map((p) => [p.code, p])) };
}

/** The products of one client's rows, with that client's cart quantities. */
function withCurrent(
  rows: readonly ImportParsedRow[],
  products: ReadonlyMap<string, RowProduct>,
  current: ReadonlyMap<string, number> | undefined,
): Map<string, RowProduct> {
  const result = new Map<string, RowProduct>();
  for (const code of codesOf(rows)) {
    const product = products.get(code);
    if (product) result.set(code, { ...product, current: current?.get(code) ?? 0 });
  }
  return result;
}

/** The preview: every row with its outcome, as the run would import it now. */
export async function checkImport(
  db: Database,
  user: AuthUser,
  mode: ImportMode,
  input: ImportInput,
): Promise<ImportCheckData> {
  const { names, groups, refused, products } = await prepare(db, user, input);
  const clients = [...groups.keys()];
  const carts =
    mode === 'carts'
      ? await findCartQuantities(
          db,
          user.id,
          clients.map((client) => cartOwnerFor(user, client).clientCode),
        )
      : new Map<string, Map<string, number>>();
  const results = [...refused];
  for (const [client, rows] of groups) {
    const current = carts.get(cartOwnerFor(user, client).clientCode ?? '');
    results.push(...planClientRows(rows, withCurrent(rows, products, current), input.Lingua).results);
  }
  return summarizeImport(mode, results, names);
}

/** Carts: the rows of one client into the cart the user fills for it (as quick order adds them). */
async function importCart(
  tx: Database,
  user: AuthUser,
  client: string,
  rows: ImportParsedRow[],
  language: Language,
) {
  const latest = new Map<string, ProductWithLine>();
  const { plans } = await applyCartBatch(tx, cartOwnerFor(user, client), codesOf(rows), (read) => {
    for (const [code, product] of read) latest.set(code, product);
    const planned = planClientRows(rows, latest, language);
    return { writes: planned.writes.filter((write) => read.has(write.code)), plan: planned.results };
  });
  return plans.at(-1) ?? planClientRows(rows, latest, language).results;
}

/** Who places a client's order: a customer themself, staff ordering for the client. */
function actorFor(user: AuthUser, client: string): AuthUser {
  return isCustomer(user) ? user : { ...user, clientCode: client, onBehalf: true };
}

function orderInput(rows: readonly ImportParsedRow[], language: Language) {
  return orderCreatePayloadSchema.parse({ AccettaCondizioni: 'S', Lingua: language, Note: orderNote(rows) });
}

/**
 * What the clients' orders need that no lock protects (delivery address, terms), read for every
 * client at once before the transaction (pool connections in parallel).
 */
async function prepareOrders(
  db: Database,
  user: AuthUser,
  groups: ReadonlyMap<string, ImportParsedRow[]>,
  language: Language,
  now: Date,
): Promise<Map<string, OrderTerms>> {
  const entries = await Promise.all(
    [...groups].map(
      async ([client, rows]) =>
        [client, await prepareOrder(db, actorFor(user, client), orderInput(rows, language), now)] as const,
    ),
  );
  return new Map(entries);
}

/** The order's notes: the client's first reference and first note of the file. */
function orderNote(rows: readonly ImportParsedRow[]): string | undefined {
  const reference = rows.find((row) => row.reference)?.reference;
  const note = rows.find((row) => row.note)?.note;
  return [reference && `Rif. ${reference}`, note].filter(Boolean).join('\n') || undefined;
}

/**
 * Orders: the valid rows of one client become its order, placed by order placement itself (prices,
 * stock, approval rules, numbering, audit, notifications) from the cart the user fills for the
 * client; what that cart held is taken out first and put back after, inside the same savepoint, so
 * nobody ever sees the swap. The order is placed with channel 'import'.
 */
async function importOrder(
  tx: Database,
  user: AuthUser,
  client: string,
  rows: ImportParsedRow[],
  products: ReadonlyMap<string, RowProduct>,
  language: Language,
  now: Date,
  terms: OrderTerms | undefined,
): Promise<{ results: ImportRowResult[]; order?: { number: string; total: number } }> {
  const plan = planClientRows(rows, withCurrent(rows, products, undefined), language);
  if (plan.writes.length === 0 || !terms) return { results: plan.results };
  const actor = actorFor(user, client);
  const input = orderInput(rows, language);
  try {
    const placed = await tx.transaction(async (sp) => {
      const cartId = await ensureCart(sp, userCartOwner(actor));
      await lockCart(sp, cartId);
      const saved = await takeOutCartLines(sp, cartId);
      const lines = plan.writes.map((write, index) => ({
        cartId,
        productCode: write.code,
        quantity: write.to,
        addedAt: new Date(now.getTime() + index),
      }));
      await putCartLines(sp, lines);
      const order = await placeOrderInTransaction(sp, actor, input, now, terms, undefined, 'import');
      await putCartLines(sp, saved);
      return order;
    });
    return { results: plan.results, order: { number: placed.numero, total: placed.totale } };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const reason = translate(language, err.messageKey, err.options.params);
    const text = translate(language, 'imports.ordineNonRiuscito', { client, reason });
    const refused = rows.map((row) =>
      refusedRow(row, row.code ? products.get(row.code) : undefined, 'ordineNonRiuscito', language, {}, text),
    );
    return { results: refused };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Claims the key: the import's id to run it, or the result of the import that had it. */
async function claimImport(
  db: Database,
  values: { userId: number; key: string; mode: ImportMode; rowCount: number },
): Promise<{ id: number } | { result: ImportRunData }> {
  const deadline = Date.now() + WAIT_FOR_RUNNING_MS;
  for (;;) {
    const id = await insertImport(db, values);
    if (id !== undefined) return { id };
    const row = await findImport(db, values.userId, values.key);
    // Released by a failed attempt between the insert and this select: claim it again.
    if (!row) continue;
    if (row.state === 'done') return { result: row.result as ImportRunData };
    if (await takeOverImport(db, row.id, STALE_IMPORT_SECONDS)) return { id: row.id };
    if (Date.now() >= deadline) throw new AppError(409, 'CONFLICT', 'imports.inProgress');
    await sleep(POLL_MS);
  }
}

/** The import: the valid rows into carts or orders, once per user and key. */
export async function runImport(
  db: Database,
  user: AuthUser,
  mode: ImportMode,
  input: ImportInput,
): Promise<ImportRunData> {
  const { parsed, names, groups, refused, products } = await prepare(db, user, input);
  const key = importKey(mode, parsed);
  const claim = await claimImport(db, { userId: user.id, key, mode, rowCount: parsed.length });
  if ('result' in claim) return { ...claim.result, ripetuta: true };
  const now = new Date();
  const language = input.Lingua;
  try {
    const terms = mode === 'orders' ? await prepareOrders(db, user, groups, language, now) : new Map();
    return await db.transaction(async (tx) => {
      if (mode === 'orders') {
        // Every product of the file locked at once, in code order (as orders lock them): no deadlock
        // with orders or imports placed meanwhile.
        const codes = [...products.keys()];
        await tx.execute(
          sql`select 1 from ${productsTable} where ${productsTable.code} = any(${sql.param(codes)}::varchar[])
            order by ${productsTable.code} for update`,
        );
      }
      const results = [...refused];
      const made = new Map<string, { number: string; total: number }>();
      for (const [client, rows] of groups) {
        if (mode === 'carts') {
          results.push(...(await importCart(tx, user, client, rows, language)));
          continue;
        }
        const done = await importOrder(tx, user, client, rows, products, language, now, terms.get(client));
        results.push(...done.results);
        if (done.order) made.set(client, done.order);
      }
      const { esiti, ...summary } = summarizeImport(mode, results, names, made);
      const answer: ImportRunData = {
        ...summary,
        chiave: key,
        ripetuta: false,
        eseguitaIl: now.toISOString(),
        rifiutate: esiti.filter((row) => row.qtaImportata === null),
      };
      await completeImport(tx, claim.id, answer);
      return answer;
    });
  } catch (err) {
    await releaseImport(db, claim.id);
    throw err;
  }
}
