// The client directory and the client record: thin resolvers over the REST calls; a record out of the
// user's reach is null (the API's 404), a refused value BAD_USER_INPUT on the GraphQL argument.
import { REST_PATHS } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { UpstreamError, renameFields } from '../../kernel/upstream/upstream-error';
import { companyIdentityResolvers } from '../users';
import {
  addressFields,
  companyFields,
  contactFields,
  editField,
  listField,
  termsFields,
  toClientOrder,
  toListFields,
  toPriceList,
} from './clients.mapping';

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
};
const asListError = (error: unknown) => renameFields(error, listField);
const asEditError = (error: unknown) => renameFields(error, editField);

export const clientsResolvers: Resolvers = {
  Query: {
    clients: (_root, args, { upstream }) => upstream.clients(toListFields(args)).catch(asListError),
    client: (_root, { code }, { upstream }) =>
      upstream.client(code.trim()).catch(nullWhenNotFound).catch(asEditError),
  },
  Mutation: {
    updateClientCompany: (_root, { code, input }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsUpdate, { codice: code, ...companyFields(input) })
        .catch(asEditError),
    addClientDeliveryAddress: (_root, { code, input }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsAddressAdd, { codice: code, ...addressFields(input) })
        .catch(asEditError),
    updateClientDeliveryAddress: (_root, { code, addressCode, input }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsAddressUpdate, {
          codice: code,
          destinazione: addressCode,
          ...addressFields(input),
        })
        .catch(asEditError),
    removeClientDeliveryAddress: (_root, { code, addressCode }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsAddressRemove, { codice: code, destinazione: addressCode })
        .catch(asEditError),
    addClientContact: (_root, { code, input }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsContactAdd, { codice: code, ...contactFields(input) })
        .catch(asEditError),
    updateClientContact: (_root, { code, contactId, input }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsContactUpdate, { codice: code, id: contactId, ...contactFields(input) })
        .catch(asEditError),
    removeClientContact: (_root, { code, contactId }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsContactRemove, { codice: code, id: contactId })
        .catch(asEditError),
    addClientNote: (_root, { code, text }, { upstream }) =>
      upstream.editClient(REST_PATHS.clientsNoteAdd, { codice: code, testo: text }).catch(asEditError),
    updateClientTerms: (_root, { code, input }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsTerms, { codice: code, ...termsFields(input) })
        .catch(asEditError),
    assignClientAgent: (_root, { code, agentCode }, { upstream }) =>
      upstream
        .editClient(REST_PATHS.clientsAssign, { codice: code, agente: agentCode ?? '' })
        .catch(asEditError),
  },
  ClientSummary: {
    code: (c) => c.codice,
    name: (c) => c.ragioneSociale,
    vatNumber: (c) => c.partitaIva,
    city: (c) => c.citta,
    province: (c) => c.provincia,
    agent: (c) => (c.agente ? { code: c.agente.codice, name: c.agente.nome } : null),
    priceList: (c) => toPriceList(c.listino),
    discounts: (c) => c.sconti,
    lastOrderAt: (c) => c.ultimoOrdine,
    ordersThisYear: (c) => c.ordiniAnno,
    turnoverThisYear: (c) => c.fatturatoAnno,
    creditLimit: (c) => c.fido,
    exposure: (c) => c.esposizione,
    overCreditLimit: (c) => c.fidoSuperato === 'S',
  },
  ClientRecord: {
    ...companyIdentityResolvers,
    priceList: (c) => toPriceList(c.listino),
    discounts: (c) => c.sconti,
    paymentTerms: (c) => c.pagamento,
    agent: ({ agente: a }) =>
      a ? { code: a.codice, name: a.nome, email: a.email, phone: a.telefono } : null,
    creditLimit: (c) => c.fido,
    exposure: ({ esposizione: e }) => ({
      openOrders: e.ordiniAperti,
      openOrderCount: e.numeroOrdiniAperti,
      unpaid: e.partiteAperte,
      overdue: e.scaduto,
      total: e.totale,
      available: e.disponibile,
      overCreditLimit: e.superato === 'S',
    }),
    clientSince: (c) => c.clienteDal,
    lastOrderAt: (c) => c.ultimoOrdine,
    ordersThisYear: (c) => c.ordiniAnno,
    turnoverThisYear: (c) => c.fatturatoAnno,
    contacts: (c) =>
      c.contatti.map((k) => ({
        id: String(k.id),
        name: k.nome,
        role: k.ruolo,
        email: k.email,
        phone: k.telefono,
      })),
    notes: (c) =>
      c.note.map((n) => ({ id: String(n.id), text: n.testo, author: n.autore, createdAt: n.data })),
    openItems: (c) =>
      c.partite.map((p) => ({
        id: String(p.id),
        document: p.documento,
        issuedOn: p.emissione,
        dueOn: p.scadenza,
        amount: p.importo,
        paid: p.pagato,
        owed: p.residuo,
        overdue: p.scaduta === 'S',
      })),
    latestOrders: (c) => c.ultimiOrdini.map(toClientOrder),
    openOrders: (c) => c.ordiniAperti.map(toClientOrder),
  },
};
