// User management: the list with last login and lock state, creating users with a temporary password
// (typed or generated) that must be changed at the first login, changes of type that end the user's
// sessions, deactivation, password reset, unlocking an account locked by failed logins; who may do it
// (only management), the rules nobody breaks (one's own X type, oneself, the last X), every refused
// field, and the audit log (never a password).
import {
  PASSWORD_MIN_LENGTH,
  REST_PATHS,
  type AuditEntry,
  type ManagedUser,
  type ManagedUserPasswordData,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/data/users';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
let admin: LoggedIn;

beforeAll(async () => {
  admin = await loginAs(ctx.app, 'admin');
});

const send = (who: LoggedIn, path: string, fields: Record<string, string> = {}) =>
  post(ctx.app, path, fields, { headers: who.headers });
const userOf = async (code: string): Promise<ManagedUser> =>
  (await send(admin, REST_PATHS.usersDetail, { codice: code })).json().data.utente;
/** A login from its own address (the per-address limit of the other tests stays out of it). */
const login = (CodUtente: string, Password: string, address = '203.0.113.7') =>
  post(ctx.app, REST_PATHS.login, { CodUtente, Password }, { headers: { 'x-forwarded-for': address } });
const auditOf = async (code: string): Promise<AuditEntry[]> =>
  (await send(admin, REST_PATHS.auditList, { entita: 'user', chiave: code, pageSize: '50' })).json().data
    .items;

async function create(fields: Record<string, string>): Promise<ManagedUserPasswordData> {
  const response = await send(admin, REST_PATHS.usersCreate, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('POST /api/users/list and /detail', () => {
  it('lists the users with their client or agent, never a password', async () => {
    const response = await send(admin, REST_PATHS.usersList, { pageSize: '500' });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total }: { items: ManagedUser[]; total: number } = response.json().data;
    expect(total).toBeGreaterThanOrEqual(13);
    const rossi = items.find((u) => u.codice === 'rossi');
    expect(rossi).toMatchObject({
      tipo: 'C',
      nome: 'Giovanni',
      cognome: 'Rossi',
      cliente: { codice: 'C00001', ragioneSociale: expect.any(String) },
      agente: null,
      attivo: 'S',
      bloccato: 'N',
    });
    expect(items.find((u) => u.codice === 'moretti')?.agente).toEqual({
      codice: 'AG01',
      nome: 'Luca Moretti',
    });
    expect(items.find((u) => u.codice === 'ufficio')?.richiestaCambioPassword).toBe('S');
    // admin logged in above: his last login is now.
    const last = items.find((u) => u.codice === 'admin')?.ultimoAccesso;
    expect(Date.now() - Date.parse(last ?? '')).toBeLessThan(60_000);
    expect(response.body).not.toMatch(/scrypt|password_hash|passwordHash/i);
  });

  it('searches, filters by type and client, sorts and pages', async () => {
    const found = (await send(admin, REST_PATHS.usersList, { search: 'moretti' })).json().data;
    expect(found.items.map((u: ManagedUser) => u.codice)).toEqual(['moretti']);
    const agents = (await send(admin, REST_PATHS.usersList, { tipo: 'A', sort: '-codice' })).json().data;
    expect(agents.items.map((u: ManagedUser) => u.codice)).toEqual(['romano', 'moretti', 'esposito']);
    const ofClient = (await send(admin, REST_PATHS.usersList, { cliente: 'c00003' })).json().data;
    expect(ofClient.items.map((u: ManagedUser) => u.codice)).toEqual(['gallo']);
    const page = (await send(admin, REST_PATHS.usersList, { pageSize: '2', page: '2' })).json().data;
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expectFailure(await send(admin, REST_PATHS.usersList, { sort: 'password' }), 422, 'VALIDATION', 'sort');
    expectFailure(await send(admin, REST_PATHS.usersList, { stato: 'x' }), 422, 'VALIDATION', 'stato');
  });

  it('answers 404 on codice for a user that does not exist', async () => {
    expectFailure(
      await send(admin, REST_PATHS.usersDetail, { codice: 'nessuno' }),
      404,
      'NOT_FOUND',
      'codice',
    );
  });

  it('is refused to the sales office, agents, fair staff and customers (403)', async () => {
    for (const [user, password] of [
      ['ufficio', 'Provvisoria1'],
      ['moretti', DEMO_PASSWORD],
      ['fiere', DEMO_PASSWORD],
      ['rossi', DEMO_PASSWORD],
      ['miramare', DEMO_PASSWORD],
    ] as const) {
      const who = await loginAs(ctx.app, user, password);
      for (const path of [REST_PATHS.usersList, REST_PATHS.usersCreate, REST_PATHS.usersUnlock]) {
        expectFailure(await send(who, path, { codice: 'rossi' }), 403, 'FORBIDDEN');
      }
    }
  });
});

describe('POST /api/users/create', () => {
  it('creates a customer user with a generated password, to be changed at the first login', async () => {
    const { utente, passwordProvvisoria } = await create({
      codice: 'Bar.Centrale',
      tipo: 'C',
      nome: 'Luisa',
      cognome: 'Marchi',
      email: 'luisa@barcentrale.example',
      lingua: 'en',
      cliente: 'c00007',
    });
    expect(utente).toMatchObject({
      codice: 'bar.centrale',
      tipo: 'C',
      cliente: { codice: 'C00007' },
      lingua: 'en',
      attivo: 'S',
      richiestaCambioPassword: 'S',
      ultimoAccesso: null,
      promozioni: 'N',
    });
    expect(passwordProvvisoria).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect(passwordProvvisoria).toMatch(/\d/);

    const first = await login('bar.centrale', passwordProvvisoria ?? '');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.utente).toMatchObject({
      richiestaCambioPassword: 'S',
      richiestaNomeCognome: 'N',
      cliente: { codice: 'C00007' },
    });
    const token = first.json().data.token as string;
    const changed = await post(
      ctx.app,
      REST_PATHS.changePassword,
      {
        PasswordAttuale: passwordProvvisoria ?? '',
        NuovaPassword: 'Bancone2027',
        RipetiPassword: 'Bancone2027',
      },
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.utente.richiestaCambioPassword).toBe('N');
    expect((await userOf('bar.centrale')).richiestaCambioPassword).toBe('N');
    expect((await login('bar.centrale', 'Bancone2027')).statusCode).toBe(200);
  });

  it('takes a typed temporary password (not answered back) and asks a user without names for them', async () => {
    const { utente, passwordProvvisoria } = await create({
      codice: 'magazzino2',
      tipo: 'U',
      email: 'magazzino@ingrossobellini.example',
      password: 'Temporanea2026',
    });
    expect(passwordProvvisoria).toBeNull();
    expect(utente).toMatchObject({ tipo: 'U', cliente: null, agente: null });
    const first = await login('magazzino2', 'Temporanea2026');
    expect(first.json().data.utente).toMatchObject({
      richiestaCambioPassword: 'S',
      richiestaNomeCognome: 'S',
    });
  });

  it('links an agent user to his agent record and forgets a client given to staff', async () => {
    const { utente } = await create({
      codice: 'moretti2',
      tipo: 'A',
      email: 'l.moretti2@ingrossobellini.example',
      agente: 'ag01',
      cliente: 'C00001',
    });
    expect(utente).toMatchObject({ agente: { codice: 'AG01', nome: 'Luca Moretti' }, cliente: null });
  });

  it('refuses each bad field with its own error and creates nothing', async () => {
    const good = { codice: 'nuovo', tipo: 'U', email: 'nuovo@ingrossobellini.example' };
    const cases: Array<[Record<string, string>, string, number?]> = [
      [{ codice: 'ab' }, 'codice'],
      [{ codice: 'con spazio' }, 'codice'],
      [{ codice: '-meno' }, 'codice'],
      [{ codice: 'x'.repeat(33) }, 'codice'],
      [{ codice: 'ROSSI' }, 'codice'],
      [{ tipo: 'Z' }, 'tipo'],
      [{ email: '' }, 'email'],
      [{ email: 'non-valida' }, 'email'],
      [{ lingua: 'de' }, 'lingua'],
      [{ nome: 'Ada\u0000' }, 'nome'],
      [{ cognome: 'x'.repeat(81) }, 'cognome'],
      [{ tipo: 'C' }, 'cliente'],
      [{ tipo: 'WC', cliente: 'C99999' }, 'cliente'],
      [{ tipo: 'A' }, 'agente'],
      [{ tipo: 'A', agente: 'AG99' }, 'agente'],
      [{ password: 'Corta1' }, 'password'],
      [{ password: 'soloLettereQui' }, 'password'],
      [{ password: '1234567890123' }, 'password'],
      [{ password: `Nuovo${'9'.repeat(PASSWORD_MIN_LENGTH)}` }, 'password'],
      [{ promozioni: 'forse' }, 'promozioni'],
    ];
    for (const [change, field] of cases) {
      const response = await send(admin, REST_PATHS.usersCreate, { ...good, ...change });
      expectFailure(response, 422, 'VALIDATION', field);
    }
    expectFailure(await send(admin, REST_PATHS.usersDetail, { codice: 'nuovo' }), 404, 'NOT_FOUND');
  });

  it('says in the request’s language why a code is taken', async () => {
    const response = await send(admin, REST_PATHS.usersCreate, {
      codice: 'Admin',
      tipo: 'X',
      email: 'a@b.example',
      Lingua: 'en',
    });
    expectFailure(response, 422, 'VALIDATION', 'codice');
    expect(response.json().errors[0].title).toBe('There is already a user with this code.');
  });
});

describe('POST /api/users/update', () => {
  it('changes names, e-mail, language and promotions; audited field by field', async () => {
    await create({ codice: 'edit.me', tipo: 'U', email: 'edit@ingrossobellini.example', nome: 'Ugo' });
    const response = await send(admin, REST_PATHS.usersUpdate, {
      codice: 'EDIT.ME',
      cognome: 'Tognazzi',
      email: 'ugo@ingrossobellini.example',
      lingua: 'en',
      promozioni: 'S',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.utente).toMatchObject({
      nome: 'Ugo',
      cognome: 'Tognazzi',
      email: 'ugo@ingrossobellini.example',
      lingua: 'en',
      promozioni: 'S',
    });
    const [update, creation] = await auditOf('edit.me');
    expect(creation).toMatchObject({ azione: 'create', utente: 'admin' });
    expect(update?.azione).toBe('update');
    expect(update?.modifiche).toEqual([
      { campo: 'cognome', prima: null, dopo: 'Tognazzi' },
      { campo: 'email', prima: 'edit@ingrossobellini.example', dopo: 'ugo@ingrossobellini.example' },
      { campo: 'lingua', prima: 'it', dopo: 'en' },
      { campo: 'promozioni', prima: 'N', dopo: 'S' },
    ]);
    // The same values again: nothing changes, nothing is logged.
    await send(admin, REST_PATHS.usersUpdate, { codice: 'edit.me', cognome: 'Tognazzi' });
    expect(await auditOf('edit.me')).toHaveLength(2);
  });

  it('a new type ends the user’s sessions; a customer type needs a client', async () => {
    await create({
      codice: 'cambiatipo',
      tipo: 'U',
      email: 'ct@ingrossobellini.example',
      password: 'Tipo2026ok',
    });
    const session = (await login('cambiatipo', 'Tipo2026ok')).json().data.token as string;
    const headers = { authorization: `Bearer ${session}` };
    expect((await post(ctx.app, REST_PATHS.currentUser, {}, { headers })).statusCode).toBe(200);

    expectFailure(
      await send(admin, REST_PATHS.usersUpdate, { codice: 'cambiatipo', tipo: 'WC' }),
      422,
      'VALIDATION',
      'cliente',
    );
    // Refused: the session lives on.
    expect((await post(ctx.app, REST_PATHS.currentUser, {}, { headers })).statusCode).toBe(200);

    const changed = await send(admin, REST_PATHS.usersUpdate, {
      codice: 'cambiatipo',
      tipo: 'WC',
      cliente: 'C00009',
    });
    expect(changed.json().data.utente).toMatchObject({ tipo: 'WC', cliente: { codice: 'C00009' } });
    expectFailure(await post(ctx.app, REST_PATHS.currentUser, {}, { headers }), 401, 'UNAUTHENTICATED');
    const again = await login('cambiatipo', 'Tipo2026ok');
    expect(again.json().data.utente).toMatchObject({ tipo: 'WC', cliente: { codice: 'C00009' } });
    const [entry] = await auditOf('cambiatipo');
    expect(entry?.modifiche).toEqual([
      { campo: 'tipo', prima: 'U', dopo: 'WC' },
      { campo: 'cliente', prima: null, dopo: 'C00009' },
    ]);
  });

  it('refuses bad fields and unknown users', async () => {
    for (const [change, field] of [
      [{ tipo: 'Q' }, 'tipo'],
      [{ email: 'x@' }, 'email'],
      [{ email: '' }, 'email'],
      [{ lingua: 'fr' }, 'lingua'],
      [{ tipo: 'A', agente: 'AG77' }, 'agente'],
    ] as const) {
      expectFailure(
        await send(admin, REST_PATHS.usersUpdate, { codice: 'promoter', ...change }),
        422,
        'VALIDATION',
        field,
      );
    }
    expectFailure(
      await send(admin, REST_PATHS.usersUpdate, { codice: 'nessuno', nome: 'X' }),
      404,
      'NOT_FOUND',
      'codice',
    );
  });
});

describe('rules nobody breaks', () => {
  it('management cannot take away its own X type, deactivate itself or reset its own password', async () => {
    const own = await send(admin, REST_PATHS.usersUpdate, { codice: 'admin', tipo: 'U', Lingua: 'en' });
    expectFailure(own, 422, 'VALIDATION', 'tipo');
    expect(own.json().errors[0].title).toBe('You cannot remove the Management type (X) from yourself.');
    expectFailure(
      await send(admin, REST_PATHS.usersDeactivate, { codice: 'ADMIN' }),
      409,
      'CONFLICT',
      'codice',
    );
    expectFailure(
      await send(admin, REST_PATHS.usersResetpassword, { codice: 'admin' }),
      409,
      'CONFLICT',
      'codice',
    );
    expect(await userOf('admin')).toMatchObject({ tipo: 'X', attivo: 'S' });
    // Its own name is fine.
    expect(
      (await send(admin, REST_PATHS.usersUpdate, { codice: 'admin', nome: 'Francesca' })).statusCode,
    ).toBe(200);
  });

  it('another manager may be demoted or deactivated while one remains', async () => {
    await create({
      codice: 'direzione2',
      tipo: 'X',
      email: 'd2@ingrossobellini.example',
      password: 'Secondo2026x',
    });
    const second = await loginAs(ctx.app, 'direzione2', 'Secondo2026x');
    const demoted = await send(second, REST_PATHS.usersUpdate, { codice: 'admin', tipo: 'U' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    // admin's session ended with his type; direzione2 is the last X now and cannot leave.
    expectFailure(await send(admin, REST_PATHS.usersList), 401, 'UNAUTHENTICATED');
    expectFailure(
      await send(second, REST_PATHS.usersUpdate, { codice: 'direzione2', tipo: 'U' }),
      422,
      'VALIDATION',
      'tipo',
    );
    expect((await send(second, REST_PATHS.usersUpdate, { codice: 'admin', tipo: 'X' })).statusCode).toBe(200);
    admin = await loginAs(ctx.app, 'admin');
    expect((await send(admin, REST_PATHS.usersDeactivate, { codice: 'direzione2' })).statusCode).toBe(200);
    expectFailure(await send(second, REST_PATHS.usersList), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /api/users/deactivate and /reactivate', () => {
  it('ends the user’s sessions and logins until reactivated; both audited', async () => {
    const session = (await login('ferri', DEMO_PASSWORD)).json().data.token as string;
    const headers = { authorization: `Bearer ${session}` };
    const off = await send(admin, REST_PATHS.usersDeactivate, { codice: 'ferri' });
    expect(off.json().data.utente.attivo).toBe('N');
    expectFailure(await post(ctx.app, REST_PATHS.cart, {}, { headers }), 401, 'UNAUTHENTICATED');
    expectFailure(await login('ferri', DEMO_PASSWORD), 401, 'UNAUTHENTICATED');
    const inactive = (await send(admin, REST_PATHS.usersList, { stato: 'disattivato' })).json().data.items;
    expect(inactive.map((u: ManagedUser) => u.codice)).toContain('ferri');
    // Twice is still off, and logged once.
    expect((await send(admin, REST_PATHS.usersDeactivate, { codice: 'ferri' })).statusCode).toBe(200);

    const on = await send(admin, REST_PATHS.usersReactivate, { codice: 'ferri' });
    expect(on.json().data.utente.attivo).toBe('S');
    expect((await login('ferri', DEMO_PASSWORD)).statusCode).toBe(200);
    const entries = await auditOf('ferri');
    expect(entries.map((e) => [e.azione, e.modifiche])).toEqual([
      ['reactivate', [{ campo: 'attivo', prima: 'N', dopo: 'S' }]],
      ['deactivate', [{ campo: 'attivo', prima: 'S', dopo: 'N' }]],
    ]);
  });
});

describe('POST /api/users/unlock', () => {
  it('ends a lock by failed logins so that the user can log in again at once', async () => {
    const address = '203.0.113.40';
    for (let i = 0; i < 5; i++) {
      expect((await login('gallo', 'Sbagliata99', address)).statusCode).toBe(401);
    }
    // Locked: even the right password is refused, from any address.
    expect((await login('gallo', DEMO_PASSWORD, '203.0.113.41')).statusCode).toBe(429);
    const locked = await userOf('gallo');
    expect(locked).toMatchObject({ bloccato: 'S', tentativiFalliti: 5 });
    const until = Date.parse(locked.bloccatoFinoA ?? '') - Date.now();
    expect(until).toBeGreaterThan(13 * 60_000);
    expect(until).toBeLessThanOrEqual(15 * 60_000);
    const listed = (await send(admin, REST_PATHS.usersList, { stato: 'bloccato' })).json().data.items;
    expect(listed.map((u: ManagedUser) => u.codice)).toEqual(['gallo']);

    const unlocked = await send(admin, REST_PATHS.usersUnlock, { codice: 'gallo' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data.utente).toMatchObject({
      bloccato: 'N',
      bloccatoFinoA: null,
      tentativiFalliti: 0,
    });
    const [entry] = await auditOf('gallo');
    expect(entry).toMatchObject({
      azione: 'unlock',
      modifiche: [{ campo: 'bloccato', prima: 'S', dopo: 'N' }],
    });

    // The next failures count afresh: four more do not lock, the right password gets in.
    for (let i = 0; i < 4; i++) expect((await login('gallo', 'Sbagliata99', address)).statusCode).toBe(401);
    const back = await login('gallo', DEMO_PASSWORD, address);
    expect(back.statusCode, back.body).toBe(200);
    expect((await userOf('gallo')).ultimoAccesso).not.toBeNull();
  });

  it('does nothing (and logs nothing) for a user who is not locked', async () => {
    const response = await send(admin, REST_PATHS.usersUnlock, { codice: 'bianchi' });
    expect(response.json().data.utente.bloccato).toBe('N');
    expect(await auditOf('bianchi')).toEqual([]);
  });
});

describe('POST /api/users/resetpassword', () => {
  it('gives a temporary password, ends the sessions and the lock, and forces the change', async () => {
    const session = (await login('colombo', DEMO_PASSWORD)).json().data.token as string;
    const address = '203.0.113.50';
    for (let i = 0; i < 5; i++) await login('colombo', 'Sbagliata99', address);
    expect((await userOf('colombo')).bloccato).toBe('S');

    const response = await send(admin, REST_PATHS.usersResetpassword, { codice: 'colombo' });
    expect(response.statusCode, response.body).toBe(200);
    const { utente, passwordProvvisoria }: ManagedUserPasswordData = response.json().data;
    expect(utente).toMatchObject({ richiestaCambioPassword: 'S', bloccato: 'N' });
    expect(passwordProvvisoria).toMatch(/^[A-Za-z0-9-]{14}$/);
    expectFailure(
      await post(ctx.app, REST_PATHS.cart, {}, { headers: { authorization: `Bearer ${session}` } }),
      401,
      'UNAUTHENTICATED',
    );
    expect((await login('colombo', DEMO_PASSWORD, address)).statusCode).toBe(401);
    const first = await login('colombo', passwordProvvisoria ?? '', address);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.utente.richiestaCambioPassword).toBe('S');

    // The log says it happened, never what the password is.
    const [entry] = await auditOf('colombo');
    expect(entry?.azione).toBe('resetPassword');
    expect(entry?.modifiche.map((c) => c.campo)).toEqual(['richiestaCambioPassword', 'passwordCambiata']);
    const log = JSON.stringify(await auditOf('colombo'));
    expect(log).not.toContain(passwordProvvisoria);
    expect(log).not.toMatch(/scrypt/);
  });

  it('takes a typed password by the new-password rules', async () => {
    expectFailure(
      await send(admin, REST_PATHS.usersResetpassword, { codice: 'bianchi', password: 'corta1' }),
      422,
      'VALIDATION',
      'password',
    );
    expectFailure(
      await send(admin, REST_PATHS.usersResetpassword, { codice: 'bianchi', password: 'Bianchi2026x' }),
      422,
      'VALIDATION',
      'password',
    );
    const typed = await send(admin, REST_PATHS.usersResetpassword, {
      codice: 'bianchi',
      password: 'Cartoleria2026',
    });
    expect(typed.json().data.passwordProvvisoria).toBeNull();
    expect((await login('bianchi', 'Cartoleria2026')).json().data.utente.richiestaCambioPassword).toBe('S');
    expectFailure(
      await send(admin, REST_PATHS.usersResetpassword, { codice: 'nessuno' }),
      404,
      'NOT_FOUND',
      'codice',
    );
  });
});
