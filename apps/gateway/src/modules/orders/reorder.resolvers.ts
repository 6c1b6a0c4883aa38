// Reorder: a past order's lines back into the cart; the answer carries the whole Cart:current.
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import { ORDER_FIELDS } from './order.mapping';

export const reorderResolvers: Resolvers = {
  Mutation: {
    reorder: (_root, { number, language }, { upstream }) =>
      upstream
        .reorder(number.trim(), language ? toRestLanguage(language) : undefined)
        .catch((error: unknown) => renameFields(error, (field) => ORDER_FIELDS[field])),
  },
  ReorderResult: {
    cart: (data) => data,
    addedLineCount: (data) => data.riordinate,
    skipped: (data) =>
      data.nonRiordinate.map((line) => ({
        code: line.codice,
        description: line.descrizione,
        quantity: line.qta,
        reason: line.motivo === 'fuoriproduzione' ? 'NO_LONGER_SOLD' : 'NOT_AVAILABLE',
        available: line.disponibili,
      })),
  },
};
