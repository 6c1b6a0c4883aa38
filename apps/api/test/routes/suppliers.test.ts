// Supplier management: the list with product counts, one supplier with its contacts and products,
// management's changes (create, update, deactivate and reactivate, contacts) field by field, each in
// the supplier's audit log; the sales office reads, only management changes; a deactivated supplier
// leaves the search box's suggestions and the Fornitori table.
import {
  REST_PATHS,
  type AuditEntry,
  type SupplierListItem,
  type SupplierProduct,
  type SupplierRecord,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIERS } from '../../src/seed/catalogue/data/suppliers';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
let admin: LoggedIn;
let ufficio: LoggedIn;

beforeAll(async () => {
  admin = await loginAs(ctx.app, 'admin');
  ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
});

const send = (who: LoggedIn, path: string, fields: Record<string, string> = {}) =>
  post(ctx.app, path, fields, { headers: who.headers });
const supplierOf = async (code: string): Promise<SupplierRecord> =>
  (await send(admin, REST_PATHS.suppliersDetail, { codice: code })).json().data.fornitore;
const auditOf = async (code: string): Promise<AuditEntry[]> =>
  (await send(admin, REST_PATHS.auditList, { entita: 'supplier', chiave: code, pageSize: '50' })).json().data
    .items;

describe('POST /api/suppliers/list, /detail, /products', () => {
  it('lists the suppliers by name with their product counts (the sales office too)', async () => {
    const response = await send(ufficio, REST_PATHS.suppliersList, { pageSize: '100' });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total }: { items: SupplierListItem[]; total: number } = response.json().data;
    expect(total).toBe(SUPPLIERS.length);
    const names = items.map((s) => s.ragioneSociale);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(items.reduce((sum, s) => sum + s.prodotti, 0)).toBe(5000);
    expect(items.find((s) => s.codice === 'F001')).toMatchObject({
      ragioneSociale: 'Alimentari Riuniti S.p.A.',
      citta: 'Parma',
      provincia: 'PR',
      email: 'info@alimentaririuniti.example',
      attivo: 'S',
    });
  });

  it('searches, filters, sorts and pages', async () => {
    const found = (await send(admin, REST_PATHS.suppliersList, { search: 'parma' })).json().data;
    expect(found.items.map((s: SupplierListItem) => s.codice)).toEqual(['F001']);
    const byCount = (await send(admin, REST_PATHS.suppliersList, { sort: '-prodotti' })).json().data.items;
    const counts = byCount.map((s: SupplierListItem) => s.prodotti);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const naples = (await send(admin, REST_PATHS.suppliersList, { citta: 'NAPOLI' })).json().data;
    expect(naples.items.map((s: SupplierListItem) => s.codice)).toEqual(['F020']);
    const page = (
      await send(admin, REST_PATHS.suppliersList, { sort: 'codice', pageSize: '5', page: '2' })
    ).json().data;
    expect(page.items.map((s: SupplierListItem) => s.codice)).toEqual([
      'F006',
      'F007',
      'F008',
      'F009',
      'F010',
    ]);
    expectFailure(await send(admin, REST_PATHS.suppliersList, { sort: 'x' }), 422, 'VALIDATION', 'sort');
    expectFailure(
      await send(admin, REST_PATHS.suppliersList, { attivo: 'forse' }),
      422,
      'VALIDATION',
      'attivo',
    );
  });

  it('shows one supplier with its contacts, and its products a page at a time in the language asked', async () => {
    const supplier = await supplierOf('f001');
    expect(supplier).toMatchObject({
      codice: 'F001',
      indirizzo: 'Via Emilia Est 120',
      cap: '43123',
      nazione: 'IT',
      contatti: [
        { nome: 'Marta Conti', ruolo: 'Responsabile vendite', email: 'm.conti@alimentaririuniti.example' },
        { nome: 'Paolo Ferrari', ruolo: 'Ufficio ordini' },
      ],
    });
    const response = await send(admin, REST_PATHS.suppliersProducts, {
      codice: 'F001',
      pageSize: '10',
      sort: '-giacenza',
      Lingua: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total }: { items: SupplierProduct[]; total: number } = response.json().data;
    expect(total).toBe(supplier.prodotti);
    expect(items).toHaveLength(10);
    const stock = items.map((p) => p.giacenza);
    expect(stock).toEqual([...stock].sort((a, b) => b - a));
    const [first] = items;
    if (!first) throw new Error('no products');
    const detail = (
      await send(admin, REST_PATHS.productDetail, { codArt: first.codice, Lingua: 'en' })
    ).json().data;
    expect(JSON.stringify(detail)).toContain(first.descrizione);
    const searched = (
      await send(admin, REST_PATHS.suppliersProducts, { codice: 'F001', search: first.codice })
    ).json().data;
    expect(searched.items.map((p: SupplierProduct) => p.codice)).toEqual([first.codice]);
  });

  it('answers 404 on codice for a supplier that does not exist', async () => {
    expectFailure(
      await send(admin, REST_PATHS.suppliersDetail, { codice: 'F999' }),
      404,
      'NOT_FOUND',
      'codice',
    );
    expectFailure(
      await send(admin, REST_PATHS.suppliersProducts, { codice: 'F999' }),
      404,
      'NOT_FOUND',
      'codice',
    );
  });

  it('is refused to agents and customers; the sales office may read but not change', async () => {
    for (const user of ['moretti', 'rossi', 'fiere']) {
      const who = await loginAs(ctx.app, user);
      expectFailure(await send(who, REST_PATHS.suppliersList), 403, 'FORBIDDEN');
      expectFailure(await send(who, REST_PATHS.suppliersDetail, { codice: 'F001' }), 403, 'FORBIDDEN');
    }
    expectFailure(
      await send(ufficio, REST_PATHS.suppliersUpdate, { codice: 'F001', telefono: '+39 0521 1' }),
      403,
      'FORBIDDEN',
    );
    expectFailure(await send(ufficio, REST_PATHS.suppliersDeactivate, { codice: 'F001' }), 403, 'FORBIDDEN');
  });
});

describe('changes', () => {
  it('creates a supplier with a new code, audited', async () => {
    const response = await send(admin, REST_PATHS.suppliersCreate, {
      codice: 'f-nord',
      ragioneSociale: 'Forniture Nord S.r.l.',
      partitaIva: 'it 0123 4567 890',
      citta: 'Como',
      provincia: 'co',
      cap: '22100',
      email: 'ordini@fornord.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.fornitore).toMatchObject({
      codice: 'F-NORD',
      partitaIva: 'IT01234567890',
      provincia: 'CO',
      nazione: 'IT',
      prodotti: 0,
      attivo: 'S',
      contatti: [],
    });
    const [entry] = await auditOf('F-NORD');
    expect(entry).toMatchObject({ azione: 'create', utente: 'admin' });
    expect(entry?.modifiche).toContainEqual({
      campo: 'ragioneSociale',
      prima: null,
      dopo: 'Forniture Nord S.r.l.',
    });
    const taken = await send(admin, REST_PATHS.suppliersCreate, {
      codice: 'F001',
      ragioneSociale: 'X',
      citta: 'Y',
    });
    expectFailure(taken, 422, 'VALIDATION', 'codice');
  });

  it('refuses each bad field of a new supplier and creates nothing', async () => {
    const good = { codice: 'FNEW', ragioneSociale: 'Nuovo S.r.l.', citta: 'Lecco' };
    for (const [change, field] of [
      [{ codice: '' }, 'codice'],
      [{ codice: 'F 1' }, 'codice'],
      [{ codice: 'X'.repeat(21) }, 'codice'],
      [{ ragioneSociale: ' ' }, 'ragioneSociale'],
      [{ ragioneSociale: 'A\u0007B' }, 'ragioneSociale'],
      [{ partitaIva: '123' }, 'partitaIva'],
      [{ email: 'ordini@' }, 'email'],
      [{ telefono: 'chiamare' }, 'telefono'],
      [{ cap: '1' }, 'cap'],
      [{ citta: '' }, 'citta'],
      [{ provincia: 'Lombardia' }, 'provincia'],
      [{ nazione: 'ITA' }, 'nazione'],
    ] as const) {
      expectFailure(
        await send(admin, REST_PATHS.suppliersCreate, { ...good, ...change }),
        422,
        'VALIDATION',
        field,
      );
    }
    expectFailure(await send(admin, REST_PATHS.suppliersDetail, { codice: 'FNEW' }), 404, 'NOT_FOUND');
  });

  it('updates the fields given, leaves the others, logs what changed', async () => {
    const response = await send(admin, REST_PATHS.suppliersUpdate, {
      codice: 'F002',
      telefono: '+39 081 801 0000',
      indirizzo: 'Via Roma 47',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.fornitore).toMatchObject({
      telefono: '+39 081 801 0000',
      indirizzo: 'Via Roma 47',
      citta: 'Gragnano',
    });
    const [entry] = await auditOf('F002');
    expect(entry?.modifiche).toEqual([
      { campo: 'telefono', prima: expect.any(String), dopo: '+39 081 801 0000' },
      { campo: 'indirizzo', prima: 'Via Roma 45', dopo: 'Via Roma 47' },
    ]);
    expectFailure(
      await send(admin, REST_PATHS.suppliersUpdate, { codice: 'F002', email: 'no' }),
      422,
      'VALIDATION',
      'email',
    );
    expectFailure(
      await send(admin, REST_PATHS.suppliersUpdate, { codice: 'F999', citta: 'Roma' }),
      404,
      'NOT_FOUND',
      'codice',
    );
  });

  it('deactivates a supplier: gone from suggestions and the Fornitori table, its products stay', async () => {
    const suggested = async () =>
      (await post(ctx.app, REST_PATHS.suggest, { CercaTesto: 'Bevande Alpine', Lingua: 'it' }))
        .json()
        .data.suppliers.map((s: { codice: string }) => s.codice);
    const table = async () =>
      (await post(ctx.app, REST_PATHS.dataTable, { tablename: 'Fornitori', Lingua: 'it' })).json().data;
    expect(await suggested()).toContain('F003');
    const before = await supplierOf('F003');

    const off = await send(admin, REST_PATHS.suppliersDeactivate, { codice: 'F003' });
    expect(off.json().data.fornitore.attivo).toBe('N');
    expect(await suggested()).not.toContain('F003');
    expect(JSON.stringify(await table())).not.toContain('F003');
    expect((await supplierOf('F003')).prodotti).toBe(before.prodotti);
    const inactive = (await send(admin, REST_PATHS.suppliersList, { attivo: 'N' })).json().data.items;
    expect(inactive.map((s: SupplierListItem) => s.codice)).toEqual(['F003']);

    const on = await send(admin, REST_PATHS.suppliersReactivate, { codice: 'F003' });
    expect(on.json().data.fornitore.attivo).toBe('S');
    expect(await suggested()).toContain('F003');
    expect((await auditOf('F003')).map((e) => e.azione)).toEqual(['reactivate', 'deactivate']);
  });

  it('adds, changes and removes a contact; each field checked, each step logged', async () => {
    const added = await send(admin, REST_PATHS.suppliersContactAdd, {
      codice: 'F010',
      nome: 'Nicola Russo',
      ruolo: 'Vendite',
      email: 'n.russo@igienecasasud.example',
    });
    expect(added.statusCode, added.body).toBe(200);
    const contact = added.json().data.fornitore.contatti.at(-1);
    expect(contact).toMatchObject({ nome: 'Nicola Russo', telefono: '' });

    const NEW_CONTACT = { codice: 'F010', nome: 'N' };
    for (const [change, field] of [
      [{ nome: '' }, 'nome'],
      [{ email: 'x' }, 'email'],
      [{ telefono: 'abc' }, 'telefono'],
    ] as const) {
      expectFailure(
        await send(admin, REST_PATHS.suppliersContactAdd, { ...NEW_CONTACT, ...change }),
        422,
        'VALIDATION',
        field,
      );
    }
    const updated = await send(admin, REST_PATHS.suppliersContactUpdate, {
      codice: 'F010',
      id: String(contact.id),
      nome: 'Nicola Russo',
      ruolo: 'Direttore vendite',
      telefono: '+39 080 111 2222',
    });
    expect(updated.json().data.fornitore.contatti.at(-1)).toMatchObject({
      ruolo: 'Direttore vendite',
      email: '',
      telefono: '+39 080 111 2222',
    });
    // A contact of another supplier is not this one's.
    expectFailure(
      await send(admin, REST_PATHS.suppliersContactRemove, { codice: 'F011', id: String(contact.id) }),
      404,
      'NOT_FOUND',
      'id',
    );
    const removed = await send(admin, REST_PATHS.suppliersContactRemove, {
      codice: 'F010',
      id: String(contact.id),
    });
    expect(removed.json().data.fornitore.contatti).toEqual([]);
    const entries = await auditOf('F010');
    expect(entries.map((e) => [e.azione, e.descrizione])).toEqual([
      ['delete', 'Nicola Russo'],
      ['update', 'Nicola Russo'],
      ['create', 'Nicola Russo'],
    ]);
    expect(entries[1]?.modifiche).toEqual([
      { campo: 'contatto.ruolo', prima: 'Vendite', dopo: 'Direttore vendite' },
      { campo: 'contatto.email', prima: 'n.russo@igienecasasud.example', dopo: null },
      { campo: 'contatto.telefono', prima: null, dopo: '+39 080 111 2222' },
    ]);
  });

  it('keeps the supplier log from those who may not read suppliers', async () => {
    const moretti = await loginAs(ctx.app, 'moretti');
    const response = await send(moretti, REST_PATHS.auditList, { entita: 'supplier', chiave: 'F001' });
    expectFailure(response, 404, 'NOT_FOUND');
    expect(
      (await send(ufficio, REST_PATHS.auditList, { entita: 'supplier', chiave: 'F002' })).statusCode,
    ).toBe(200);
  });
});
