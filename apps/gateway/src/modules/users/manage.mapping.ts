// User management: GraphQL arguments <-> the REST contract's fields, in one place.
import type { UserSortField as RestSort, UserState } from '@shop/contract';
import type {
  CreateUserInput,
  ManagedUserFilter,
  ManagedUserSort,
  ManagedUserSortField,
  ManagedUserState,
  UpdateUserInput,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';

const SORT: Record<ManagedUserSortField, RestSort> = {
  CODE: 'codice',
  NAME: 'nome',
  TYPE: 'tipo',
  EMAIL: 'email',
  CLIENT: 'cliente',
  LAST_LOGIN: 'ultimoAccesso',
  CREATED: 'creato',
};
const STATE: Record<ManagedUserState, UserState> = {
  ACTIVE: 'attivo',
  DEACTIVATED: 'disattivato',
  LOCKED: 'bloccato',
};

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;
const yesNo = (value: boolean | null | undefined) =>
  value === true ? 'S' : value === false ? 'N' : undefined;
const lower = (value: string | null | undefined) => value?.toLowerCase();

export function toListFields(args: {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sort?: ManagedUserSort | null;
  filter?: ManagedUserFilter | null;
}): FormFields {
  const { sort, filter } = args;
  return {
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: orUndefined(args.search),
    sort: sort ? `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}` : undefined,
    tipo: orUndefined(filter?.type),
    stato: filter?.state ? STATE[filter.state] : undefined,
    cliente: orUndefined(filter?.clientCode),
  };
}

function userFields(input: CreateUserInput | UpdateUserInput): FormFields {
  return {
    tipo: orUndefined(input.type),
    nome: orUndefined(input.firstName),
    cognome: orUndefined(input.lastName),
    email: orUndefined(input.email),
    lingua: lower(input.language),
    cliente: orUndefined(input.clientCode),
    agente: orUndefined(input.agentCode),
    promozioni: yesNo(input.canSeePromotions),
  };
}

export function createFields(input: CreateUserInput): FormFields {
  return { codice: input.code, ...userFields(input), password: orUndefined(input.temporaryPassword) };
}

export const updateFields = (code: string, input: UpdateUserInput): FormFields => ({
  codice: code,
  ...userFields(input),
});

/** REST fields → the GraphQL arguments the client sent (so a form shows the message at its field). */
const LIST_FIELDS: Record<string, string> = {
  search: 'search',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
  tipo: 'filter.type',
  stato: 'filter.state',
  cliente: 'filter.clientCode',
};
const INPUT_FIELDS: Record<string, string> = {
  tipo: 'input.type',
  nome: 'input.firstName',
  cognome: 'input.lastName',
  email: 'input.email',
  lingua: 'input.language',
  cliente: 'input.clientCode',
  agente: 'input.agentCode',
  promozioni: 'input.canSeePromotions',
};
export const listField = (field: string) => LIST_FIELDS[field];
/** updateUser and the calls naming one user: `code` is an argument of its own. */
export const editField = (field: string) =>
  field === 'codice' ? 'code' : field === 'password' ? 'temporaryPassword' : INPUT_FIELDS[field];
/** createUser: everything, the code and the password included, is in `input`. */
export const createField = (field: string) =>
  field === 'codice' ? 'input.code' : field === 'password' ? 'input.temporaryPassword' : INPUT_FIELDS[field];
