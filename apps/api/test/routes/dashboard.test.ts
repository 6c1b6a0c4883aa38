// POST /api/dashboard: an agent sees his own clients' figures (never another agent's), the office and
// management the whole shop, fair staff their fairs. The demo orders count back from today, so the
// agent's figures are checked on an agent of the test's own, and the office's as the change that the
// test's orders make; every instant is placed from the shop's calendar of today.
import { REST_PATHS, type AgentDashboard, type FairsDashboard, type OfficeDashboard } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fairs, userFairs } from '../../src/db/schema';
import { dashboardPeriod } from '../../src/modules/dashboard/dashboard-period';
import { loginAs } from '../helpers/login';
import {
  insertClient,
  insertOrder,
  insertReceivable,
  romeInstant,
  staffSession,
  type StaffSession,
} from '../helpers/management-fixtures';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const period = dashboardPeriod();

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

async function dashboard<T>(headers: Record<string, string>): Promise<T> {
  const response = await post(ctx.app, REST_PATHS.dashboard, {}, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

describe('POST /api/dashboard: who may ask', () => {
  it('refuses visitors (401) and customers (403), and names a bad field', async () => {
    expect((await post(ctx.app, REST_PATHS.dashboard, {})).statusCode).toBe(401);
    const rossi = await loginAs(ctx.app, 'rossi');
    expect((await post(ctx.app, REST_PATHS.dashboard, {}, rossi)).statusCode).toBe(403);
    const admin = await loginAs(ctx.app, 'admin');
    const bad = await post(ctx.app, REST_PATHS.dashboard, { Lingua: 'de' }, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('Lingua');
  });
});

describe('an agent’s dashboard', () => {
  let agent: StaffSession;
  let other: StaffSession;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    agent = await staffSession(db(), 'agente-test', 'A', 'AGT1');
    other = await staffSession(db(), 'agente-altro', 'A', 'AGT2');
    await insertClient(db(), 'TA001', 'AGT1');
    await insertClient(db(), 'TA002', 'AGT1');
    await insertClient(db(), 'TA003', 'AGT1', '100.00');
    await insertClient(db(), 'TA004', 'AGT1');
    await insertClient(db(), 'TB001', 'AGT2');
    const at = (day: string, time?: string) => romeInstant(db(), day, time);
    const place = (
      client: string,
      when: Date,
      total: string,
      status?: 'ricevuto' | 'confermato' | 'annullato',
    ) => insertOrder(db(), { client, userId: agent.userId, at: when, total, status });
    // This month: today, the 1st (the same day when today is the 1st), one cancelled, one waiting.
    await place('TA001', await at(period.today, '00:05'), '100.10');
    await place('TA001', await at(period.monthStart), '50.25');
    await place('TA001', await at(period.monthStart), '999.00', 'annullato');
    numbers.waiting = await place('TA001', await at(period.monthStart, '00:02'), '20.00', 'ricevuto');
    await place('TA003', await at(period.monthStart, '00:03'), '150.00', 'confermato');
    // The same month last year: one in the compared days, one after them (in the chart only).
    await place('TA001', await at(period.lastYearStart), '70.00');
    if (period.lastYearSameDay < addDays(period.lastYearMonthEnd, -1)) {
      await place('TA001', await at(addDays(period.lastYearMonthEnd, -1), '12:00'), '30.00');
    }
    // TA002 ordered every 20 days from 200 to 120 days ago, then stopped; TA004 too, but placed an
    // order five days ago (cancelled since): in touch, not silent.
    for (const daysAgo of [200, 180, 160, 140, 120]) {
      await place('TA004', await at(addDays(period.today, -daysAgo), '10:00'), '10.00');
    }
    await place('TA004', await at(addDays(period.today, -5), '10:00'), '10.00', 'annullato');
    // TA002 ordered every 20 days from 200 to 120 days ago, then stopped.
    for (const daysAgo of [200, 180, 160, 140, 120]) {
      await place('TA002', await at(addDays(period.today, -daysAgo), '10:00'), '10.00');
    }
    // Another agent's client: big, waiting, overdue, and never on this dashboard.
    await insertOrder(db(), {
      client: 'TB001',
      userId: other.userId,
      at: await at(period.today, '00:04'),
      total: '5000.00',
      status: 'ricevuto',
    });
    await insertReceivable(db(), 'TB001', addDays(period.today, -5), '900.00');
    // TA001 owes 80 of 100 since ten days, and has an invoice not yet due and one paid.
    await insertReceivable(db(), 'TA001', addDays(period.today, -10), '100.00', '20.00');
    await insertReceivable(db(), 'TA001', addDays(period.today, 20), '500.00');
    await insertReceivable(db(), 'TA001', addDays(period.today, -40), '60.00', '60.00');
  });

  it('counts his clients and their orders this month against the same days last year', async () => {
    const data = await dashboard<AgentDashboard>(agent.headers);
    expect(data).toMatchObject({
      vista: 'agente',
      oggi: period.today,
      decimali: 2,
      agente: { codice: 'AGT1', nome: 'Agente AGT1' },
      clienti: { totale: 4, conOrdiniNelMese: 2 },
      ordiniAperti: { ordini: 2, importo: 170 },
    });
    expect(data.mese).toMatchObject({
      dal: period.monthStart,
      al: period.today,
      dalAnnoPrima: period.lastYearStart,
      alAnnoPrima: period.lastYearSameDay,
      corrente: { ordini: 4, importo: 320.35 },
      annoPrima: { ordini: 1, importo: 70 },
    });
    const days = data.mese.giorni;
    expect(days).toHaveLength(period.monthDays);
    const today = Number(period.today.slice(8));
    expect(days[today - 1]?.importo).toBe(320.35);
    expect(days.slice(today).every((d) => d.importo === null)).toBe(true);
    const lastYearMonth = period.lastYearDays > today ? 100 : 70;
    expect(days[days.length - 1]?.importoAnnoPrima).toBe(lastYearMonth);
  });

  it('lists his best clients and what needs his attention, and nothing of other agents', async () => {
    const data = await dashboard<AgentDashboard>(agent.headers);
    expect(data.topClienti.map((c) => [c.codice, c.ordini, c.importo])).toEqual([
      ['TA001', 3, 170.35],
      ['TA003', 1, 150],
    ]);
    expect(data.attenzione.inAttesa).toMatchObject({
      totale: 1,
      importo: 20,
      righe: [{ numero: numbers.waiting, codiceCliente: 'TA001', stato: 'ricevuto', importo: 20 }],
    });
    expect(data.attenzione.silenti).toEqual({
      totale: 1,
      righe: [
        {
          codice: 'TA002',
          ragioneSociale: 'Cliente TA002 S.r.l.',
          ultimoOrdine: addDays(period.today, -120),
          giorniSenzaOrdini: 120,
          intervalloAbituale: 20,
          ordiniUltimoAnno: 5,
        },
      ],
    });
    expect(data.attenzione.oltreFido).toEqual({
      totale: 1,
      righe: [{ codice: 'TA003', ragioneSociale: 'Cliente TA003 S.r.l.', fido: 100, esposizione: 150 }],
    });
    expect(data.attenzione.scaduti).toEqual({
      totale: 1,
      importo: 80,
      righe: [
        {
          codice: 'TA001',
          ragioneSociale: 'Cliente TA001 S.r.l.',
          importo: 80,
          documenti: 1,
          scadenzaPiuVecchia: addDays(period.today, -10),
        },
      ],
    });
    expect(JSON.stringify(data)).not.toContain('TB001');
  });

  it('shows moretti his demo clients and never C00003', async () => {
    const moretti = await loginAs(ctx.app, 'moretti');
    const data = await dashboard<AgentDashboard>(moretti.headers);
    expect(data.agente.codice).toBe('AG01');
    expect(data.clienti.totale).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(data)).not.toContain('C00003');
  });
});

describe('the office’s dashboard', () => {
  it('adds a new order of today to today’s figures, its channel, the top clients and agents', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const ufficio = await staffSession(db(), 'ufficio-test', 'U');
    const before = await dashboard<OfficeDashboard>(admin.headers);
    expect(before.ordiniOggi.canali.map((c) => c.canale)).toEqual([
      'web',
      'agent',
      'office',
      'fair',
      'import',
      'quote',
    ]);
    await insertClient(db(), 'TC001', 'AG02');
    const at = await romeInstant(db(), period.today, '00:06');
    await insertOrder(db(), {
      client: 'TC001',
      userId: ufficio.userId,
      at,
      total: '9999999.99',
      channel: 'import',
    });
    await insertOrder(db(), {
      client: 'TC001',
      userId: ufficio.userId,
      at,
      total: '5.00',
      channel: 'import',
      status: 'annullato',
    });
    const old = await romeInstant(db(), addDays(period.today, -400), '08:00');
    const waiting = await insertOrder(db(), {
      client: 'TC001',
      userId: ufficio.userId,
      at: old,
      total: '1.50',
      status: 'ricevuto',
    });

    const after = await dashboard<OfficeDashboard>(ufficio.headers);
    expect(after.vista).toBe('ufficio');
    expect(after.ordiniOggi.ordini).toBe(before.ordiniOggi.ordini + 1);
    expect(after.ordiniOggi.importo).toBeCloseTo(before.ordiniOggi.importo + 9999999.99, 2);
    const imported = (d: OfficeDashboard) =>
      d.ordiniOggi.canali.find((c) => c.canale === 'import') ?? { ordini: -1, importo: -1 };
    expect(imported(after).ordini).toBe(imported(before).ordini + 1);
    expect(imported(after).importo).toBeCloseTo(imported(before).importo + 9999999.99, 2);
    expect(after.inAttesa.totale).toBe(before.inAttesa.totale + 1);
    expect(after.inAttesa.righe[0]).toMatchObject({ numero: waiting, codiceCliente: 'TC001', importo: 1.5 });
    expect(after.mese.corrente.ordini).toBe(before.mese.corrente.ordini + 1);
    expect(after.topClienti[0]).toMatchObject({
      codice: 'TC001',
      codiceAgente: 'AG02',
      ordini: 1,
      importo: 9999999.99,
    });
    expect(after.topAgenti[0]).toMatchObject({ codice: 'AG02' });
    expect(after.topAgenti[0]?.importo).toBeGreaterThanOrEqual(9999999.99);
  });
});

describe('a fair user’s dashboard', () => {
  it('lists the user’s fairs, running first, with the orders taken there', async () => {
    const fair = await staffSession(db(), 'fiera-test', 'F');
    await insertClient(db(), 'TF001', null);
    const rows = [
      { code: 'TFRUN', startsOn: addDays(period.today, -1), endsOn: addDays(period.today, 2) },
      { code: 'TFNEXT', startsOn: addDays(period.today, 10), endsOn: addDays(period.today, 12) },
      { code: 'TFPAST', startsOn: addDays(period.today, -30), endsOn: addDays(period.today, -28) },
    ];
    await db()
      .insert(fairs)
      .values(
        rows.map((r) => ({ ...r, nameIt: `Fiera ${r.code}`, nameEn: `Fair ${r.code}`, place: 'Rimini' })),
      );
    await db()
      .insert(userFairs)
      .values(rows.map((r) => ({ userId: fair.userId, fairCode: r.code })));
    const at = await romeInstant(db(), period.today, '00:07');
    await insertOrder(db(), { client: 'TF001', userId: fair.userId, at, total: '42.00', channel: 'fair' });
    await insertOrder(db(), { client: 'TF001', userId: fair.userId, at, total: '8.00', channel: 'web' });

    const data = await dashboard<FairsDashboard>(fair.headers);
    expect(data.vista).toBe('fiere');
    expect(data.fiere.map((f) => [f.codice, f.stato, f.giorni, f.ordini.ordini, f.ordini.importo])).toEqual([
      ['TFRUN', 'in_corso', 2, 1, 42],
      ['TFNEXT', 'prossima', 10, 0, 0],
      ['TFPAST', 'conclusa', 28, 0, 0],
    ]);
    const english = await post(ctx.app, REST_PATHS.dashboard, { Lingua: 'en' }, fair);
    expect(english.json().data.fiere[0].descrizione).toBe('Fair TFRUN');
  });
});
