// Imports of carts and orders: rows checked and imported by the API in one call each; thin mapping.
import type { ImportMode, ImportReason as RestReason } from '@shop/contract';
import type {
  ImportOutcome,
  ImportReason,
  ImportRowInput,
  Language,
  Resolvers,
} from '../../generated/resolvers-types';
import { toRestLanguage } from '../../kernel/language';

interface ImportArgs {
  client?: string | null;
  rows: readonly ImportRowInput[];
  language?: Language | null;
}

const call = ({ client, rows, language }: ImportArgs) => ({
  client,
  rows: rows.map((row) => ({
    cliente: row.client ?? undefined,
    codice: row.code,
    qta: row.quantity,
    riferimento: row.reference ?? undefined,
    note: row.note ?? undefined,
  })),
  language: language ? toRestLanguage(language) : undefined,
});

const MODE: Record<ImportMode, 'CARTS' | 'ORDERS'> = { carts: 'CARTS', orders: 'ORDERS' };
const OUTCOME: Record<'ok' | 'avviso' | 'errore', ImportOutcome> = {
  ok: 'OK',
  avviso: 'WARNING',
  errore: 'ERROR',
};
const REASON: Record<RestReason, ImportReason> = {
  codiceSconosciuto: 'UNKNOWN_CODE',
  nonInVendita: 'NOT_SOLD',
  quantitaNonValida: 'INVALID_QUANTITY',
  quantitaNonMultipla: 'NOT_A_PACK_MULTIPLE',
  clienteMancante: 'NO_CLIENT',
  clienteNonAmmesso: 'CLIENT_NOT_ALLOWED',
  esaurito: 'OUT_OF_STOCK',
  ordineNonRiuscito: 'ORDER_FAILED',
  arrotondata: 'ROUNDED_UP',
  disponibilitaParziale: 'PARTLY_AVAILABLE',
  ripetuta: 'REPEATED',
};

const counts = {
  mode: (data: { modo: ImportMode }) => MODE[data.modo],
  rowCount: (data: { righe: number }) => data.righe,
  validCount: (data: { valide: number }) => data.valide,
  warningCount: (data: { avvisi: number }) => data.avvisi,
  errorCount: (data: { errori: number }) => data.errori,
  clients: <T>(data: { clienti: T }) => data.clienti,
};

export const importsResolvers: Resolvers = {
  Mutation: {
    importCartsCheck: (_root, args, { upstream }) => upstream.imports.check('carts', call(args)),
    importCartsRun: (_root, args, { upstream }) => upstream.imports.run('carts', call(args)),
    importOrdersCheck: (_root, args, { upstream }) => upstream.imports.check('orders', call(args)),
    importOrdersRun: (_root, args, { upstream }) => upstream.imports.run('orders', call(args)),
  },
  ImportCheck: { ...counts, rows: (check) => check.esiti },
  ImportRun: {
    ...counts,
    key: (run) => run.chiave,
    repeated: (run) => run.ripetuta,
    importedAt: (run) => run.eseguitaIl,
    refusedRows: (run) => run.rifiutate,
  },
  ImportClient: {
    code: (client) => client.cliente,
    name: (client) => client.ragioneSociale,
    rowCount: (client) => client.righe,
    validCount: (client) => client.valide,
    errorCount: (client) => client.errori,
    orderNumber: (client) => client.numeroOrdine,
    orderTotal: (client) => client.totale,
  },
  ImportRowResult: {
    row: (row) => row.riga,
    client: (row) => row.cliente,
    code: (row) => row.codice,
    quantity: (row) => row.qta,
    outcome: (row) => OUTCOME[row.esito],
    reason: (row) => (row.motivo ? REASON[row.motivo] : null),
    message: (row) => row.messaggio,
    importedQuantity: (row) => row.qtaImportata,
    description: (row) => row.descrizione,
  },
};
