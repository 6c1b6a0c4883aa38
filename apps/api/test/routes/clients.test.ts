// The client directory and the client record: who sees which clients (an agent only his, and a client
// he does not follow is "not found" by every route), search, filters, sort on every column, paging,
// and what the record shows.
import {
  CLIENT_SORT_FIELDS,
  OPEN_ORDER_STATUSES,
  REST_PATHS,
  type ClientListItem,
  type ClientRecord,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS } from '../../src/seed/data/clients';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
let moretti: LoggedIn;
let admin: LoggedIn;
let ufficio: LoggedIn;

beforeAll(async () => {
  moretti = await loginAs(ctx.app, 'moretti');
  admin = await loginAs(ctx.app, 'admin');
  ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
});

const list = (who: LoggedIn, fields: Record<string, string> = {}) =>
  post(ctx.app, REST_PATHS.clientsList, { pageSize: '500', ...fields }, { headers: who.headers });
const items = async (who: LoggedIn, fields: Record<string, string> = {}): Promise<ClientListItem[]> => {
  const response = await list(who, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items;
};
const detail = (who: LoggedIn, codice: string) =>
  post(ctx.app, REST_PATHS.clientsDetail, { codice }, { headers: who.headers });

const MORETTI = CLIENTS.filter((c) => c.agentCode === 'AG01').map((c) => c.code);

describe('POST /api/clients/list', () => {
  it('shows every client to the office and management, only his own to an agent', async () => {
    expect((await items(admin)).map((c) => c.codice).sort()).toEqual(CLIENTS.map((c) => c.code).sort());
    expect((await items(ufficio)).length).toBe(CLIENTS.length);
    const his = await items(moretti);
    expect(his.map((c) => c.codice).sort()).toEqual([...MORETTI].sort());
    expect(his.every((c) => c.agente?.codice === 'AG01')).toBe(true);
  });

  it('never finds another agent’s client for an agent, by code, name, VAT number or filter', async () => {
    for (const search of ['C00003', 'Gallo', 'IT03456780014', 'Torino']) {
      expect(await items(moretti, { search }), search).toEqual([]);
      expect(
        (await items(admin, { search })).map((c) => c.codice),
        search,
      ).toContain('C00003');
    }
    expect(await items(moretti, { agente: 'AG02' })).toEqual([]);
    expect(await items(moretti, { senzaAgente: 'S' })).toEqual([]);
  });

  it('searches code, name, VAT number and city, every word', async () => {
    expect((await items(admin, { search: 'c00001' })).map((c) => c.codice)).toEqual(['C00001']);
    expect((await items(admin, { search: 'IT0234567' })).map((c) => c.codice)).toEqual(['C00002']);
    const roma = await items(admin, { search: 'hotel roma' });
    expect(roma.map((c) => c.codice)).toEqual(['C00030']);
    expect(await items(admin, { search: '100%_' })).toEqual([]);
  });

  it('filters by agent, no agent, price list, city, province and credit limit exceeded', async () => {
    expect((await items(admin, { agente: 'AG03' })).every((c) => c.agente?.codice === 'AG03')).toBe(true);
    const none = await items(admin, { senzaAgente: 'S' });
    expect(none.map((c) => c.codice).sort()).toEqual([
      'C00005',
      'C00006',
      'C00039',
      'C00040',
      'C00041',
      'C00042',
    ]);
    expect((await items(admin, { listino: 'p3' })).every((c) => c.listino === 'p3')).toBe(true);
    expect((await items(admin, { citta: 'milano' })).map((c) => c.codice).sort()).toEqual([
      'C00001',
      'C00011',
      'C00015',
    ]);
    expect((await items(admin, { provincia: 'rm' })).map((c) => c.codice).sort()).toEqual([
      'C00029',
      'C00030',
    ]);
    const over = await items(admin, { fidoSuperato: 'S' });
    expect(over.map((c) => c.codice)).toContain('C00034');
    for (const client of over) {
      expect(client.fidoSuperato).toBe('S');
      expect(client.esposizione).toBeGreaterThan(client.fido ?? Infinity);
    }
  });

  it('sorts on every column, both ways, with rows without a value last', async () => {
    const key = (field: (typeof CLIENT_SORT_FIELDS)[number], c: ClientListItem) =>
      field === 'agente' ? (c.agente?.nome.toLowerCase() ?? null) : (c[field] as string | number | null);
    for (const field of CLIENT_SORT_FIELDS) {
      for (const direction of ['', '-']) {
        const rows = await items(admin, { sort: `${direction}${field}` });
        expect(rows.length, field).toBe(CLIENTS.length);
        const values = rows.map((c) => key(field, c));
        const present = values.filter((v) => v !== null);
        expect(
          values.slice(present.length).every((v) => v === null),
          `${direction}${field} nulls last`,
        ).toBe(true);
        const normalised = present.map((v) => (typeof v === 'string' ? v.toLowerCase() : v));
        for (let i = 1; i < normalised.length; i++) {
          const [a, b] = [normalised[i - 1], normalised[i]] as [string | number, string | number];
          const inOrder = direction === '' ? a <= b : a >= b;
          // Text order is the database collation's; numbers, codes and ISO dates compare exactly here.
          if (typeof a === 'number' || field === 'codice' || field === 'ultimoOrdine') {
            expect(inOrder, `${direction}${field}: ${a} then ${b}`).toBe(true);
          }
        }
      }
    }
    const byTurnover = await items(admin, { sort: '-fatturatoAnno' });
    expect(byTurnover[0]?.fatturatoAnno).toBeGreaterThan(0);
  });

  it('pages with a stable total, also past the last page', async () => {
    const first = (await list(admin, { pageSize: '10', page: '1', sort: 'codice' })).json().data;
    const second = (await list(admin, { pageSize: '10', page: '2', sort: 'codice' })).json().data;
    expect(first.total).toBe(CLIENTS.length);
    expect(second.total).toBe(CLIENTS.length);
    expect(first.items.map((c: ClientListItem) => c.codice)).toEqual(CLIENTS.slice(0, 10).map((c) => c.code));
    expect(second.items[0].codice).toBe('C00011');
    const beyond = (await list(admin, { pageSize: '10', page: '99' })).json().data;
    expect(beyond).toMatchObject({ items: [], total: CLIENTS.length, page: 99, pageSize: 10 });
  });

  it('names the field of a bad filter, sort or page', async () => {
    expectFailure(await list(admin, { sort: 'password' }), 422, 'VALIDATION', 'sort');
    expectFailure(await list(admin, { listino: 'p9' }), 422, 'VALIDATION', 'listino');
    expectFailure(await list(admin, { pageSize: '501' }), 422, 'VALIDATION', 'pageSize');
    expectFailure(await list(admin, { search: 'bar\u0000' }), 422, 'VALIDATION', 'search');
    expectFailure(await list(admin, { provincia: 'Milano' }), 422, 'VALIDATION', 'provincia');
  });

  it('is closed to visitors (401), customers and fairs staff (403)', async () => {
    expect((await post(ctx.app, REST_PATHS.clientsList, {})).statusCode).toBe(401);
    for (const user of ['rossi', 'fiere']) {
      expectFailure(await list(await loginAs(ctx.app, user)), 403, 'FORBIDDEN');
    }
  });
});

describe('POST /api/clients/detail', () => {
  it('shows the record: company, addresses, terms, exposure, contacts, notes, open items, orders', async () => {
    const response = await detail(admin, 'C00001');
    expect(response.statusCode, response.body).toBe(200);
    const record: ClientRecord = response.json().data.cliente;
    expect(record).toMatchObject({
      codice: 'C00001',
      ragioneSociale: 'Alimentari Rossi S.r.l.',
      listino: 'p1',
      sconti: '20+10',
      fido: 25000,
      agente: { codice: 'AG01', nome: 'Luca Moretti' },
      sedeLegale: { citta: 'Milano', provincia: 'MI' },
    });
    expect(record.destinazioni.map((d) => d.codice)).toEqual(['001', '002']);
    expect(record.contatti.map((c) => c.nome)).toEqual(['Giovanni Rossi', 'Marta Rossi']);
    expect(record.note.map((n) => n.data)).toEqual([...record.note.map((n) => n.data)].sort().reverse());
    expect(record.partite.map((p) => p.documento)).toEqual(['FT 377', 'FT 412']);
    expect(record.partite[0]).toMatchObject({ importo: 2210, pagato: 1000, residuo: 1210, scaduta: 'S' });
    // Exposure: open orders (received or confirmed) + what is still owed.
    const open = record.ordiniAperti.reduce((sum, o) => sum + o.totale, 0);
    expect(
      record.ordiniAperti.every((o) => (OPEN_ORDER_STATUSES as readonly string[]).includes(o.stato)),
    ).toBe(true);
    expect(record.esposizione.ordiniAperti).toBeCloseTo(open, 2);
    expect(record.esposizione.partiteAperte).toBeCloseTo(1840.5 + 1210, 2);
    expect(record.esposizione.scaduto).toBeCloseTo(1210, 2);
    expect(record.esposizione.totale).toBeCloseTo(open + 3050.5, 2);
    expect(record.esposizione.disponibile).toBeCloseTo(25000 - record.esposizione.totale, 2);
    expect(record.ultimiOrdini.length).toBeGreaterThan(0);
    expect(record.ultimiOrdini[0]?.inseritoDa).toBe('Giovanni Rossi');
    expect(record.ultimoOrdine).toBe(record.ultimiOrdini[0]?.data);
  });

  it('answers an agent "not found" for a client he does not follow, as for one that does not exist', async () => {
    const other = expectFailure(await detail(moretti, 'C00003'), 404, 'NOT_FOUND', 'codice');
    const none = expectFailure(await detail(moretti, 'C99999'), 404, 'NOT_FOUND', 'codice');
    expect(other.title).toBe(none.title);
    expect((await detail(moretti, 'C00001')).statusCode).toBe(200);
    expect((await detail(ufficio, 'C00003')).statusCode).toBe(200);
  });

  it('shows a client over its credit limit as such', async () => {
    const record: ClientRecord = (await detail(admin, 'C00034')).json().data.cliente;
    expect(record.esposizione.superato).toBe('S');
    expect(record.esposizione.disponibile).toBeLessThan(0);
  });
});
