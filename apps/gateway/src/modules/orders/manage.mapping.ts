// Staff order management: GraphQL arguments <-> the REST contract's fields, in one place.
import type {
  BackordersSortField as RestBackorderSort,
  DocumentListType,
  OrdersSortField as RestOrderSort,
  OrderRecord,
  PORTO,
  TRANSPORT_BY,
} from '@shop/contract';
import type {
  BackorderFilter,
  Carriage,
  MutationEditOrderLinesArgs,
  MutationInvoiceDeliveryNotesArgs,
  MutationSetOrderStatusArgs,
  MutationShipOrderArgs,
  TransportBy,
  BackorderSort,
  BackorderSortField,
  ManagedOrderFilter,
  ManagedOrderSort,
  ManagedOrderSortField,
  OrderDocumentFilter,
  OrderDocumentKind,
  OrderNextStep,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';
import { toRestStatus } from './order.mapping';

const ORDER_SORT: Record<ManagedOrderSortField, RestOrderSort> = {
  NUMBER: 'numero',
  DATE: 'data',
  CLIENT: 'cliente',
  AGENT: 'agente',
  CHANNEL: 'canale',
  STATUS: 'stato',
  TOTAL: 'totale',
};
const BACKORDER_SORT: Record<BackorderSortField, RestBackorderSort> = {
  ORDER_DATE: 'data',
  ORDER_NUMBER: 'ordine',
  CLIENT: 'cliente',
  AGENT: 'agente',
  PRODUCT_CODE: 'codice',
  REMAINING: 'residua',
  EXPECTED_DATE: 'dataPrevista',
};
// A credit note's detail is read like the other documents; its PDF through its return (REST returns.ts).
const DOCUMENT_KIND: Record<OrderDocumentKind, DocumentListType> = {
  DDT: 'ddt',
  INVOICE: 'fattura',
  CREDIT_NOTE: 'nc',
};

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;
/** "-field" for descending, as the REST list conventions have it. */
const restSort = <F extends string>(
  sort: { field: F; direction?: string } | null | undefined,
  names: Record<F, string>,
) => (sort ? `${sort.direction === 'DESC' ? '-' : ''}${names[sort.field]}` : undefined);
const restLanguage = (language: string | null | undefined) => (language ?? 'IT').toLowerCase();

interface Paging {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
}
const paging = (args: Paging): FormFields => ({
  page: args.page ?? 1,
  pageSize: args.pageSize ?? 50,
  search: orUndefined(args.search),
});

export function toOrderListFields(
  args: Paging & { sort?: ManagedOrderSort | null; filter?: ManagedOrderFilter | null },
): FormFields {
  const filter = args.filter ?? {};
  return {
    ...paging(args),
    sort: restSort(args.sort, ORDER_SORT),
    // An empty list asks for no status filter, as null does.
    stato: filter.statuses?.length ? filter.statuses.map(toRestStatus).join(',') : undefined,
    aperti: filter.open === true ? 'S' : filter.open === false ? 'N' : undefined,
    cliente: orUndefined(filter.clientCode),
    agente: orUndefined(filter.agentCode),
    canale: filter.channel ? filter.channel.toLowerCase() : undefined,
    dataDa: orUndefined(filter.from),
    dataA: orUndefined(filter.to),
  };
}

export const toOrderDetailFields = (number: string, language?: string | null): FormFields => ({
  numero: number.trim(),
  Lingua: restLanguage(language),
});

export function toBackorderFields(
  args: Paging & { sort?: BackorderSort | null; filter?: BackorderFilter | null },
): FormFields {
  return {
    ...paging(args),
    sort: restSort(args.sort, BACKORDER_SORT),
    cliente: orUndefined(args.filter?.clientCode),
    agente: orUndefined(args.filter?.agentCode),
    codice: orUndefined(args.filter?.productCode),
  };
}

export function toDocumentListFields(args: Paging & { filter?: OrderDocumentFilter | null }): FormFields {
  const kind = args.filter?.kind;
  return {
    ...paging(args),
    cliente: orUndefined(args.filter?.clientCode),
    tipo: kind ? DOCUMENT_KIND[kind] : undefined,
    ordine: orUndefined(args.filter?.orderNumber),
  };
}

export const toDocumentDetailFields = (
  kind: OrderDocumentKind,
  number: string,
  language?: string | null,
): FormFields => ({ tipo: DOCUMENT_KIND[kind], numero: number.trim(), Lingua: restLanguage(language) });

const KIND_OF: Record<DocumentListType, OrderDocumentKind> = {
  ddt: 'DDT',
  fattura: 'INVOICE',
  nc: 'CREDIT_NOTE',
};
export const toDocumentKind = (tipo: DocumentListType): OrderDocumentKind => KIND_OF[tipo];

/** The REST answer's `azioni` as the steps the viewer may take next. */
export function toNextSteps(order: OrderRecord): OrderNextStep[] {
  const steps: OrderNextStep[] = [];
  for (const to of order.azioni.stati) {
    if (to === 'confermato') steps.push('CONFIRM');
    else if (to === 'in_preparazione') steps.push('PREPARE');
    else if (to === 'annullato') steps.push('CANCEL');
    else if (to === 'spedito' && order.stato === 'spedito_parziale') steps.push('CLOSE_REST');
  }
  if (order.azioni.modificaRighe) steps.push('EDIT_LINES');
  if (order.azioni.spedizione) steps.push('SHIP');
  if (order.azioni.approvazione) steps.push('APPROVE', 'REJECT');
  return steps;
}

/** REST fields → the GraphQL arguments the client sent (so a form shows the message at its field). */
const ORDER_LIST_FIELDS: Record<string, string> = {
  search: 'search',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
  stato: 'filter.statuses',
  aperti: 'filter.open',
  cliente: 'filter.clientCode',
  agente: 'filter.agentCode',
  canale: 'filter.channel',
  dataDa: 'filter.from',
  dataA: 'filter.to',
  numero: 'number',
  Lingua: 'language',
};
const BACKORDER_FIELDS: Record<string, string> = {
  search: 'search',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
  cliente: 'filter.clientCode',
  agente: 'filter.agentCode',
  codice: 'filter.productCode',
};
const DOCUMENT_FIELDS: Record<string, string> = {
  page: 'page',
  pageSize: 'pageSize',
  cliente: 'filter.clientCode',
  tipo: 'filter.kind',
  ordine: 'filter.orderNumber',
  Lingua: 'language',
};
export const orderField = (field: string) => ORDER_LIST_FIELDS[field];
export const backorderField = (field: string) => BACKORDER_FIELDS[field];
export const documentField = (field: string) => DOCUMENT_FIELDS[field];
/** orderDocument names its key at the top level. */
export const documentDetailField = (field: string) =>
  field === 'tipo' ? 'kind' : field === 'numero' ? 'number' : DOCUMENT_FIELDS[field];

// ---- the calls that move an order along its life ----

const CARRIAGE: Record<Carriage, (typeof PORTO)[number]> = { PAID: 'franco', FORWARD: 'assegnato' };
const TRANSPORT: Record<TransportBy, (typeof TRANSPORT_BY)[number]> = {
  SENDER: 'mittente',
  RECIPIENT: 'destinatario',
  CARRIER: 'vettore',
};

export function toSetStatusFields(args: MutationSetOrderStatusArgs): FormFields {
  return {
    numero: args.number.trim(),
    stato: toRestStatus(args.status),
    versione: args.version,
    nota: orUndefined(args.note),
    dataPrevista: orUndefined(args.expectedDate),
    Lingua: restLanguage(args.language),
  };
}

export function toEditLinesFields(args: MutationEditOrderLinesArgs): FormFields {
  return {
    numero: args.number.trim(),
    versione: args.version,
    righe: JSON.stringify(
      args.lines.map((l) => ({ codice: l.code, qta: l.quantity, sconto: orUndefined(l.extraDiscount) })),
    ),
    Lingua: restLanguage(args.language),
  };
}

export function toShipFields(args: MutationShipOrderArgs): FormFields {
  const input = args.input ?? {};
  return {
    numero: args.number.trim(),
    versione: orUndefined(args.version),
    righe: input.lines
      ? JSON.stringify(input.lines.map((l) => ({ codice: l.code, qta: l.quantity })))
      : undefined,
    colli: orUndefined(input.packages),
    peso: orUndefined(input.weightKg),
    aspetto: orUndefined(input.appearance),
    porto: input.carriage ? CARRIAGE[input.carriage] : undefined,
    trasporto: input.carriedBy ? TRANSPORT[input.carriedBy] : undefined,
    vettore: orUndefined(input.carrier),
    note: orUndefined(input.notes),
    dataPrevistaResto: orUndefined(input.restExpectedDate),
    Lingua: restLanguage(args.language),
  };
}

export function toInvoiceFields(args: MutationInvoiceDeliveryNotesArgs): FormFields {
  return {
    ddt: JSON.stringify(args.deliveryNotes.map((n) => n.trim())),
    note: orUndefined(args.notes),
    Lingua: restLanguage(args.language),
  };
}

/** "righe.2.qta" → "lines.2.quantity" (under `prefix`), with the line's own field names. */
function lineField(field: string, prefix: string, names: Record<string, string>): string | undefined {
  const [head, index, sub] = field.split('.');
  if (head !== 'righe') return undefined;
  if (index === undefined) return prefix;
  return sub === undefined ? `${prefix}.${index}` : `${prefix}.${index}.${names[sub] ?? sub}`;
}

const SET_STATUS_FIELDS: Record<string, string> = {
  numero: 'number',
  stato: 'status',
  versione: 'version',
  nota: 'note',
  dataPrevista: 'expectedDate',
  Lingua: 'language',
};
const SHIP_FIELDS: Record<string, string> = {
  numero: 'number',
  versione: 'version',
  colli: 'input.packages',
  peso: 'input.weightKg',
  aspetto: 'input.appearance',
  porto: 'input.carriage',
  trasporto: 'input.carriedBy',
  vettore: 'input.carrier',
  note: 'input.notes',
  dataPrevistaResto: 'input.restExpectedDate',
  Lingua: 'language',
};
export const setStatusField = (field: string) => SET_STATUS_FIELDS[field];
export const editLinesField = (field: string) =>
  lineField(field, 'lines', { codice: 'code', qta: 'quantity', sconto: 'extraDiscount' }) ??
  SET_STATUS_FIELDS[field];
export const shipField = (field: string) =>
  lineField(field, 'input.lines', { codice: 'code', qta: 'quantity' }) ?? SHIP_FIELDS[field];
export const invoiceField = (field: string) =>
  field.startsWith('ddt')
    ? field.replace(/^ddt/, 'deliveryNotes')
    : ({ note: 'notes', Lingua: 'language' } as Record<string, string>)[field];
