// The client directory and record: GraphQL arguments <-> the REST contract's fields, in one place.
import type {
  ClientOrder as RestClientOrder,
  ClientSortField as RestSortField,
  PriceList as RestPriceList,
} from '@shop/contract';
import type {
  ClientCompanyInput,
  ClientContactInput,
  ClientFilter,
  ClientSort,
  ClientSortField,
  ClientTermsInput,
  DeliveryAddressInput,
  PriceList,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';
import { toOrderChannel, toOrderStatus } from '../orders';

export const toPriceList = (list: RestPriceList): PriceList => list.toUpperCase() as PriceList;
export const toRestPriceList = (list: PriceList): RestPriceList => list.toLowerCase() as RestPriceList;

const SORT: Record<ClientSortField, RestSortField> = {
  CODE: 'codice',
  NAME: 'ragioneSociale',
  VAT_NUMBER: 'partitaIva',
  CITY: 'citta',
  PROVINCE: 'provincia',
  AGENT: 'agente',
  PRICE_LIST: 'listino',
  DISCOUNTS: 'sconti',
  LAST_ORDER: 'ultimoOrdine',
  TURNOVER_THIS_YEAR: 'fatturatoAnno',
  CREDIT_LIMIT: 'fido',
  EXPOSURE: 'esposizione',
};

/** "-field" for descending, as the REST list conventions have it. */
export function toRestSort(sort: ClientSort | null | undefined): string | undefined {
  if (!sort) return undefined;
  return `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}`;
}

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;
const yes = (value: boolean | null | undefined) => (value ? 'S' : undefined);

export function toListFields(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: ClientSort | null;
  filter?: ClientFilter | null;
}): FormFields {
  const { filter } = args;
  return {
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: orUndefined(args.search),
    sort: toRestSort(args.sort),
    agente: orUndefined(filter?.agentCode),
    senzaAgente: yes(filter?.withoutAgent),
    listino: filter?.priceList ? toRestPriceList(filter.priceList) : undefined,
    citta: orUndefined(filter?.city),
    provincia: orUndefined(filter?.province),
    fidoSuperato: yes(filter?.overCreditLimit),
  };
}

export function companyFields(input: ClientCompanyInput): FormFields {
  return {
    ragioneSociale: orUndefined(input.name),
    partitaIva: orUndefined(input.vatNumber),
    codiceFiscale: orUndefined(input.fiscalCode),
    email: orUndefined(input.email),
    telefono: orUndefined(input.phone),
    indirizzo: orUndefined(input.street),
    cap: orUndefined(input.postcode),
    citta: orUndefined(input.city),
    provincia: orUndefined(input.province),
    nazione: orUndefined(input.country),
  };
}

export function addressFields(input: DeliveryAddressInput): FormFields {
  return {
    descrizione: input.name,
    indirizzo: input.street,
    cap: input.postcode,
    citta: input.city,
    provincia: orUndefined(input.province),
    nazione: orUndefined(input.country),
    predefinito: input.isDefault ? 'S' : 'N',
  };
}

export function contactFields(input: ClientContactInput): FormFields {
  return {
    nome: input.name,
    ruolo: orUndefined(input.role),
    email: orUndefined(input.email),
    telefono: orUndefined(input.phone),
  };
}

export function termsFields(input: ClientTermsInput): FormFields {
  return {
    listino: input.priceList ? toRestPriceList(input.priceList) : undefined,
    sconti: orUndefined(input.discounts),
    pagamento: orUndefined(input.paymentTerms),
    fido: input.removeCreditLimit ? '' : orUndefined(input.creditLimit),
  };
}

/** REST fields → the GraphQL arguments the client sent (so a form can show the message at its field). */
export const CLIENT_FIELDS: Record<string, string> = {
  codice: 'code',
  search: 'search',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
  senzaAgente: 'filter.withoutAgent',
  citta: 'filter.city',
  provincia: 'filter.province',
  listino: 'filter.priceList',
  fidoSuperato: 'filter.overCreditLimit',
};
const INPUT_FIELDS: Record<string, string> = {
  ragioneSociale: 'input.name',
  partitaIva: 'input.vatNumber',
  codiceFiscale: 'input.fiscalCode',
  email: 'input.email',
  telefono: 'input.phone',
  indirizzo: 'input.street',
  cap: 'input.postcode',
  citta: 'input.city',
  provincia: 'input.province',
  nazione: 'input.country',
  descrizione: 'input.name',
  predefinito: 'input.isDefault',
  nome: 'input.name',
  ruolo: 'input.role',
  listino: 'input.priceList',
  sconti: 'input.discounts',
  pagamento: 'input.paymentTerms',
  fido: 'input.creditLimit',
  destinazione: 'addressCode',
  id: 'contactId',
  testo: 'text',
  agente: 'agentCode',
  codice: 'code',
};
/** The list's names (filters) and the edits' names (inputs). */
export const listField = (field: string) => (field === 'agente' ? 'filter.agentCode' : CLIENT_FIELDS[field]);
export const editField = (field: string) => INPUT_FIELDS[field];

export function toClientOrder(o: RestClientOrder) {
  return {
    number: o.numero,
    placedAt: o.data,
    status: toOrderStatus(o.stato),
    channel: toOrderChannel(o.canale),
    placedBy: o.inseritoDa,
    total: o.totale,
    lineCount: o.righe,
    units: o.pezzi,
  };
}
