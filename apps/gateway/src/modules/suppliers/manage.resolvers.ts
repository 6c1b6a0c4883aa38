// Supplier management: thin resolvers over the REST calls; an unknown supplier is null (the API's 404),
// a refused value BAD_USER_INPUT on the GraphQL argument.
import { REST_PATHS } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { UpstreamError, renameFields } from '../../kernel/upstream/upstream-error';
import {
  companyFields,
  contactFields,
  createField,
  editField,
  listField,
  toListFields,
  toProductFields,
} from './suppliers.mapping';

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
};
const asListError = (error: unknown) => renameFields(error, listField);
const asEditError = (error: unknown) => renameFields(error, editField);

export const suppliersResolvers: Resolvers = {
  Query: {
    suppliers: (_root, args, { upstream }) => upstream.suppliers.list(toListFields(args)).catch(asListError),
    supplier: (_root, { code }, { upstream }) =>
      upstream.suppliers.detail(code.trim()).catch(nullWhenNotFound).catch(asEditError),
  },
  Mutation: {
    createSupplier: (_root, { input }, { upstream }) =>
      upstream.suppliers
        .edit(REST_PATHS.suppliersCreate, { codice: input.code, ...companyFields(input) })
        .catch((error: unknown) => renameFields(error, createField)),
    updateSupplier: (_root, { code, input }, { upstream }) =>
      upstream.suppliers
        .edit(REST_PATHS.suppliersUpdate, { codice: code, ...companyFields(input) })
        .catch(asEditError),
    deactivateSupplier: (_root, { code }, { upstream }) =>
      upstream.suppliers.edit(REST_PATHS.suppliersDeactivate, { codice: code }).catch(asEditError),
    reactivateSupplier: (_root, { code }, { upstream }) =>
      upstream.suppliers.edit(REST_PATHS.suppliersReactivate, { codice: code }).catch(asEditError),
    addSupplierContact: (_root, { code, input }, { upstream }) =>
      upstream.suppliers
        .edit(REST_PATHS.suppliersContactAdd, { codice: code, ...contactFields(input) })
        .catch(asEditError),
    updateSupplierContact: (_root, { code, contactId, input }, { upstream }) =>
      upstream.suppliers
        .edit(REST_PATHS.suppliersContactUpdate, { codice: code, id: contactId, ...contactFields(input) })
        .catch(asEditError),
    removeSupplierContact: (_root, { code, contactId }, { upstream }) =>
      upstream.suppliers
        .edit(REST_PATHS.suppliersContactRemove, { codice: code, id: contactId })
        .catch(asEditError),
  },
  SupplierSummary: {
    code: (s) => s.codice,
    name: (s) => s.ragioneSociale,
    vatNumber: (s) => s.partitaIva,
    email: (s) => s.email,
    phone: (s) => s.telefono,
    city: (s) => s.citta,
    province: (s) => s.provincia,
    productCount: (s) => s.prodotti,
    active: (s) => s.attivo === 'S',
  },
  SupplierRecord: {
    code: (s) => s.codice,
    name: (s) => s.ragioneSociale,
    vatNumber: (s) => s.partitaIva,
    email: (s) => s.email,
    phone: (s) => s.telefono,
    street: (s) => s.indirizzo,
    postcode: (s) => s.cap,
    city: (s) => s.citta,
    province: (s) => s.provincia,
    country: (s) => s.nazione,
    productCount: (s) => s.prodotti,
    active: (s) => s.attivo === 'S',
    createdAt: (s) => s.creato,
    contacts: (s) =>
      s.contatti.map((c) => ({
        id: String(c.id),
        name: c.nome,
        role: c.ruolo,
        email: c.email,
        phone: c.telefono,
      })),
    products: (s, args, { upstream }) =>
      upstream.suppliers.products(toProductFields(s.codice, args)).catch(asListError),
  },
  SupplierProduct: {
    code: (p) => p.codice,
    description: (p) => p.descrizione,
    brand: (p) => p.marca,
    unit: (p) => p.um,
    stock: (p) => p.giacenza,
    listPrice: (p) => p.prezzo,
    active: (p) => p.attivo === 'S',
  },
};
