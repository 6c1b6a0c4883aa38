// Returns: GraphQL arguments <-> the REST contract's fields, in one place.
import type {
  ReturnReason as RestReason,
  ReturnStatus as RestStatus,
  ReturnsSortField as RestSort,
} from '@shop/contract';
import type {
  ReturnApprovedLineInput,
  ReturnFilter,
  ReturnReason,
  ReturnRequestLineInput,
  ReturnSide,
  ReturnSort,
  ReturnSortField,
  ReturnStatus,
} from '../../generated/resolvers-types';
import { FormData } from 'undici';
import type { FormFields } from '../../kernel/upstream/rest-client';
import { refusalOf } from '../../kernel/upstream/upstream-error';
import type { ReturnQuantityExceededModel } from './returns.models';

const STATUSES: Record<ReturnStatus, RestStatus> = {
  REQUESTED: 'richiesto',
  APPROVED: 'approvato',
  PARTLY_APPROVED: 'approvato_parziale',
  REJECTED: 'rifiutato',
};
const REASONS: Record<ReturnReason, RestReason> = {
  DAMAGED: 'danneggiato',
  WRONG_ITEM: 'errato',
  FAULTY: 'difettoso',
  NOT_ORDERED: 'non_ordinato',
  OTHER: 'altro',
};
const SORT: Record<ReturnSortField, RestSort> = {
  REQUESTED: 'data',
  UPDATED: 'aggiornato',
  NUMBER: 'numero',
  CLIENT: 'cliente',
  STATUS: 'stato',
};
const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
const STATUS_OF = invert(STATUSES);
const REASON_OF = invert(REASONS);
const SIDE_OF: Record<'cliente' | 'staff', ReturnSide> = { cliente: 'CUSTOMER', staff: 'STAFF' };

export const toReturnStatus = (status: RestStatus): ReturnStatus => STATUS_OF[status];
export const toReturnReason = (reason: RestReason): ReturnReason => REASON_OF[reason];
export const toReturnSide = (side: 'cliente' | 'staff'): ReturnSide => SIDE_OF[side];
/** A GraphQL reason's REST code, or undefined for an unknown one. */
const restReason = (reason: string): RestReason | undefined =>
  (REASONS as Record<string, RestReason>)[reason];

const restLanguage = (language: string | null | undefined) => (language ?? 'IT').toLowerCase();

export const toReturnableFields = (args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  deliveryNote?: string | null;
}): FormFields => ({
  page: args.page ?? undefined,
  pageSize: args.pageSize ?? undefined,
  search: args.search ?? undefined,
  ddt: args.deliveryNote ?? undefined,
});

export function toReturnListFields(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: ReturnSort | null;
  filter?: ReturnFilter | null;
}): FormFields {
  const { filter, sort } = args;
  return {
    page: args.page ?? undefined,
    pageSize: args.pageSize ?? undefined,
    search: args.search ?? undefined,
    sort: sort ? `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}` : undefined,
    stato: filter?.status ? STATUSES[filter.status] : undefined,
    cliente: filter?.clientCode ?? undefined,
    dataDa: filter?.from ?? undefined,
    dataA: filter?.to ?? undefined,
  };
}

export const toReturnIdFields = (args: { id: string; language?: string | null }): FormFields => ({
  id: args.id,
  Lingua: restLanguage(args.language),
});

export const toMessageFields = (args: {
  id: string;
  text: string;
  language?: string | null;
}): FormFields => ({
  id: args.id,
  testo: args.text,
  Lingua: restLanguage(args.language),
});

export const toApproveFields = (args: {
  id: string;
  lines?: readonly ReturnApprovedLineInput[] | null;
  note?: string | null;
  language?: string | null;
}): FormFields => ({
  id: args.id,
  righe: args.lines ? JSON.stringify(args.lines.map((l) => ({ riga: l.line, qta: l.quantity }))) : undefined,
  nota: args.note ?? undefined,
  Lingua: restLanguage(args.language),
});

export const toRejectFields = (args: {
  id: string;
  reason: string;
  language?: string | null;
}): FormFields => ({
  id: args.id,
  motivo: args.reason,
  Lingua: restLanguage(args.language),
});

/** The API's field names → the GraphQL arguments (and the upload form's fields). */
const FIELDS: Record<string, string> = {
  id: 'id',
  testo: 'text',
  motivo: 'reason',
  nota: 'note',
  note: 'note',
  righe: 'lines',
  ddt: 'deliveryNote',
  cliente: 'filter.clientCode',
  stato: 'filter.status',
  dataDa: 'filter.from',
  dataA: 'filter.to',
  search: 'search',
  sort: 'sort',
  foto: 'photo',
  fotoRiga: 'photoLine',
  nomeFile: 'photo',
};
const LINE_FIELDS: Record<string, string> = {
  qta: 'quantity',
  riga: 'line',
  ddt: 'deliveryNote',
  motivo: 'reason',
  nota: 'note',
};
export function returnField(field: string): string | undefined {
  const line = /^righe\.(\d+)\.(\w+)$/.exec(field);
  if (line) return `lines.${line[1]}.${LINE_FIELDS[line[2] ?? ''] ?? line[2]}`;
  return FIELDS[field];
}

/** A requested line as the client sent it (GraphQL's names). */
export interface RequestedReturnLine {
  deliveryNote?: unknown;
  line?: unknown;
  quantity?: unknown;
  reason?: unknown;
  note?: unknown;
}

/**
 * A refused return request as ReturnQuantityExceeded when a line asks more than is left (the API's
 * 422 on `righe.<i>.qta` with `dettagli.rendibile`), the line's note, number and quantity taken from
 * what was sent; undefined for any other refusal. requestReturn and the /uploads/return route both
 * answer it.
 */
export function returnQuantityExceeded(
  error: unknown,
  lines: readonly RequestedReturnLine[],
): ReturnQuantityExceededModel | undefined {
  const refusal = refusalOf(error, 422, /^righe\.\d+\.qta$/);
  const returnable = Number(refusal?.dettagli?.rendibile);
  if (!refusal?.field || !Number.isInteger(returnable)) return undefined;
  const index = Number(refusal.field.split('.')[1]);
  const sent = lines[index] ?? {};
  return {
    __typename: 'ReturnQuantityExceeded',
    code: 'RETURN_QUANTITY_EXCEEDED',
    message: refusal.title,
    field: `lines.${index}.quantity`,
    deliveryNote: String(sent.deliveryNote ?? ''),
    line: Number(sent.line ?? 0),
    requested: Number(sent.quantity ?? 0),
    returnable,
  };
}

/**
 * Requested lines (GraphQL's names: requestReturn's arguments, or the upload route's JSON as sent) as
 * the API's `righe` JSON; a reason that is not a ReturnReason is passed on for the API to refuse.
 */
export function toRestReturnLines(lines: readonly RequestedReturnLine[]): string {
  return JSON.stringify(
    lines.map((l) => ({
      ddt: l.deliveryNote,
      riga: l.line,
      qta: l.quantity,
      motivo: typeof l.reason === 'string' ? (restReason(l.reason) ?? l.reason) : l.reason,
      nota: l.note ?? undefined,
    })),
  );
}

/** requestReturn's arguments as the API's multipart form (no photo: that is the upload route's). */
export function toRequestForm(args: {
  lines: readonly ReturnRequestLineInput[];
  note?: string | null;
  language?: string | null;
}): FormData {
  const form = new FormData();
  form.append('righe', toRestReturnLines(args.lines));
  form.append('note', args.note ?? '');
  form.append('Lingua', restLanguage(args.language));
  return form;
}
