// Control characters in text fields (issue 13 item 2): a NUL byte reached PostgreSQL and answered 500
// ("invalid byte sequence"). Every text field of every payload refuses C0/C1 controls with a 422 on
// the field, translated; multi-line notes keep their line breaks and tabs.
import { REST_PATHS } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/login';
import { BODY_FORMATS } from '../helpers/requests';
import { call, expectFailure, type Caller } from '../helpers/shop-calls';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
let rossi: Caller;
let admin: Caller;

beforeAll(async () => {
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  admin = { token: (await loginAs(ctx.app, 'admin')).token };
});

const NUL = '\u0000';

/** Each call with one text field carrying a control character, as the issue found them and more. */
const CASES: Array<{
  name: string;
  path: string;
  fields: Record<string, string>;
  field: string;
  as?: () => Caller;
  headers?: Record<string, string>;
}> = [
  {
    name: 'suggest CercaTesto',
    path: REST_PATHS.suggest,
    fields: { Lingua: 'it', CercaTesto: `pas${NUL}ta` },
    field: 'CercaTesto',
  },
  {
    name: 'login CodUtente',
    path: REST_PATHS.login,
    fields: { CodUtente: `ros${NUL}si`, Password: 'x' },
    field: 'CodUtente',
  },
  {
    name: 'login Password',
    path: REST_PATHS.login,
    fields: { CodUtente: 'rossi', Password: `a${NUL}b` },
    field: 'Password',
  },
  {
    name: 'setname Nome',
    path: REST_PATHS.setName,
    fields: { Nome: `Gio${NUL}`, Cognome: 'Rossi' },
    field: 'Nome',
    as: () => rossi,
  },
  {
    name: 'setname Cognome (C1 control)',
    path: REST_PATHS.setName,
    fields: { Nome: 'Giovanni', Cognome: 'Ro\u0085ssi' },
    field: 'Cognome',
    as: () => rossi,
  },
  {
    name: 'product list search_term',
    path: REST_PATHS.productList,
    fields: { Lingua: 'it', search_term: `pasta${NUL}` },
    field: 'search_term',
  },
  {
    name: 'promotion CodUtente',
    path: REST_PATHS.promotion,
    fields: { TipoUtente: 'C', CodUtente: `gal${NUL}lo` },
    field: 'CodUtente',
    as: () => admin,
  },
  {
    name: 'cart/update CodUtente',
    path: REST_PATHS.cartUpdate,
    fields: { codArt: 'AL000001', quantity: '1', CodUtente: `ros\u001bsi` },
    field: 'CodUtente',
    as: () => rossi,
  },
  {
    name: 'setuserinfo Valore',
    path: REST_PATHS.setUserInfo,
    fields: { Categoria: 'privacypolicy', Informazione_1: 'PRIV01', Valore_1: `S${NUL}` },
    field: 'Valore_1',
    as: () => rossi,
  },
  {
    name: 'order/create CodDestinazione',
    path: REST_PATHS.orderCreate,
    fields: { AccettaCondizioni: 'S', CodDestinazione: `D${NUL}1` },
    field: 'CodDestinazione',
    as: () => rossi,
    headers: { 'idempotency-key': 'text-fields-key-0001' },
  },
  {
    name: 'order/create Note',
    path: REST_PATHS.orderCreate,
    fields: { AccettaCondizioni: 'S', Note: `Consegna${NUL} al mattino` },
    field: 'Note',
    as: () => rossi,
    headers: { 'idempotency-key': 'text-fields-key-0002' },
  },
];

describe('a control character in a text field', () => {
  for (const { name, path, fields, field, as, headers } of CASES) {
    it(`is a 422 on the field, never a 500: ${name}`, async () => {
      for (const format of BODY_FORMATS) {
        const response = await call(
          ctx.app,
          path,
          { ...fields, Lingua: 'en' },
          { ...as?.(), headers },
          { format },
        );
        const error = expectFailure(response, 422, 'VALIDATION', field);
        expect(error.title).toBe(
          `The field “${field}” contains characters that are not allowed (control characters).`,
        );
      }
    });
  }

  it('is refused in Italian by default', async () => {
    const response = await call(ctx.app, REST_PATHS.suggest, { Lingua: 'it', CercaTesto: `pas${NUL}ta` });
    expect(expectFailure(response, 422, 'VALIDATION', 'CercaTesto').title).toBe(
      'Il campo «CercaTesto» contiene caratteri non ammessi (caratteri di controllo).',
    );
  });

  it('leaves line breaks and tabs in an order note, and unicode text in names', async () => {
    const named = await call(ctx.app, REST_PATHS.setName, { Nome: 'Zoë 李', Cognome: "D'Àrco 🍝" }, rossi);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.utente).toMatchObject({ nome: 'Zoë 李', cognome: "D'Àrco 🍝" });
    // An empty cart is refused after the payload was read: the note itself passed.
    const note = await call(
      ctx.app,
      REST_PATHS.orderCreate,
      { AccettaCondizioni: 'S', Note: 'Piano 2\r\n\tcitofono «Rossi»', Lingua: 'en' },
      { ...rossi, headers: { 'idempotency-key': 'text-fields-key-0003' } },
    );
    expect(expectFailure(note, 422, 'UNPROCESSABLE').title).toMatch(/cart is empty/);
  });

  it('trims a trailing newline off a single-line field instead of refusing it', async () => {
    const response = await call(ctx.app, REST_PATHS.suggest, { Lingua: 'it', CercaTesto: 'pasta\n' });
    expect(response.statusCode, response.body).toBe(200);
  });
});
