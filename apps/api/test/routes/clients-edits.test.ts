// Editing a client record: each edit by each staff type (allowed or refused as the permission table
// says; an agent's edit of a client he does not follow is "not found"), the audit entry written with
// it, and a field-level message for each bad value.
import { REST_PATHS, type AuditEntry, type ClientRecord } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const who: Record<'A' | 'U' | 'X', LoggedIn> = {} as never;

beforeAll(async () => {
  who.A = await loginAs(ctx.app, 'moretti');
  who.U = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  who.X = await loginAs(ctx.app, 'admin');
});

const send = (user: LoggedIn, path: string, fields: Record<string, string>, language?: string) =>
  post(ctx.app, path, fields, {
    headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
  });
const record = (response: { json(): { data: { cliente: ClientRecord } } }) => response.json().data.cliente;
async function auditOf(codice: string, entita = 'client'): Promise<AuditEntry[]> {
  const response = await send(who.X, REST_PATHS.auditList, { entita, chiave: codice });
  return response.json().data.items;
}

/** Each edit, with a payload for a client moretti follows (C00007) and who may make it. */
const EDITS: Array<{ path: string; allowed: Array<'A' | 'U' | 'X'>; fields: Record<string, string> }> = [
  {
    path: REST_PATHS.clientsContactAdd,
    allowed: ['A', 'U', 'X'],
    fields: { nome: 'Anna Sala', ruolo: 'Cassa' },
  },
  {
    path: REST_PATHS.clientsNoteAdd,
    allowed: ['A', 'U', 'X'],
    fields: { testo: 'Visita fatta.\nRichiamare.' },
  },
  { path: REST_PATHS.clientsUpdate, allowed: ['U', 'X'], fields: { telefono: '+39 039 123 4567' } },
  {
    path: REST_PATHS.clientsAddressAdd,
    allowed: ['U', 'X'],
    fields: {
      descrizione: 'Dehors',
      indirizzo: 'Piazza Trento 1',
      cap: '20900',
      citta: 'Monza',
      provincia: 'MB',
    },
  },
  { path: REST_PATHS.clientsTerms, allowed: ['X'], fields: { sconti: '5+2' } },
  { path: REST_PATHS.clientsAssign, allowed: ['X'], fields: { agente: 'AG01' } },
];

describe('who may edit what', () => {
  it('lets each type make exactly the edits the permission table gives it', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const edit of EDITS) {
      for (const tipo of ['A', 'U', 'X'] as const) {
        const response = await send(who[tipo], edit.path, { codice: 'C00007', ...edit.fields });
        outcomes.push(`${edit.path} ${tipo} ${response.statusCode}`);
        expected.push(`${edit.path} ${tipo} ${edit.allowed.includes(tipo) ? 200 : 403}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('answers an agent "not found" for a client he does not follow, and changes nothing', async () => {
    const before = record(await send(who.X, REST_PATHS.clientsDetail, { codice: 'C00003' }));
    for (const edit of EDITS.filter((e) => e.allowed.includes('A'))) {
      expectFailure(
        await send(who.A, edit.path, { codice: 'C00003', ...edit.fields }),
        404,
        'NOT_FOUND',
        'codice',
      );
    }
    const after = record(await send(who.X, REST_PATHS.clientsDetail, { codice: 'C00003' }));
    expect(after).toEqual(before);
  });

  it('refuses customers (403) and visitors (401)', async () => {
    const rossi = await loginAs(ctx.app, 'rossi');
    expectFailure(
      await send(rossi, REST_PATHS.clientsNoteAdd, { codice: 'C00001', testo: 'x' }),
      403,
      'FORBIDDEN',
    );
    expect(
      (await post(ctx.app, REST_PATHS.clientsNoteAdd, { codice: 'C00001', testo: 'x' })).statusCode,
    ).toBe(401);
  });
});

describe('edits and their audit entries', () => {
  it('updates the terms, validated like the database, and logs before → after', async () => {
    const response = await send(who.X, REST_PATHS.clientsTerms, {
      codice: 'C00008',
      listino: 'p1b2b',
      sconti: ' 12,5 + 3 ',
      fido: '18.500,50',
      pagamento: 'Bonifico 60 giorni',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(record(response)).toMatchObject({ listino: 'p1b2b', sconti: '12.5+3', fido: 18500.5 });
    const [entry] = await auditOf('C00008');
    expect(entry).toMatchObject({ utente: 'admin', tipoUtente: 'X', cliente: 'C00008', azione: 'update' });
    expect(entry?.modifiche).toEqual([
      { campo: 'listino', prima: 'p2', dopo: 'p1b2b' },
      { campo: 'sconti', prima: '3', dopo: '12.5+3' },
      { campo: 'pagamento', prima: 'Bonifico bancario 30 giorni data fattura', dopo: 'Bonifico 60 giorni' },
      { campo: 'fido', prima: 12000, dopo: 18500.5 },
    ]);
    // A field left out stays; an empty credit limit means none.
    const cleared = record(await send(who.X, REST_PATHS.clientsTerms, { codice: 'C00008', fido: '' }));
    expect(cleared).toMatchObject({ fido: null, sconti: '12.5+3', listino: 'p1b2b' });
    // The same values again change nothing and log nothing.
    const count = (await auditOf('C00008')).length;
    await send(who.X, REST_PATHS.clientsTerms, { codice: 'C00008', sconti: '12.5+3' });
    expect((await auditOf('C00008')).length).toBe(count);
  });

  it('updates company data and keeps one default delivery address', async () => {
    const updated = record(
      await send(who.U, REST_PATHS.clientsUpdate, {
        codice: 'C00009',
        email: 'ACQUISTI@hotellago.example',
        cap: '22100',
      }),
    );
    expect(updated.email).toBe('ACQUISTI@hotellago.example');
    const added = record(
      await send(who.U, REST_PATHS.clientsAddressAdd, {
        codice: 'C00009',
        descrizione: 'Spiaggia',
        indirizzo: 'Via Lungo Lario 1',
        cap: '22100',
        citta: 'Como',
        provincia: 'co',
        predefinito: 'S',
      }),
    );
    expect(added.destinazioni.map((d) => [d.codice, d.predefinito])).toEqual([
      ['001', 'N'],
      ['002', 'N'],
      ['003', 'S'],
    ]);
    const moved = record(
      await send(who.U, REST_PATHS.clientsAddressUpdate, {
        codice: 'C00009',
        destinazione: '002',
        descrizione: 'Dépendance',
        indirizzo: 'Via per Cernobbio 2',
        cap: '22100',
        citta: 'Como',
        predefinito: 'on',
      }),
    );
    expect(moved.destinazioni.filter((d) => d.predefinito === 'S').map((d) => d.codice)).toEqual(['002']);
    const removed = record(
      await send(who.U, REST_PATHS.clientsAddressRemove, { codice: 'C00009', destinazione: '003' }),
    );
    expect(removed.destinazioni.map((d) => d.codice)).toEqual(['001', '002']);
    expectFailure(
      await send(who.U, REST_PATHS.clientsAddressRemove, { codice: 'C00009', destinazione: '003' }),
      404,
      'NOT_FOUND',
      'destinazione',
    );
    const actions = (await auditOf('C00009')).map((e) => `${e.azione} ${e.utente} ${e.descrizione}`);
    expect(actions.slice(0, 4)).toEqual([
      'delete ufficio 003 Spiaggia',
      'update ufficio 002 Dépendance',
      'create ufficio 003 Spiaggia',
      'update ufficio ',
    ]);
  });

  it('adds, changes and removes a contact, adds a note (newest first), all logged', async () => {
    const added = record(
      await send(who.A, REST_PATHS.clientsContactAdd, {
        codice: 'C00010',
        nome: 'Ciro Russo',
        email: 'ciro@example.it',
      }),
    );
    const contact = added.contatti.find((c) => c.nome === 'Ciro Russo');
    expect(contact).toMatchObject({ email: 'ciro@example.it', ruolo: '', telefono: '' });
    const changed = record(
      await send(who.A, REST_PATHS.clientsContactUpdate, {
        codice: 'C00010',
        id: String(contact?.id),
        nome: 'Ciro Russo',
        ruolo: 'Titolare',
        telefono: '+39 333 000 1111',
      }),
    );
    expect(changed.contatti.find((c) => c.id === contact?.id)).toMatchObject({
      ruolo: 'Titolare',
      email: '',
    });
    await send(who.A, REST_PATHS.clientsNoteAdd, { codice: 'C00010', testo: 'Prima nota' });
    const noted = record(
      await send(who.A, REST_PATHS.clientsNoteAdd, { codice: 'C00010', testo: 'Seconda\nnota' }),
    );
    expect(noted.note.slice(0, 2).map((n) => [n.testo, n.autore])).toEqual([
      ['Seconda\nnota', 'Luca Moretti'],
      ['Prima nota', 'Luca Moretti'],
    ]);
    const removed = record(
      await send(who.A, REST_PATHS.clientsContactRemove, { codice: 'C00010', id: String(contact?.id) }),
    );
    expect(removed.contatti.some((c) => c.id === contact?.id)).toBe(false);
    // Another client's contact id is not this client's: not found.
    const rossi = record(await send(who.X, REST_PATHS.clientsDetail, { codice: 'C00001' })).contatti[0];
    expectFailure(
      await send(who.A, REST_PATHS.clientsContactRemove, { codice: 'C00010', id: String(rossi?.id) }),
      404,
      'NOT_FOUND',
      'id',
    );
    const log = await auditOf('C00010');
    expect(log.map((e) => e.azione).slice(0, 5)).toEqual(['delete', 'create', 'create', 'update', 'create']);
    expect(log[3]?.modifiche).toEqual([
      { campo: 'contatto.ruolo', prima: null, dopo: 'Titolare' },
      { campo: 'contatto.email', prima: 'ciro@example.it', dopo: null },
      { campo: 'contatto.telefono', prima: null, dopo: '+39 333 000 1111' },
    ]);
  });

  it('assigns a client to another agent: logged on the client and on both agents; the old agent loses it', async () => {
    const moved = record(await send(who.X, REST_PATHS.clientsAssign, { codice: 'C00017', agente: 'AG03' }));
    expect(moved.agente).toMatchObject({ codice: 'AG03', nome: 'Giulia Romano' });
    expect((await auditOf('C00017'))[0]?.modifiche).toEqual([
      { campo: 'agente', prima: 'AG01', dopo: 'AG03' },
    ]);
    expect((await auditOf('AG01', 'agent'))[0]).toMatchObject({
      azione: 'assign',
      cliente: 'C00017',
      modifiche: [{ campo: 'cliente', prima: 'C00017', dopo: null }],
    });
    expect((await auditOf('AG03', 'agent'))[0]).toMatchObject({
      azione: 'assign',
      modifiche: [{ campo: 'cliente', prima: null, dopo: 'C00017' }],
    });
    expectFailure(await send(who.A, REST_PATHS.clientsDetail, { codice: 'C00017' }), 404, 'NOT_FOUND');
    const none = record(await send(who.X, REST_PATHS.clientsAssign, { codice: 'C00017', agente: '' }));
    expect(none.agente).toBeNull();
    expectFailure(
      await send(who.X, REST_PATHS.clientsAssign, { codice: 'C00017', agente: 'AG99' }),
      422,
      'VALIDATION',
      'agente',
    );
  });
});

describe('field-level validation', () => {
  const CASES: Array<[string, Record<string, string>, string, RegExp]> = [
    [REST_PATHS.clientsTerms, { sconti: '20+100' }, 'sconti', /catena di sconti/],
    [REST_PATHS.clientsTerms, { fido: '-5' }, 'fido', /importo/],
    [REST_PATHS.clientsTerms, { listino: 'p7' }, 'listino', /valori ammessi/],
    [REST_PATHS.clientsTerms, { pagamento: 'a\u0007b' }, 'pagamento', /caratteri di controllo/],
    [REST_PATHS.clientsUpdate, { ragioneSociale: '  ' }, 'ragioneSociale', /obbligatorio/],
    [REST_PATHS.clientsUpdate, { partitaIva: '123' }, 'partitaIva', /partita IVA/],
    [REST_PATHS.clientsUpdate, { codiceFiscale: 'ABC' }, 'codiceFiscale', /codice fiscale/],
    [REST_PATHS.clientsUpdate, { email: 'nobody' }, 'email', /e-mail/],
    [REST_PATHS.clientsUpdate, { telefono: 'call me' }, 'telefono', /telefono/],
    [REST_PATHS.clientsUpdate, { provincia: 'Mil' }, 'provincia', /troppo lungo|sigla/],
    [REST_PATHS.clientsUpdate, { nazione: 'I1' }, 'nazione', /paese/],
    [REST_PATHS.clientsAddressAdd, { descrizione: 'x', indirizzo: 'x', citta: 'x', cap: '!' }, 'cap', /CAP/],
    [REST_PATHS.clientsContactAdd, { nome: '' }, 'nome', /obbligatorio/],
    [REST_PATHS.clientsNoteAdd, { testo: 'a'.repeat(2001) }, 'testo', /2000/],
    [REST_PATHS.clientsNoteAdd, { testo: 'ok\u0000' }, 'testo', /caratteri di controllo/],
  ];

  it.each(CASES)('%s refuses %o on its field', async (path, fields, field, message) => {
    const error = expectFailure(
      await send(who.X, path, { codice: 'C00011', ...fields }),
      422,
      'VALIDATION',
      field,
    );
    expect(error.title).toMatch(message);
  });

  it('answers in English when asked', async () => {
    const error = expectFailure(
      await send(who.X, REST_PATHS.clientsTerms, { codice: 'C00011', sconti: 'dieci' }, 'en'),
      422,
      'VALIDATION',
      'sconti',
    );
    expect(error.title).toMatch(/discount chain/);
  });
});
