// Quick order: rows checked and added by the API in one call each; thin mapping of the answers.
import type { QuickOrderReason as RestReason } from '@shop/contract';
import type { QuickOrderOutcome, QuickOrderReason, Resolvers } from '../../generated/resolvers-types';
import { toRestLanguage } from '../../kernel/language';

const lang = (language: 'IT' | 'EN' | null | undefined) => (language ? toRestLanguage(language) : undefined);
const toRows = (rows: readonly { code: string; quantity: string }[]) =>
  rows.map((row) => ({ codice: row.code, qta: row.quantity }));

const OUTCOME: Record<'ok' | 'avviso' | 'errore', QuickOrderOutcome> = {
  ok: 'OK',
  avviso: 'WARNING',
  errore: 'ERROR',
};
const REASON: Record<RestReason, QuickOrderReason> = {
  codiceSconosciuto: 'UNKNOWN_CODE',
  nonInVendita: 'NOT_SOLD',
  quantitaNonValida: 'INVALID_QUANTITY',
  arrotondata: 'ROUNDED_UP',
  disponibilitaParziale: 'PARTLY_AVAILABLE',
  esaurito: 'OUT_OF_STOCK',
  ripetuta: 'REPEATED',
};

export const quickOrderResolvers: Resolvers = {
  Query: {
    quickOrderCheck: (_root, { rows, language }, { upstream }) =>
      upstream.quickOrderCheck(toRows(rows), lang(language)),
  },
  Mutation: {
    quickOrderAdd: (_root, { rows, language }, { upstream }) =>
      upstream.quickOrderAdd(toRows(rows), lang(language)),
  },
  QuickOrderCheck: {
    rows: (check) => check.righe,
    validCount: (check) => check.valide,
    warningCount: (check) => check.avvisi,
    errorCount: (check) => check.errori,
  },
  QuickOrderResult: {
    rows: (result) => result.righe,
    validCount: (result) => result.valide,
    warningCount: (result) => result.avvisi,
    errorCount: (result) => result.errori,
    cart: (result) => result.carrello,
  },
  QuickOrderRow: {
    row: (row) => row.riga,
    code: (row) => row.codice,
    quantity: (row) => row.qta,
    outcome: (row) => OUTCOME[row.esito],
    reason: (row) => (row.motivo ? REASON[row.motivo] : null),
    message: (row) => row.messaggio,
    cartQuantity: (row) => row.qtaCarrello,
    cartQuantityBefore: (row) => row.nelCarrello,
    description: (row) => row.descrizione,
    unit: (row) => row.um,
    available: (row) => row.disponibili,
  },
};
