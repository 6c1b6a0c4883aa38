// Orders against the fake REST API: placeOrder forwards the idempotency key as a header and the
// expected total as a field; the list loads details only when asked; refusals keep their codes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderDetail, OrderSummary } from '@shop/contract';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, startGateway } from './support/gateway';

let api: FakeApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url);
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const summary = (numero: string): OrderSummary => ({
  numero,
  data: '2026-11-21T09:00:00.000Z',
  stato: 'ricevuto',
  tipoOrdine: 'ORD',
  canale: 'web',
  inseritoDa: null,
  dataConsegna: null,
  totale: 21.6,
  righe: 1,
  pezzi: 3,
});
const detail = (numero: string): OrderDetail => ({
  ...summary(numero),
  righeOrdine: [
    {
      codice: 'AL1',
      descrizione: 'Pasta',
      qta: 3,
      omaggio: 0,
      um: 'CF',
      prezzo: 10,
      prezzofinale: 7.2,
      sconti: '20+10',
      promozione: null,
      totale: 21.6,
    },
  ],
  destinazione: {
    codice: 'D1',
    descrizione: 'Magazzino',
    indirizzo: 'Via Roma 1',
    cap: '40100',
    citta: 'Bologna',
    provincia: 'BO',
    nazione: 'IT',
  },
  note: '',
  listino: 'p1',
  imponibile: 21.6,
  promozioneTestata: null,
  scontoTestata: 0,
  decimali: 2,
  storico: [{ stato: 'ricevuto', data: '2026-11-21T09:00:00.000Z' }],
  motivoRifiuto: null,
});

const PLACE = `mutation($key: String!) { placeOrder(idempotencyKey: $key, language: EN,
  input: { acceptSaleConditions: true, deliveryDate: "2026-12-01", notes: "Ring twice", expectedTotal: 21.6 }) {
  number status total lines { code netPrice total } deliveryAddress { city } history { status } } }`;

describe('placeOrder', () => {
  it('forwards the Idempotency-Key header and the expected total, and answers the placed order', async () => {
    api.answer('/api/order/create', {
      status: 201,
      body: { success: true, data: { ordine: detail('2026/000001') } },
    });
    const { body } = await graphql(gateway, PLACE, { key: 'key-0123456789' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.placeOrder).toEqual({
      number: '2026/000001',
      status: 'RECEIVED',
      total: 21.6,
      lines: [{ code: 'AL1', netPrice: 7.2, total: 21.6 }],
      deliveryAddress: { city: 'Bologna' },
      history: [{ status: 'RECEIVED' }],
    });
    expect(api.calls[0]?.headers['idempotency-key']).toBe('key-0123456789');
    expect(api.calls[0]?.body).toEqual({
      AccettaCondizioni: 'S',
      DataConsegna: '2026-12-01',
      Note: 'Ring twice',
      TotaleAtteso: '21.6',
      Lingua: 'en',
    });
    expect(api.count('/api/order/detail')).toBe(0);
  });

  it('reports a changed total as CONFLICT on input.expectedTotal, and a reused key on idempotencyKey', async () => {
    api.answer('/api/order/create', {
      status: 409,
      body: {
        success: false,
        errors: [{ title: 'The total is now 23.10.', code: 'CONFLICT', field: 'TotaleAtteso' }],
      },
    });
    const changed = await graphql(gateway, PLACE, { key: 'key-0123456789' });
    expect(changed.body.errors?.[0]).toMatchObject({
      message: 'The total is now 23.10.',
      extensions: { code: 'CONFLICT', field: 'input.expectedTotal' },
    });
    api.answer('/api/order/create', {
      status: 422,
      body: {
        success: false,
        errors: [{ title: 'Key used for another order.', code: 'UNPROCESSABLE', field: 'Idempotency-Key' }],
      },
    });
    const reused = await graphql(gateway, PLACE, { key: 'key-0123456789' });
    expect(reused.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });
});

describe('orders', () => {
  it('lists with filters, loading each detail once only for detail fields', async () => {
    api.answer('/api/order/list', {
      status: 200,
      body: {
        success: true,
        data: {
          items: [summary('2026/000002'), summary('2026/000001')],
          total: 2,
          page: 1,
          pagesize: 20,
          pages: 1,
        },
      },
    });
    api.answer('/api/order/detail', (body) => ({
      status: 200,
      body: { success: true, data: { ordine: detail(body.NumeroOrdine ?? '') } },
    }));
    const plain = await graphql(
      gateway,
      '{ orders(filter: { from: "2026-01-01", status: RECEIVED }) { total pageCount items { number units } } }',
    );
    expect(plain.body.data?.orders).toEqual({
      total: 2,
      pageCount: 1,
      items: [
        { number: '2026/000002', units: 3 },
        { number: '2026/000001', units: 3 },
      ],
    });
    expect(api.calls[0]?.body).toEqual({
      DataDa: '2026-01-01',
      Stato: 'ricevuto',
      page: '1',
      pagesize: '20',
    });
    expect(api.count('/api/order/detail')).toBe(0);

    const withLines = await graphql(gateway, '{ orders { items { number lines { code } subtotal notes } } }');
    expect(withLines.body.errors).toBeUndefined();
    expect(api.count('/api/order/detail')).toBe(2);
  });

  it('answers null for an order that is not the company’s', async () => {
    api.answer('/api/order/detail', {
      status: 404,
      body: { success: false, errors: [{ title: 'Order not found.', code: 'NOT_FOUND' }] },
    });
    const { body } = await graphql(gateway, '{ order(number: "2026/000999", language: EN) { number } }');
    expect(body).toEqual({ data: { order: null } });
    expect(api.calls[0]?.body).toEqual({ NumeroOrdine: '2026/000999', Lingua: 'en' });
  });
});
