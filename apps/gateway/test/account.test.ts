// The account slice against the fake REST API: policy texts (shared public cache), accepting them,
// changing password and name, fair details; arguments → form fields, field errors with the
// client's own argument names.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeApi, type FakeApi } from './support/fake-api';
import { startGateway } from './support/gateway';
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

const item = (codice: string, descrizione: string, ...texts: string[]) => {
  const [testo1 = '', testo2 = '', testo3 = '', testo4 = '', testo5 = ''] = texts;
  return { codice, descrizione, testo1, testo2, testo3, testo4, testo5 };
};
const userAnswer = (user = USER) => ({ status: 200, body: { success: true, data: { utente: user } } });
const refusal = (field: string, title: string) => ({
  status: 422,
  body: { success: false, errors: [{ title, code: 'VALIDATION', field }] },
});

beforeEach(() => {
  api.calls.length = 0;
  api.answer('/api/data/tableinfo', (body) => ({
    status: 200,
    body: {
      success: true,
      data: {
        [body.tablename ?? '']: [
          item('PRIV01', `Informativa ${body.Lingua}`, 'Ho letto'),
          item('PRIV02', 'Offerte', 'Acconsento', 'Non acconsento'),
        ],
      },
    },
  }));
});

function post(query: string, variables: Record<string, unknown> = {}, token: string | null = TOKEN) {
  return gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': 'account-session-0001',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
}

describe('policy', () => {
  it('derives the answer kind and options from the texts, one upstream call per document and language', async () => {
    const query = `{ a: policy(kind: PRIVACY, language: EN) { kind items { code title texts kind options { value label } } }
      b: policy(kind: PRIVACY, language: EN) { items { code } } }`;
    const res = await post(query, {}, null);
    expect(res.json().data.a).toEqual({
      kind: 'PRIVACY',
      items: [
        {
          code: 'PRIV01',
          title: 'Informativa en',
          texts: ['Ho letto', '', '', '', ''],
          kind: 'CHECKBOX',
          options: [{ value: 'S', label: 'Ho letto' }],
        },
        {
          code: 'PRIV02',
          title: 'Offerte',
          texts: ['Acconsento', 'Non acconsento', '', '', ''],
          kind: 'CHOICE',
          options: [
            { value: '1', label: 'Acconsento' },
            { value: '2', label: 'Non acconsento' },
          ],
        },
      ],
    });
    // Public texts: never asked with the caller's token, and served from the shared cache next time.
    await post('{ policy(kind: PRIVACY, language: EN) { kind } }');
    expect(api.count('/api/data/tableinfo')).toBe(1);
    expect(api.calls[0]?.body).toEqual({ tablename: 'privacypolicy', Lingua: 'en' });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('asks for the sale conditions by their REST name', async () => {
    const res = await post('{ policy(kind: SALE_CONDITIONS, language: IT) { kind items { code } } }');
    expect(res.json().data.policy.kind).toBe('SALE_CONDITIONS');
    expect(api.calls[0]?.body).toEqual({ tablename: 'condizionidivendita', Lingua: 'it' });
  });
});

const ACCEPT = `mutation($answers: [PolicyAnswerInput!]!) {
  acceptPolicies(kind: SALE_CONDITIONS, answers: $answers, language: EN) { code consents { saleConditions } } }`;

describe('acceptPolicies', () => {
  it('sends numbered Informazione/Valore pairs with the token and answers the updated user', async () => {
    api.answer(
      '/api/user/setuserinfo',
      userAnswer({ ...USER, consensi: { ...USER.consensi, condizionidivendita: 'S' } }),
    );
    const answers = [
      { code: 'CV01', value: 'S' },
      { code: 'CV02', value: '2' },
    ];
    const res = await post(ACCEPT, { answers });
    expect(res.json().data.acceptPolicies).toEqual({ code: 'fiere', consents: { saleConditions: true } });
    expect(api.calls[0]?.body).toEqual({
      Categoria: 'condizionidivendita',
      Lingua: 'en',
      Informazione_1: 'CV01',
      Valore_1: 'S',
      Informazione_2: 'CV02',
      Valore_2: '2',
    });
    expect(api.calls[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('names the answer at fault in the client’s terms', async () => {
    api.answer('/api/user/setuserinfo', refusal('Valore_2', 'Choose an option for «Offers»'));
    const res = await post(ACCEPT, {
      answers: [
        { code: 'CV01', value: 'S' },
        { code: 'CV02', value: '9' },
      ],
    });
    expect(res.json().errors[0]).toMatchObject({
      message: 'Choose an option for «Offers»',
      path: ['acceptPolicies'],
      extensions: { code: 'BAD_USER_INPUT', field: 'answers.1.value' },
    });
    api.answer('/api/user/setuserinfo', refusal('Informazione', 'Select all the mandatory fields'));
    const missing = await post(ACCEPT, { answers: [] });
    expect(missing.json().errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'answers' });
  });

  it('tells an anonymous caller to sign in', async () => {
    api.answer('/api/user/setuserinfo', {
      status: 401,
      body: { success: false, errors: [{ title: 'Please sign in.', code: 'UNAUTHENTICATED' }] },
    });
    const res = await post(ACCEPT, { answers: [] }, null);
    expect(res.json().errors[0]).toMatchObject({
      message: 'Please sign in.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('client address', () => {
  it('sends the API the connecting address, not an X-Forwarded-For a client made up', async () => {
    api.answer('/api/user/setname', userAnswer());
    await gateway.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '192.0.2.44',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.9.9',
        authorization: `Bearer ${TOKEN}`,
      },
      payload: { query: 'mutation { setName(firstName: "A", lastName: "B") { code } }' },
    });
    expect(api.calls[0]?.headers['x-forwarded-for']).toBe('192.0.2.44');
  });
});

describe('changePassword and setName', () => {
  it('maps the arguments to the REST fields and answers the updated user', async () => {
    api.answer('/api/user/changepassword', userAnswer({ ...USER, richiestaCambioPassword: 'N' }));
    const res = await post(
      'mutation { changePassword(current: "Old1234567", new: "Nuova12345x", repeat: "Nuova12345x") { code mustChangePassword } }',
    );
    expect(res.json().data.changePassword).toEqual({ code: 'fiere', mustChangePassword: false });
    expect(api.calls[0]?.body).toEqual({
      PasswordAttuale: 'Old1234567',
      NuovaPassword: 'Nuova12345x',
      RipetiPassword: 'Nuova12345x',
    });
  });

  it('reports a broken password rule on the argument the client sent', async () => {
    api.answer('/api/user/changepassword', refusal('RipetiPassword', 'Le password non coincidono.'));
    const res = await post('mutation { changePassword(current: "a", new: "b", repeat: "c") { code } }');
    expect(res.json().errors[0]).toMatchObject({
      message: 'Le password non coincidono.',
      extensions: { code: 'BAD_USER_INPUT', field: 'repeat' },
    });
    expect(res.json().data).toBeNull();
  });

  it('sets the name and reports an empty one on its argument', async () => {
    api.answer('/api/user/setname', userAnswer({ ...USER, nome: 'Anna', richiestaNomeCognome: 'N' }));
    const ok = await post(
      'mutation { setName(firstName: "Anna", lastName: "Conti", language: IT) { firstName mustSetName } }',
    );
    expect(ok.json().data.setName).toEqual({ firstName: 'Anna', mustSetName: false });
    expect(api.calls[0]?.body).toEqual({ Nome: 'Anna', Cognome: 'Conti', Lingua: 'it' });
    api.answer('/api/user/setname', refusal('Cognome', 'Enter the last name.'));
    const bad = await post('mutation { setName(firstName: "Anna", lastName: " ") { firstName } }');
    expect(bad.json().errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'lastName' });
  });
});

describe('viewer fairs', () => {
  it('adds place and dates from user/fiere with one call, only when asked', async () => {
    api.answer(
      '/api/user/current',
      userAnswer({
        ...USER,
        fiere: {
          dati: [
            { codice: 'MAR26', descrizione: 'Marca' },
            { codice: 'OLD', descrizione: 'Old fair' },
          ],
        },
      }),
    );
    api.answer('/api/user/fiere', {
      status: 200,
      body: {
        success: true,
        data: {
          fiere: [
            { codice: 'MAR26', descrizione: 'Marca', luogo: 'Bologna', dal: '2026-01-14', al: '2026-01-15' },
          ],
        },
      },
    });
    const plain = await post('{ viewer { fairs { code description } } }');
    expect(plain.json().data.viewer.fairs).toHaveLength(2);
    expect(api.count('/api/user/fiere')).toBe(0);

    const res = await post('{ viewer { fairs { code place startsOn endsOn } } }');
    expect(res.json().data.viewer.fairs).toEqual([
      { code: 'MAR26', place: 'Bologna', startsOn: '2026-01-14', endsOn: '2026-01-15' },
      { code: 'OLD', place: null, startsOn: null, endsOn: null },
    ]);
    expect(api.count('/api/user/fiere')).toBe(1);
    expect(api.calls.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});
