// Supplier management: GraphQL arguments <-> the REST contract's fields, in one place.
import type {
  SupplierProductSortField as RestProductSort,
  SupplierSortField as RestSort,
} from '@shop/contract';
import type {
  SupplierContactInput,
  SupplierCreateInput,
  SupplierFilter,
  SupplierInput,
  SupplierProductSort,
  SupplierProductSortField,
  SupplierSort,
  SupplierSortField,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';

const SORT: Record<SupplierSortField, RestSort> = {
  CODE: 'codice',
  NAME: 'ragioneSociale',
  VAT_NUMBER: 'partitaIva',
  CITY: 'citta',
  PROVINCE: 'provincia',
  PRODUCT_COUNT: 'prodotti',
};
const PRODUCT_SORT: Record<SupplierProductSortField, RestProductSort> = {
  CODE: 'codice',
  DESCRIPTION: 'descrizione',
  BRAND: 'marca',
  STOCK: 'giacenza',
  LIST_PRICE: 'prezzo',
};

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;
/** "-field" for descending, as the REST list conventions have it. */
const restSort = <F extends string>(
  sort: { field: F; direction?: string } | null | undefined,
  names: Record<F, string>,
) => (sort ? `${sort.direction === 'DESC' ? '-' : ''}${names[sort.field]}` : undefined);

interface Paging {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
}

export function toListFields(
  args: Paging & { sort?: SupplierSort | null; filter?: SupplierFilter | null },
): FormFields {
  const active = args.filter?.active;
  return {
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: orUndefined(args.search),
    sort: restSort(args.sort, SORT),
    attivo: active === true ? 'S' : active === false ? 'N' : undefined,
    citta: orUndefined(args.filter?.city),
  };
}

export function toProductFields(
  code: string,
  args: Paging & { sort?: SupplierProductSort | null; language?: string | null },
): FormFields {
  return {
    codice: code,
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: orUndefined(args.search),
    sort: restSort(args.sort, PRODUCT_SORT),
    Lingua: (args.language ?? 'IT').toLowerCase(),
  };
}

export function companyFields(input: SupplierInput | SupplierCreateInput): FormFields {
  return {
    ragioneSociale: orUndefined(input.name),
    partitaIva: orUndefined(input.vatNumber),
    email: orUndefined(input.email),
    telefono: orUndefined(input.phone),
    indirizzo: orUndefined(input.street),
    cap: orUndefined(input.postcode),
    citta: orUndefined(input.city),
    provincia: orUndefined(input.province),
    nazione: orUndefined(input.country),
  };
}

export function contactFields(input: SupplierContactInput): FormFields {
  return {
    nome: input.name,
    ruolo: orUndefined(input.role),
    email: orUndefined(input.email),
    telefono: orUndefined(input.phone),
  };
}

/** REST fields → the GraphQL arguments the client sent (so a form shows the message at its field). */
const LIST_FIELDS: Record<string, string> = {
  search: 'search',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
  attivo: 'filter.active',
  citta: 'filter.city',
  codice: 'code',
};
const EDIT_FIELDS: Record<string, string> = {
  ragioneSociale: 'input.name',
  partitaIva: 'input.vatNumber',
  email: 'input.email',
  telefono: 'input.phone',
  indirizzo: 'input.street',
  cap: 'input.postcode',
  citta: 'input.city',
  provincia: 'input.province',
  nazione: 'input.country',
  nome: 'input.name',
  ruolo: 'input.role',
  id: 'contactId',
  codice: 'code',
};
export const listField = (field: string) => LIST_FIELDS[field];
export const editField = (field: string) => EDIT_FIELDS[field];
/** createSupplier names its code inside the input. */
export const createField = (field: string) => (field === 'codice' ? 'input.code' : EDIT_FIELDS[field]);
