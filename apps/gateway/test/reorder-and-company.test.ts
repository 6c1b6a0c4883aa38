// The customer's company on User, and reorder, against the fake REST API: fields mapped from the
// client record, the skipped lines' reasons, and refusals named by the GraphQL argument (`number`).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CartLine, CurrentUser, ReorderData } from '@shop/contract';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { graphql, SESSION_ID, startGateway } from './support/gateway';
import { TOKEN, USER } from './support/users';

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

const CUSTOMER: CurrentUser = {
  ...USER,
  tipo: 'C',
  codutente: 'rossi',
  fiere: { dati: [] },
  destinazione: '/account',
  cliente: {
    codice: 'C00001',
    ragioneSociale: 'Alimentari Rossi S.r.l.',
    partitaIva: 'IT01234560157',
    codiceFiscale: '01234560157',
    email: 'ordini@alimentarirossi.example',
    telefono: '+39 02 8812 3344',
    sedeLegale: {
      indirizzo: 'Via Padova 118',
      cap: '20127',
      citta: 'Milano',
      provincia: 'MI',
      nazione: 'IT',
    },
    destinazioni: [
      {
        codice: '002',
        descrizione: 'Magazzino',
        indirizzo: 'Viale Edison 210',
        cap: '20099',
        citta: 'Sesto San Giovanni',
        provincia: 'MI',
        nazione: 'IT',
        predefinito: 'N',
      },
    ],
    listino: 'p1',
    sconti: '20+10',
    pagamento: 'RiBa 60 gg',
    agente: null,
  },
};

async function asUser(query: string, variables: Record<string, unknown> = {}) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      authorization: `Bearer ${TOKEN}`,
    },
    payload: { query, variables },
  });
  return res.json() as {
    data?: Record<string, Record<string, unknown> | null> | null;
    errors?: Array<{ extensions?: Record<string, unknown> }>;
  };
}

describe('User.company', () => {
  it('maps the client record: name, VAT number, office and delivery addresses', async () => {
    api.answer('/api/user/current', { status: 200, body: { success: true, data: { utente: CUSTOMER } } });
    const body = await asUser(`{ viewer { company { code name vatNumber paymentTerms
      registeredOffice { street city } deliveryAddresses { code name city isDefault } } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer?.company).toEqual({
      code: 'C00001',
      name: 'Alimentari Rossi S.r.l.',
      vatNumber: 'IT01234560157',
      paymentTerms: 'RiBa 60 gg',
      registeredOffice: { street: 'Via Padova 118', city: 'Milano' },
      deliveryAddresses: [{ code: '002', name: 'Magazzino', city: 'Sesto San Giovanni', isDefault: false }],
    });
  });

  it('is null for staff', async () => {
    api.answer('/api/user/current', { status: 200, body: { success: true, data: { utente: USER } } });
    const body = await asUser('{ viewer { company { code } } }');
    expect(body.data?.viewer?.company).toBeNull();
  });
});

const line: CartLine = {
  codice: 'AL000004',
  descrizione: 'Pasta',
  qta: 12,
  um: 'CF',
  prezzo: 2,
  prezzofinale: 1.44,
  sconti: '20+10',
  promozione: null,
  prezzoPromo: null,
  regolaOmaggio: null,
  omaggio: 0,
  url: '',
  totale: 17.28,
  confezione: 1,
  qtaMinima: 1,
  qtaMultipla: 1,
  disponibilita: 'disponibile',
  giacenza: 100,
  scontoExtra: 0,
} as unknown as CartLine;

const reordered: ReorderData = {
  righe: [line],
  riepilogo: {
    cartvalue: 17.28,
    cartitems: 12,
    totcart: 17.28,
    numcart: 12,
    righe: 1,
    imponibile: 17.28,
    promozioneTestata: null,
    scontoTestata: 0,
    decimali: 2,
  },
  avviso: null,
  riordinate: 1,
  nonRiordinate: [
    { codice: 'AL999001', descrizione: 'Caffè', qta: 6, motivo: 'fuoriproduzione', disponibili: null },
    { codice: 'AL000018', descrizione: 'Olio', qta: 4, motivo: 'nondisponibile', disponibili: 2 },
  ],
};

const REORDER = `mutation($n: String!) { reorder(number: $n, language: EN) {
  addedLineCount skipped { code description quantity reason available }
  cart { id lines { code quantity } summary { units } } } }`;

describe('reorder', () => {
  it('forwards the number and answers the cart and the skipped lines with their reasons', async () => {
    api.answer('/api/order/reorder', { status: 200, body: { success: true, data: reordered } });
    const body = await asUser(REORDER, { n: ' 2026/000001 ' });
    expect(body.errors).toBeUndefined();
    expect(api.calls[0]?.body).toEqual({ NumeroOrdine: '2026/000001', Lingua: 'en' });
    expect(body.data?.reorder).toEqual({
      addedLineCount: 1,
      skipped: [
        { code: 'AL999001', description: 'Caffè', quantity: 6, reason: 'NO_LONGER_SOLD', available: null },
        { code: 'AL000018', description: 'Olio', quantity: 4, reason: 'NOT_AVAILABLE', available: 2 },
      ],
      cart: { id: 'Cart:current', lines: [{ code: 'AL000004', quantity: 12 }], summary: { units: 12 } },
    });
  });

  it('names a malformed number by the argument, and keeps NOT_FOUND and UNAUTHENTICATED', async () => {
    const refuse = (status: number, code: string, field?: string) =>
      api.answer('/api/order/reorder', {
        status,
        body: {
          success: false,
          errors: [{ title: 'Refused by the API.', code, ...(field ? { field } : {}) }],
        },
      });
    refuse(422, 'VALIDATION', 'NumeroOrdine');
    expect((await asUser(REORDER, { n: 'x' })).errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'number',
    });
    refuse(404, 'NOT_FOUND');
    expect((await asUser(REORDER, { n: '2026/000002' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    refuse(401, 'UNAUTHENTICATED');
    expect((await graphql(gateway, REORDER, { n: '2026/000002' })).body.errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('order(number)', () => {
  it('names a malformed number by the argument (`number`, not NumeroOrdine)', async () => {
    api.answer('/api/order/detail', {
      status: 422,
      body: { success: false, errors: [{ title: 'Bad number.', code: 'VALIDATION', field: 'NumeroOrdine' }] },
    });
    const body = await asUser('{ order(number: "abc") { number } }');
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'number' });
  });
});
