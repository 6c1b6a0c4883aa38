// The row checks of an import, pure (no database): quick order's checks (parseRows, planRows) per
// client, after the checks quick order does not need: the client of each row (given, allowed) and a
// quantity that must already be a valid pack quantity (a file is not typed by hand: refused, never
// rounded). Also the import's key: SHA-256 of the mode and the normalised rows.
import { createHash } from 'node:crypto';
import {
  isValidQuantity,
  type ImportClient,
  type ImportMode,
  type ImportReason,
  type ImportRow,
  type ImportRowResult,
  type Language,
  type QuickOrderRowResult,
} from '@shop/contract';
import { translate } from '../../kernel/texts/messages';
import type { LineWrite } from '../cart';
import { parseRows, planRows, type ParsedRow, type RowProduct } from '../quickorder';

/** A row as read: quick order's parsed row, its client (capitals; null when none) and order notes. */
export interface ImportParsedRow extends ParsedRow {
  client: string | null;
  reference: string;
  note: string;
}

const clean = (value: string | undefined) => (value ?? '').trim();

/** Parses the rows; `defaultClient` is the client of rows without one. */
export function parseImportRows(
  rows: readonly ImportRow[],
  defaultClient: string | undefined,
): ImportParsedRow[] {
  const parsed = parseRows(rows.map((row) => ({ codice: row.codice, qta: row.qta })));
  return parsed.map((row, index) => {
    const given = clean(rows[index]?.cliente) || clean(defaultClient);
    return {
      ...row,
      client: given ? given.toUpperCase() : null,
      reference: clean(rows[index]?.riferimento),
      note: clean(rows[index]?.note),
    };
  });
}

/** The import's key: the same rows (as normalised) in the same mode give the same key. */
export function importKey(mode: ImportMode, rows: readonly ImportParsedRow[]): string {
  const hash = createHash('sha256').update(mode);
  for (const row of rows) {
    const quantity = row.quantity ?? row.typedQuantity;
    hash.update(
      `\n${row.client ?? ''}\t${row.code ?? row.typedCode}\t${quantity}\t${row.reference}\t${row.note}`,
    );
  }
  return hash.digest('hex');
}

/** The distinct clients named by the rows. */
export function clientsOf(rows: readonly ImportParsedRow[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.client ? [row.client] : [])))];
}

/** What the rows of one client give: the results of its rows and the line writes of its cart. */
export interface ClientPlan {
  results: ImportRowResult[];
  writes: LineWrite[];
}

const message = (language: Language, reason: ImportReason, params: Record<string, string | number>) =>
  translate(language, `imports.${reason}` as 'imports.clienteMancante', params);

function baseResult(row: ImportParsedRow, product: RowProduct | undefined, language: Language) {
  return {
    riga: row.riga,
    cliente: row.client,
    codice: product?.code ?? row.typedCode,
    qta: row.quantity === null ? row.typedQuantity : String(row.quantity),
    descrizione: product ? (language === 'en' ? product.descriptionEn : product.descriptionIt) : null,
  };
}

/** A refused row with one of the import's own reasons. */
export function refusedRow(
  row: ImportParsedRow,
  product: RowProduct | undefined,
  reason: ImportReason,
  language: Language,
  params: Record<string, string | number>,
  text?: string,
): ImportRowResult {
  return {
    ...baseResult(row, product, language),
    esito: 'errore',
    motivo: reason,
    messaggio: text ?? message(language, reason, params),
    qtaImportata: null,
  };
}

/** Quick order's result of a row, as the import tells it (out of stock refuses the row). */
function fromQuickOrder(
  row: ImportParsedRow,
  product: RowProduct | undefined,
  result: QuickOrderRowResult,
  language: Language,
): ImportRowResult {
  if (result.motivo === 'esaurito') return refusedRow(row, product, 'esaurito', language, {});
  return {
    ...baseResult(row, product, language),
    esito: result.esito,
    motivo: result.motivo,
    messaggio: result.messaggio,
    qtaImportata: result.qtaCarrello,
  };
}

/**
 * Plans the rows of one allowed client against the products read (with the client's cart quantities
 * in `current`; 0 for an order): the pack check, then quick order's planRows on the rows that pass.
 */
export function planClientRows(
  rows: readonly ImportParsedRow[],
  products: ReadonlyMap<string, RowProduct>,
  language: Language,
): ClientPlan {
  const refused = new Map<number, ImportRowResult>();
  const passing: ImportParsedRow[] = [];
  for (const row of rows) {
    const product = row.code ? products.get(row.code) : undefined;
    const rule = product && { min: product.minQty, step: product.stepQty };
    if (product?.active && rule && row.quantity !== null && !isValidQuantity(row.quantity, rule)) {
      const params = { quantity: row.quantity, code: product.code, ...rule };
      refused.set(row.riga, refusedRow(row, product, 'quantitaNonMultipla', language, params));
    } else passing.push(row);
  }
  const planned = planRows(passing, products, language);
  const byRow = new Map(planned.results.map((result) => [result.riga, result]));
  const results = rows.map((row) => {
    const done = refused.get(row.riga);
    if (done) return done;
    const result = byRow.get(row.riga);
    if (!result) throw new Error('a row without its result');
    return fromQuickOrder(row, row.code ? products.get(row.code) : undefined, result, language);
  });
  return { results, writes: planned.writes };
}

/** The rows grouped by client (in the order of first appearance), and the rows refused for their client. */
export function groupByClient(
  rows: readonly ImportParsedRow[],
  allowed: ReadonlyMap<string, string>,
  language: Language,
): { groups: Map<string, ImportParsedRow[]>; refused: ImportRowResult[] } {
  const groups = new Map<string, ImportParsedRow[]>();
  const refused: ImportRowResult[] = [];
  for (const row of rows) {
    if (!row.client) refused.push(refusedRow(row, undefined, 'clienteMancante', language, {}));
    else if (!allowed.has(row.client)) {
      refused.push(refusedRow(row, undefined, 'clienteNonAmmesso', language, { client: row.client }));
    } else {
      const group = groups.get(row.client);
      if (group) group.push(row);
      else groups.set(row.client, [row]);
    }
  }
  return { groups, refused };
}

/** The counts of an import's results, and its clients (in order of first appearance). */
export function summarizeImport(
  mode: ImportMode,
  results: readonly ImportRowResult[],
  names: ReadonlyMap<string, string>,
  orders: ReadonlyMap<string, { number: string; total: number }> = new Map(),
) {
  const sorted = [...results].sort((a, b) => a.riga - b.riga);
  const clients = new Map<string, ImportClient>();
  for (const row of sorted) {
    const code = row.cliente ?? '';
    const client = clients.get(code) ?? {
      cliente: code,
      ragioneSociale: names.get(code) ?? null,
      righe: 0,
      valide: 0,
      errori: 0,
      numeroOrdine: orders.get(code)?.number ?? null,
      totale: orders.get(code)?.total ?? null,
    };
    client.righe += 1;
    if (row.qtaImportata !== null) client.valide += 1;
    if (row.esito === 'errore') client.errori += 1;
    clients.set(code, client);
  }
  return {
    modo: mode,
    righe: sorted.length,
    valide: sorted.filter((row) => row.qtaImportata !== null).length,
    avvisi: sorted.filter((row) => row.esito === 'avviso').length,
    errori: sorted.filter((row) => row.esito === 'errore').length,
    clienti: [...clients.values()],
    esiti: sorted,
  };
}
