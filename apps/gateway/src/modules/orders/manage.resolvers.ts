// Staff order management: thin resolvers over the REST calls. The API keeps each user to his client
// scope: an order or document out of it is null (the API's 404) for a query and NOT_FOUND for a
// change, a list holds none of it; a refused value is BAD_USER_INPUT on the GraphQL argument.
import type { DocumentClient, DocumentIssuer } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { UpstreamError, renameFields } from '../../kernel/upstream/upstream-error';
import { toOrderChannel, toOrderStatus } from './order.mapping';
import {
  backorderField,
  documentDetailField,
  documentField,
  editLinesField,
  invoiceField,
  orderField,
  setStatusField,
  shipField,
  toBackorderFields,
  toDocumentDetailFields,
  toDocumentKind,
  toDocumentListFields,
  toEditLinesFields,
  toInvoiceFields,
  toNextSteps,
  toOrderDetailFields,
  toOrderListFields,
  toSetStatusFields,
  toShipFields,
} from './manage.mapping';

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
};
const clientRef = (c: { codice: string; ragioneSociale: string }) => ({
  code: c.codice,
  name: c.ragioneSociale,
});
const agentRef = (a: { codice: string; nome: string } | null) =>
  a ? { code: a.codice, name: a.nome } : null;
const address = (d: {
  codice: string;
  descrizione: string;
  indirizzo: string;
  cap: string;
  citta: string;
  provincia: string;
  nazione: string;
}) => ({
  code: d.codice,
  name: d.descrizione,
  street: d.indirizzo,
  postcode: d.cap,
  city: d.citta,
  province: d.provincia,
  country: d.nazione,
});
const party = (p: DocumentIssuer | DocumentClient) => ({
  code: 'codice' in p ? p.codice : '',
  name: p.ragioneSociale,
  vatNumber: p.partitaIva,
  fiscalCode: p.codiceFiscale,
  street: p.indirizzo,
  postcode: p.cap,
  city: p.citta,
  province: p.provincia,
  country: p.nazione,
});

export const ordersManagementResolvers: Resolvers = {
  Query: {
    managedOrders: (_root, args, { upstream }) =>
      upstream.ordersManagement
        .list(toOrderListFields(args))
        .catch((error: unknown) => renameFields(error, orderField)),
    managedOrder: (_root, { number, language }, { upstream }) =>
      upstream.ordersManagement
        .detail(toOrderDetailFields(number, language))
        .catch(nullWhenNotFound)
        .catch((error: unknown) => renameFields(error, orderField)),
    backorders: (_root, args, { upstream }) =>
      upstream.ordersManagement
        .backorders(toBackorderFields(args))
        .catch((error: unknown) => renameFields(error, backorderField)),
    orderDocuments: (_root, args, { upstream }) =>
      upstream.ordersManagement
        .documents(toDocumentListFields(args))
        .catch((error: unknown) => renameFields(error, documentField)),
    orderDocument: (_root, { kind, number, language }, { upstream }) =>
      upstream.ordersManagement
        .document(toDocumentDetailFields(kind, number, language))
        .catch(nullWhenNotFound)
        .catch((error: unknown) => renameFields(error, documentDetailField)),
  },
  Mutation: {
    setOrderStatus: (_root, args, { upstream }) =>
      upstream.ordersManagement
        .setStatus(toSetStatusFields(args))
        .catch((error: unknown) => renameFields(error, setStatusField)),
    editOrderLines: (_root, args, { upstream }) =>
      upstream.ordersManagement
        .editLines(toEditLinesFields(args))
        .catch((error: unknown) => renameFields(error, editLinesField)),
    shipOrder: async (_root, args, { upstream }) => {
      const shipped = await upstream.ordersManagement
        .ship(toShipFields(args))
        .catch((error: unknown) => renameFields(error, shipField));
      return { order: shipped.ordine, deliveryNote: shipped.documento };
    },
    invoiceDeliveryNotes: async (_root, args, { upstream }) => {
      const issued = await upstream.ordersManagement
        .invoice(toInvoiceFields(args))
        .catch((error: unknown) => renameFields(error, invoiceField));
      return {
        invoice: issued.documento,
        orders: issued.ordini.map((o) => ({ number: o.numero, status: toOrderStatus(o.stato) })),
      };
    },
  },
  ManagedOrderSummary: {
    number: (o) => o.numero,
    date: (o) => o.data,
    client: (o) => clientRef(o.cliente),
    agent: (o) => agentRef(o.agente),
    channel: (o) => toOrderChannel(o.canale),
    status: (o) => toOrderStatus(o.stato),
    total: (o) => o.totale,
    lineCount: (o) => o.righe,
    units: (o) => o.pezzi,
    placedBy: (o) => o.inseritoDa,
    deliveryDate: (o) => o.dataConsegna,
    expectedDate: (o) => o.dataPrevista,
    version: (o) => o.versione,
  },
  ManagedOrder: {
    number: (o) => o.numero,
    date: (o) => o.data,
    client: ({ cliente: c }) => ({
      code: c.codice,
      name: c.ragioneSociale,
      vatNumber: c.partitaIva,
      fiscalCode: c.codiceFiscale,
      email: c.email,
      phone: c.telefono,
      street: c.indirizzo,
      postcode: c.cap,
      city: c.citta,
      province: c.provincia,
      country: c.nazione,
    }),
    agent: (o) => agentRef(o.agente),
    channel: (o) => toOrderChannel(o.canale),
    status: (o) => toOrderStatus(o.stato),
    orderType: (o) => o.tipoOrdine,
    placedBy: (o) => ({ code: o.utente.codice, name: o.utente.nome, type: o.utente.tipo }),
    deliveryDate: (o) => o.dataConsegna,
    expectedDate: (o) => o.dataPrevista,
    version: (o) => o.versione,
    lines: (o) =>
      o.righeOrdine.map((l) => ({
        line: l.riga,
        code: l.codice,
        description: l.descrizione,
        unit: l.um,
        quantity: l.qta,
        freeQuantity: l.omaggio,
        shippedQuantity: l.spedita,
        openQuantity: l.residua,
        listPrice: l.prezzo,
        discounts: l.sconti,
        extraDiscount: l.scontoExtra,
        promotionCode: l.promozione,
        netPrice: l.prezzofinale,
        total: l.totale,
      })),
    deliveryAddress: (o) => address(o.destinazione),
    notes: (o) => o.note,
    priceList: (o) => o.listino,
    discounts: (o) => o.sconti,
    subtotal: (o) => o.imponibile,
    headerPromotionCode: (o) => o.promozioneTestata,
    headerDiscount: (o) => o.scontoTestata,
    total: (o) => o.totale,
    decimals: (o) => o.decimali,
    history: (o) =>
      o.storico.map((h) => ({
        status: toOrderStatus(h.stato),
        at: h.data,
        by: h.utente ? { code: h.utente.codice, name: h.utente.nome, type: h.utente.tipo } : null,
        note: h.nota,
      })),
    documents: (o) =>
      o.documenti.map((d) => ({
        kind: toDocumentKind(d.tipo),
        number: d.numero,
        date: d.data,
        invoiceNumber: d.fattura,
      })),
    nextSteps: (o) => toNextSteps(o),
  },
  Backorder: {
    orderNumber: (b) => b.ordine,
    orderDate: (b) => b.data,
    status: (b) => toOrderStatus(b.stato),
    client: (b) => clientRef(b.cliente),
    agent: (b) => agentRef(b.agente),
    line: (b) => b.riga,
    productCode: (b) => b.codice,
    description: (b) => b.descrizione,
    unit: (b) => b.um,
    ordered: (b) => b.ordinata,
    shipped: (b) => b.spedita,
    remaining: (b) => b.residua,
    openValue: (b) => b.valoreResiduo,
    expectedDate: (b) => b.dataPrevista,
  },
  OrderDocumentSummary: {
    kind: (d) => toDocumentKind(d.tipo),
    number: (d) => d.numero,
    date: (d) => d.data,
    client: (d) => clientRef(d.cliente),
    orderNumbers: (d) => d.ordini,
    lineCount: (d) => d.righe,
    units: (d) => d.pezzi,
    total: (d) => d.totale,
    invoiceNumber: (d) => d.fattura,
  },
  OrderDocument: {
    kind: (d) => toDocumentKind(d.tipo),
    number: (d) => d.numero,
    year: (d) => d.anno,
    sequence: (d) => d.progressivo,
    date: (d) => d.data,
    issuedAt: (d) => d.emessoIl,
    issuer: (d) => party(d.emittente),
    client: (d) => party(d.cliente),
    notes: (d) => d.note,
    decimals: (d) => d.decimali,
    language: (d) => (d.lingua === 'en' ? 'EN' : 'IT'),
    lines: (d) =>
      d.tipo === 'ddt'
        ? d.righe.map((l) => ({
            line: l.riga,
            orderNumber: l.ordine,
            ddtNumber: null,
            code: l.codice,
            description: l.descrizione,
            unit: l.um,
            quantity: l.qta,
            freeQuantity: l.omaggio,
          }))
        : d.righe.map((l) => ({
            line: l.riga,
            orderNumber: l.ordine,
            ddtNumber: l.ddt,
            code: l.codice,
            description: l.descrizione,
            unit: l.um,
            quantity: l.qta,
            freeQuantity: l.omaggio,
            listPrice: l.prezzoListino,
            discounts: l.sconti,
            netPrice: l.prezzo,
            amount: l.importo,
            vatRate: l.aliquotaIva,
          })),
    destination: (d) => (d.tipo === 'ddt' ? address(d.destinazione) : null),
    transport: (d) =>
      d.tipo === 'ddt'
        ? {
            reason: d.trasporto.causale,
            carriage: d.trasporto.porto,
            carriedBy: d.trasporto.aCura,
            carrier: d.trasporto.vettore,
            appearance: d.trasporto.aspetto,
            packages: d.trasporto.colli,
            weightKg: d.trasporto.peso,
            startedAt: d.trasporto.inizio,
          }
        : null,
    orders: (d) => (d.tipo === 'ddt' ? d.ordini.map((o) => ({ number: o.numero, date: o.data })) : []),
    invoice: (d) =>
      d.tipo === 'ddt' && d.fattura ? { number: d.fattura.numero, date: d.fattura.data } : null,
    // An invoice's delivery notes, or those a credit note credits.
    deliveryNotes: (d) =>
      d.tipo !== 'ddt'
        ? d.ddt.map((n) => ({
            number: n.numero,
            date: n.data,
            orderNumber: n.ordine,
            destination: address(n.destinazione),
          }))
        : [],
    totals: (d) =>
      d.tipo !== 'ddt'
        ? {
            goods: d.totali.merce,
            headerDiscount: d.totali.scontoTestata,
            taxable: d.totali.imponibile,
            vat: d.totali.iva,
            total: d.totali.totale,
          }
        : null,
    vatSummary: (d) =>
      d.tipo !== 'ddt'
        ? d.riepilogoIva.map((v) => ({ rate: v.aliquota, taxable: v.imponibile, vat: v.imposta }))
        : [],
    paymentTerms: (d) => (d.tipo === 'fattura' ? d.pagamento : null),
  },
};
