// Orders: placing one (the idempotency key forwarded as the Idempotency-Key header), the company's
// list, one by number. List items load their detail (once per order and request) only when a
// detail-only field is asked for.
import type { GatewayContext } from '../../kernel/context/context';
import type { PlaceOrderInput, Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import {
  isDetail,
  ORDER_FIELDS,
  placeOrderFailure,
  toOrderChannel,
  toOrderStatus,
  toRestStatus,
} from './order.mapping';
import type { OrderModel } from './order.models';

const lang = (language: 'IT' | 'EN' | null | undefined) => (language ? toRestLanguage(language) : undefined);
const orderField = (error: unknown) => renameFields(error, (field) => ORDER_FIELDS[field]);
const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;
const toPlaceOrderInput = (input: PlaceOrderInput) => ({
  acceptSaleConditions: input.acceptSaleConditions,
  deliveryAddressCode: orUndefined(input.deliveryAddressCode),
  deliveryDate: orUndefined(input.deliveryDate),
  orderType: orUndefined(input.orderType),
  notes: orUndefined(input.notes),
  expectedTotal: orUndefined(input.expectedTotal),
});

async function detailOf(order: OrderModel, { loaders }: GatewayContext) {
  if (isDetail(order)) return order;
  const detail = await loaders.orderByNumber.load(`:${order.numero}`);
  if (!detail) throw new Error(`order ${order.numero} vanished between list and detail`);
  return detail;
}

export const orderResolvers: Resolvers = {
  Query: {
    orders: async (_root, { filter, page, pageSize }, { upstream }) => {
      const data = await upstream
        .orders({
          from: orUndefined(filter?.from),
          to: orUndefined(filter?.to),
          status: filter?.status ? toRestStatus(filter.status) : undefined,
          page: page ?? 1,
          pageSize: pageSize ?? 20,
        })
        .catch(orderField);
      return {
        items: data.items,
        total: data.total,
        page: data.page,
        pageSize: data.pagesize,
        pageCount: data.pages,
      };
    },
    myBackorders: (_root, { page, pageSize }, { upstream }) =>
      upstream
        .ownBackorders({ page: page ?? 1, pageSize: pageSize ?? 20 })
        .catch((error: unknown) =>
          renameFields(error, (field) => (field === 'page' || field === 'pageSize' ? field : undefined)),
        ),
    order: (_root, { number, language }, { loaders }) =>
      loaders.orderByNumber.load(`${lang(language) ?? ''}:${number.trim()}`).catch(orderField),
  },
  Mutation: {
    placeOrder: (_root, { input, idempotencyKey, language }, { upstream }) =>
      upstream.placeOrder(toPlaceOrderInput(input), idempotencyKey, lang(language)).catch(orderField),
    placeOrderResult: (_root, { input, idempotencyKey, language }, { upstream }) =>
      upstream
        .placeOrder(toPlaceOrderInput(input), idempotencyKey, lang(language))
        .then((order) => ({ __typename: 'Order' as const, ...order }))
        .catch((error: unknown) =>
          placeOrderFailure(
            error,
            { expectedTotal: orUndefined(input.expectedTotal), idempotencyKey, language: lang(language) },
            () => upstream.cart(lang(language)),
          ),
        ),
  },
  Order: {
    documents: async (o, _args, { upstream }) =>
      (await upstream.ownDocuments({ ordine: o.numero, sort: 'data', pageSize: 100 })).items,
    number: (o) => o.numero,
    placedAt: (o) => o.data,
    status: (o) => toOrderStatus(o.stato),
    type: (o) => o.tipoOrdine,
    deliveryDate: (o) => o.dataConsegna,
    total: (o) => o.totale,
    lineCount: (o) => o.righe,
    units: (o) => o.pezzi,
    lines: async (o, _args, context) =>
      (await detailOf(o, context)).righeOrdine.map((l) => ({
        code: l.codice,
        description: l.descrizione,
        quantity: l.qta,
        freeQuantity: l.omaggio,
        unit: l.um,
        listPrice: l.prezzo,
        netPrice: l.prezzofinale,
        discounts: l.sconti,
        promotionCode: l.promozione,
        total: l.totale,
      })),
    deliveryAddress: async (o, _args, context) => {
      const { codice, descrizione, indirizzo, cap, citta, provincia, nazione } = (await detailOf(o, context))
        .destinazione;
      return {
        code: codice,
        name: descrizione,
        street: indirizzo,
        postcode: cap,
        city: citta,
        province: provincia,
        country: nazione,
      };
    },
    notes: async (o, _args, context) => (await detailOf(o, context)).note,
    subtotal: async (o, _args, context) => (await detailOf(o, context)).imponibile,
    headerPromotionCode: async (o, _args, context) => (await detailOf(o, context)).promozioneTestata,
    headerDiscount: async (o, _args, context) => (await detailOf(o, context)).scontoTestata,
    decimals: async (o, _args, context) => (await detailOf(o, context)).decimali,
    history: async (o, _args, context) =>
      (await detailOf(o, context)).storico.map((h) => ({ status: toOrderStatus(h.stato), at: h.data })),
    rejectionReason: async (o, _args, context) =>
      o.stato === 'rifiutato' ? (await detailOf(o, context)).motivoRifiuto : null,
    channel: (o) => toOrderChannel(o.canale),
    placedBy: (o) => (o.inseritoDa ? { name: o.inseritoDa.nome, type: o.inseritoDa.tipo } : null),
  },
};
