// Contract tests of POST /api/user/current, /api/user/changepassword and /api/user/setname, and of the
// Bearer token check every user route shares (no, malformed, expired, revoked token).
import { currentUserResponseSchema, REST_PATHS, type CurrentUser } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/modules/users/token';
import { DEMO_PASSWORD, TEMPORARY_PASSWORD } from '../../src/seed/data/users';
import { loginAs } from '../helpers/login';
import { INTERNALS, post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

async function current(
  headers: Record<string, string>,
  fields: Record<string, string> = {},
): Promise<CurrentUser> {
  const response = await post(ctx.app, REST_PATHS.currentUser, fields, { headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = currentUserResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.utente;
}

const userRow = async (username: string) =>
  (await db().select().from(users).where(eq(users.username, username)))[0];

describe('POST /api/user/current', () => {
  it('answers a customer with the spec §3 fields, the client, its price list and discount chain', async () => {
    const utente = await current((await loginAs(ctx.app, 'rossi')).headers);
    expect(utente).toMatchObject({
      tipo: 'C',
      codutente: 'rossi',
      nome: 'Giovanni',
      cognome: 'Rossi',
      fiere: { dati: [] },
      autorizzazioni: { promozioni: 'S' },
      richiestaCambioPassword: 'N',
      richiestaNomeCognome: 'N',
      consensi: { privacypolicy: 'S', condizionidivendita: 'S' },
      destinazione: '/account',
      agente: null,
    });
    expect(utente.cliente).toMatchObject({
      codice: 'C00001',
      ragioneSociale: 'Alimentari Rossi S.r.l.',
      partitaIva: 'IT01234560157',
      listino: 'p1',
      sconti: '20+10',
      sedeLegale: { citta: 'Milano', provincia: 'MI', nazione: 'IT' },
      agente: { codice: 'AG01', nome: 'Luca Moretti' },
    });
    expect(utente.cliente?.destinazioni.map((d) => [d.codice, d.predefinito])).toEqual([
      ['001', 'S'],
      ['002', 'N'],
    ]);
  });

  it.each([
    ['ferri', 'C', 'p1b2b', '5'],
    ['gallo', 'C', 'p2', ''],
    ['miramare', 'WC', 'p1', ''],
    ['colombo', 'WU', 'p3', ''],
  ])(
    'gives %s (%s) their own client price list %s and discounts "%s"',
    async (user, tipo, listino, sconti) => {
      const utente = await current((await loginAs(ctx.app, user)).headers);
      expect(utente).toMatchObject({ tipo, destinazione: '/account', cliente: { listino, sconti } });
    },
  );

  it.each([
    ['moretti', 'A', '/reservedarea'],
    ['admin', 'X', '/reservedarea'],
    ['promoter', 'F', '/reservedarea'],
    ['fiere', 'F', '/fieredetail/SIA2027'], // the fair to come, not EXPO2026 (over since 20 Oct 2026),
  ])('sends %s (type %s) to %s, with no client', async (user, tipo, destinazione) => {
    const utente = await current((await loginAs(ctx.app, user)).headers);
    expect(utente).toMatchObject({ tipo, destinazione, cliente: null });
  });

  it('gives an agent its agent record, and a fair user its fairs soonest first', async () => {
    expect((await current((await loginAs(ctx.app, 'moretti')).headers)).agente).toMatchObject({
      codice: 'AG01',
    });
    const { headers } = await loginAs(ctx.app, 'fiere');
    expect((await current(headers)).fiere.dati).toEqual([
      { codice: 'EXPO2026', descrizione: 'Expo Ospitalità Riviera 2026' },
      { codice: 'SIA2027', descrizione: "Salone dell'Ingrosso Alimentare 2027" },
    ]);
    expect((await current(headers, { Lingua: 'en' })).fiere.dati[0]?.descrizione).toBe(
      'Riviera Hospitality Expo 2026',
    );
  });

  it('shows the flags that force the web modals', async () => {
    expect((await current((await loginAs(ctx.app, 'bianchi')).headers)).consensi).toEqual({
      privacypolicy: 'N',
      condizionidivendita: 'N',
    });
    expect((await current((await loginAs(ctx.app, 'miramare')).headers)).richiestaNomeCognome).toBe('S');
    const ufficio = await loginAs(ctx.app, 'ufficio', TEMPORARY_PASSWORD);
    expect((await current(ufficio.headers)).richiestaCambioPassword).toBe('S');
  });
});

describe('the Bearer token on user routes', () => {
  const routes = [
    REST_PATHS.currentUser,
    REST_PATHS.setName,
    REST_PATHS.changePassword,
    REST_PATHS.setUserInfo,
    REST_PATHS.userFairs,
  ];

  it.each(routes)('%s answers 401 without a token', async (url) => {
    const response = await post(
      ctx.app,
      url,
      { Nome: 'A', Cognome: 'B' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toEqual({
      code: 'UNAUTHENTICATED',
      title: 'Please log in to do this.',
    });
  });

  it.each([
    ['a malformed token', 'Bearer abc'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a 10 kB header', `Bearer ${'A'.repeat(10_240)}`],
    ['SQL', "Bearer ' OR 1=1 --"],
  ])('refuses %s with 401 and no internals', async (_, authorization) => {
    const response = await post(ctx.app, REST_PATHS.currentUser, {}, { headers: { authorization } });
    expect(response.statusCode).toBe(401);
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
  });

  it('refuses an expired token with 401, even on a public route', async () => {
    const { token, headers } = await loginAs(ctx.app, 'rossi');
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await post(ctx.app, REST_PATHS.currentUser, {}, { headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].title).toBe(
      "La sessione è scaduta o è stata chiusa: effettua di nuovo l'accesso.",
    );
    expect((await post(ctx.app, REST_PATHS.config, { Lingua: 'it' }, { headers })).statusCode).toBe(401);
  });

  it('refuses the token of a user who has been disabled', async () => {
    const { headers } = await loginAs(ctx.app, 'promoter');
    await db().update(users).set({ active: false }).where(eq(users.username, 'promoter'));
    expect((await post(ctx.app, REST_PATHS.currentUser, {}, { headers })).statusCode).toBe(401);
    await db().update(users).set({ active: true }).where(eq(users.username, 'promoter'));
  });
});

describe('POST /api/user/changepassword', () => {
  const change = (headers: Record<string, string>, fields: Record<string, string>) =>
    post(ctx.app, REST_PATHS.changePassword, fields, { headers });

  it('changes the password, clears richiestaCambioPassword and ends the other sessions', async () => {
    const other = await loginAs(ctx.app, 'ufficio', TEMPORARY_PASSWORD);
    const { headers } = await loginAs(ctx.app, 'ufficio', TEMPORARY_PASSWORD);
    const response = await change(headers, {
      PasswordAttuale: TEMPORARY_PASSWORD,
      NuovaPassword: 'Magazzino2026',
      RipetiPassword: 'Magazzino2026',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.utente.richiestaCambioPassword).toBe('N');
    expect((await current(headers)).richiestaCambioPassword).toBe('N');
    expect((await post(ctx.app, REST_PATHS.currentUser, {}, { headers: other.headers })).statusCode).toBe(
      401,
    );
    await loginAs(ctx.app, 'ufficio', 'Magazzino2026');
    const old = await post(
      ctx.app,
      REST_PATHS.login,
      { CodUtente: 'ufficio', Password: TEMPORARY_PASSWORD },
      { headers: { 'x-forwarded-for': '198.51.100.9' } },
    );
    expect(old.statusCode).toBe(401);
  });

  it.each([
    [
      'a wrong current password',
      { PasswordAttuale: 'Sbagliata99', NuovaPassword: 'Nuovissima2026', RipetiPassword: 'Nuovissima2026' },
      'PasswordAttuale',
      'La password attuale non è corretta.',
    ],
    [
      'a repeat that differs',
      { PasswordAttuale: DEMO_PASSWORD, NuovaPassword: 'Nuovissima2026', RipetiPassword: 'Nuovissima2027' },
      'RipetiPassword',
      'Le due password non coincidono.',
    ],
    [
      'a password without digits',
      {
        PasswordAttuale: DEMO_PASSWORD,
        NuovaPassword: 'solamentelettere',
        RipetiPassword: 'solamentelettere',
      },
      'NuovaPassword',
      'La password deve contenere almeno una lettera e una cifra.',
    ],
    [
      'a short password',
      { PasswordAttuale: DEMO_PASSWORD, NuovaPassword: 'Corta1', RipetiPassword: 'Corta1' },
      'NuovaPassword',
      'Il campo «NuovaPassword» è troppo corto (minimo 10 caratteri).',
    ],
    [
      'the user code in the password',
      { PasswordAttuale: DEMO_PASSWORD, NuovaPassword: 'Gallo123456', RipetiPassword: 'Gallo123456' },
      'NuovaPassword',
      'La password non può contenere il codice utente.',
    ],
    [
      'the same password again',
      { PasswordAttuale: DEMO_PASSWORD, NuovaPassword: DEMO_PASSWORD, RipetiPassword: DEMO_PASSWORD },
      'NuovaPassword',
      'La nuova password deve essere diversa da quella attuale.',
    ],
    [
      'a missing field',
      { PasswordAttuale: DEMO_PASSWORD, NuovaPassword: 'Nuovissima2026' },
      'RipetiPassword',
      'Il campo «RipetiPassword» è obbligatorio.',
    ],
    [
      'a 10 kB password',
      { PasswordAttuale: DEMO_PASSWORD, NuovaPassword: 'x1'.repeat(5120), RipetiPassword: 'x' },
      'NuovaPassword',
      'Il campo «NuovaPassword» è troppo lungo (massimo 128 caratteri).',
    ],
  ])('refuses %s with 422 on the field, and the password stays', async (_, fields, field, title) => {
    const { headers } = await loginAs(ctx.app, 'gallo');
    const before = await userRow('gallo');
    const response = await change(headers, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ code: 'VALIDATION', field, title });
    expect(await userRow('gallo')).toEqual(before);
  });
});

describe('POST /api/user/setname', () => {
  it('sets first and last name (trimmed) and clears richiestaNomeCognome', async () => {
    const { headers } = await loginAs(ctx.app, 'miramare');
    const response = await post(
      ctx.app,
      REST_PATHS.setName,
      { Nome: '  Giulia ', Cognome: 'De Santis' },
      { headers },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.utente).toMatchObject({
      nome: 'Giulia',
      cognome: 'De Santis',
      richiestaNomeCognome: 'N',
    });
    expect(await current(headers)).toMatchObject({ nome: 'Giulia', richiestaNomeCognome: 'N' });
  });

  it.each([
    ['an empty name', { Nome: '   ', Cognome: 'Rossi' }, 'Nome'],
    ['no surname', { Nome: 'Mario' }, 'Cognome'],
    ['a 10 kB surname', { Nome: 'Mario', Cognome: 'x'.repeat(10_240) }, 'Cognome'],
  ])('refuses %s with 422 on the field and changes nothing', async (_, fields, field) => {
    const { headers } = await loginAs(ctx.app, 'colombo');
    const before = await userRow('colombo');
    const response = await post(ctx.app, REST_PATHS.setName, fields, { headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION', field });
    expect(await userRow('colombo')).toEqual(before);
  });

  it('stores SQL-like text as plain text', async () => {
    const { headers } = await loginAs(ctx.app, 'admin');
    const Cognome = "O'Brien'); DROP TABLE users; --";
    const response = await post(ctx.app, REST_PATHS.setName, { Nome: 'Robert', Cognome }, { headers });
    expect(response.statusCode).toBe(200);
    expect((await userRow('admin'))?.lastName).toBe(Cognome);
  });
});
