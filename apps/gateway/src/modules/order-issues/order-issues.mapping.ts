// Issues on orders: GraphQL arguments <-> the REST contract's fields, in one place.
import type {
  OrderIssueKind as RestKind,
  OrderIssueSide as RestSide,
  OrderIssueStatus as RestStatus,
  OrderIssuesSortField as RestSort,
} from '@shop/contract';
import type {
  OrderIssueFilter,
  OrderIssueKind,
  OrderIssueSide,
  OrderIssueSort,
  OrderIssueSortField,
  OrderIssueStatus,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';

const KINDS: Record<OrderIssueKind, RestKind> = {
  DAMAGED: 'danneggiato',
  MISSING: 'mancante',
  WRONG_ITEM: 'articolo_errato',
  LATE: 'ritardo',
  OTHER: 'altro',
};
const STATUSES: Record<OrderIssueStatus, RestStatus> = {
  OPEN: 'aperta',
  IN_PROGRESS: 'in_lavorazione',
  CLOSED: 'chiusa',
};
const SORT: Record<OrderIssueSortField, RestSort> = {
  UPDATED: 'aggiornata',
  OPENED: 'aperta',
  ORDER: 'numero',
  CLIENT: 'cliente',
  STATUS: 'stato',
  KIND: 'tipo',
};
const invert = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
const KIND_OF = invert(KINDS);
const STATUS_OF = invert(STATUSES);
const SIDE_OF: Record<RestSide, OrderIssueSide> = { cliente: 'CUSTOMER', staff: 'STAFF' };

export const toIssueKind = (kind: RestKind): OrderIssueKind => KIND_OF[kind];
export const toIssueStatus = (status: RestStatus): OrderIssueStatus => STATUS_OF[status];
export const toIssueSide = (side: RestSide): OrderIssueSide => SIDE_OF[side];

const restLanguage = (language: string | null | undefined) => (language ?? 'IT').toLowerCase();

export function toIssueListFields(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: OrderIssueSort | null;
  filter?: OrderIssueFilter | null;
  language?: string | null;
}): FormFields {
  const { filter, sort } = args;
  return {
    page: args.page ?? undefined,
    pageSize: args.pageSize ?? undefined,
    search: args.search ?? undefined,
    sort: sort ? `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}` : undefined,
    stato: filter?.status ? STATUSES[filter.status] : undefined,
    tipo: filter?.kind ? KINDS[filter.kind] : undefined,
    cliente: filter?.clientCode ?? undefined,
    aperte: filter?.openOnly ? 'S' : undefined,
    Lingua: restLanguage(args.language),
  };
}

export function toOpenFields(args: {
  orderNumber: string;
  line?: number | null;
  kind: OrderIssueKind;
  text: string;
  language?: string | null;
}): FormFields {
  return {
    numero: args.orderNumber.trim(),
    riga: args.line ?? undefined,
    tipo: KINDS[args.kind],
    testo: args.text,
    Lingua: restLanguage(args.language),
  };
}

export const toReplyFields = (args: { id: string; text: string; language?: string | null }): FormFields => ({
  id: args.id,
  testo: args.text,
  Lingua: restLanguage(args.language),
});

export const toSetStatusFields = (args: {
  id: string;
  status: OrderIssueStatus;
  text?: string | null;
  language?: string | null;
}): FormFields => ({
  id: args.id,
  stato: STATUSES[args.status],
  testo: args.text ?? undefined,
  Lingua: restLanguage(args.language),
});

export const toOrderIssuesFields = (number: string, language?: string | null): FormFields => ({
  numero: number,
  Lingua: restLanguage(language),
});

/** The API's field names → the GraphQL arguments. */
const FIELDS: Record<string, string> = {
  numero: 'orderNumber',
  riga: 'line',
  tipo: 'kind',
  testo: 'text',
  stato: 'status',
  id: 'id',
  cliente: 'filter.clientCode',
  search: 'search',
  sort: 'sort',
};
export const issueField = (field: string) => FIELDS[field];
