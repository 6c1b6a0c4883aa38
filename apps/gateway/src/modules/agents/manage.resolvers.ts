// The sales agents: list, one agent, management's changes. A list row loads the agent's record (once
// per agent and request) only when a record-only field (months, clients over the limit) is asked for.
import type { AgentSortField as RestSortField } from '@shop/contract';
import type { GatewayContext } from '../../kernel/context/context';
import type { AgentSortField, Resolvers } from '../../generated/resolvers-types';
import { UpstreamError, renameFields } from '../../kernel/upstream/upstream-error';
import { listField, toListFields } from '../clients';
import { isAgentRecord, type AgentModel } from './agents.models';

const SORT: Record<AgentSortField, RestSortField> = {
  CODE: 'codice',
  NAME: 'nome',
  CLIENT_COUNT: 'clienti',
  ORDERS_THIS_MONTH: 'ordiniMese',
  TURNOVER_THIS_MONTH: 'fatturatoMese',
  ORDERS_THIS_YEAR: 'ordiniAnno',
  TURNOVER_THIS_YEAR: 'fatturatoAnno',
  MAX_DISCOUNT: 'scontoMassimo',
};
const FIELDS: Record<string, string> = {
  codice: 'code',
  nome: 'input.name',
  email: 'input.email',
  telefono: 'input.phone',
  scontoMassimo: 'input.maxDiscount',
  search: 'search',
  sort: 'sort',
  page: 'page',
  pageSize: 'pageSize',
};
const asAgentError = (error: unknown) => renameFields(error, (field) => FIELDS[field]);
const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

async function recordOf(agent: AgentModel, { loaders }: GatewayContext) {
  return isAgentRecord(agent) ? agent : loaders.agentByCode.load(agent.codice);
}

export const agentsResolvers: Resolvers = {
  Query: {
    agents: (_root, { page, pageSize, search, sort }, { upstream }) =>
      upstream
        .agents({
          page: page ?? 1,
          pageSize: pageSize ?? 50,
          search: orUndefined(search),
          sort: sort ? `${sort.direction === 'DESC' ? '-' : ''}${SORT[sort.field]}` : undefined,
        })
        .catch(asAgentError),
    agent: (_root, { code }, { upstream }) =>
      upstream.agent(code.trim()).catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 404) return null;
        return asAgentError(error);
      }),
  },
  Mutation: {
    updateAgent: (_root, { code, input }, { upstream }) =>
      upstream
        .updateAgent({
          codice: code,
          nome: orUndefined(input.name),
          email: orUndefined(input.email),
          telefono: orUndefined(input.phone),
          scontoMassimo: orUndefined(input.maxDiscount),
        })
        .catch(asAgentError),
  },
  Agent: {
    code: (a) => a.codice,
    name: (a) => a.nome,
    email: (a) => a.email,
    phone: (a) => a.telefono,
    maxDiscount: (a) => a.scontoMassimo,
    username: (a) => a.utente,
    clientCount: (a) => a.clienti,
    ordersThisMonth: (a) => a.ordiniMese,
    turnoverThisMonth: (a) => a.fatturatoMese,
    ordersThisYear: (a) => a.ordiniAnno,
    turnoverThisYear: (a) => a.fatturatoAnno,
    months: async (a, _args, context) =>
      (await recordOf(a, context)).mesi.map((m) => ({
        month: m.mese,
        orders: m.ordini,
        turnover: m.fatturato,
      })),
    clientsOverCreditLimit: async (a, _args, context) => (await recordOf(a, context)).clientiFidoSuperato,
    clients: (a, args, { upstream }) =>
      upstream
        .clients(toListFields({ ...args, filter: { agentCode: a.codice } }))
        .catch((error: unknown) => renameFields(error, listField)),
  },
};
