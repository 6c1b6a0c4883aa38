// The demo quotes (seed/quote.seed.ts): ferri's client has a sent quote that reads as expired (sent
// about 40 days ago, valid until 10 days ago, discounted lines) which he can read but not accept;
// gallo's client a request waiting for an answer; bianchi's a sent quote still valid. New quotes
// continue the counter's sequence, and seeding again writes nothing.
import { quoteResponseSchema, quotesListResponseSchema, REST_PATHS } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/kernel/shop-calendar';
import { seedEmptyTables } from '../../src/seed';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const who = {} as Record<'ferri' | 'gallo' | 'bianchi' | 'admin', LoggedIn>;
const dayPlus = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  for (const name of ['ferri', 'gallo', 'bianchi', 'admin'] as const)
    who[name] = await loginAs(ctx.app, name);
});

async function listOf(user: LoggedIn) {
  const body = quotesListResponseSchema.parse(
    (await post(ctx.app, REST_PATHS.quotesList, { pageSize: '100' }, { headers: user.headers })).json(),
  );
  if (!body.success) throw new Error('no list');
  return body.data.items;
}

describe('the demo quotes', () => {
  it("gives ferri's client a quote that expired, which he reads and cannot accept", async () => {
    const [expired, ...others] = await listOf(who.ferri);
    expect(others).toEqual([]);
    expect(expired).toMatchObject({
      stato: 'scaduta',
      origine: 'request',
      revisione: 1,
      validoFino: dayPlus(-10),
    });
    const read = quoteResponseSchema.parse(
      (
        await post(
          ctx.app,
          REST_PATHS.quotesDetail,
          { numero: expired?.numero ?? '' },
          { headers: who.ferri.headers },
        )
      ).json(),
    );
    if (!read.success) throw new Error('no quote');
    const quote = read.data.preventivo;
    const [revision] = quote.revisioni;
    expect(revision?.righe.length).toBeGreaterThanOrEqual(2);
    // Priced from the client's own price (p1b2b less 5), with the agent's extra discount on top.
    expect(
      revision?.righe.every(
        (line) =>
          line.scontoExtra > 0 &&
          line.prezzoNetto < line.prezzoCliente &&
          line.prezzoCliente < line.prezzoListino &&
          line.sconto > line.scontoExtra,
      ),
    ).toBe(true);
    expect(revision?.noteInterne).toBeNull();
    expect(Date.now() - Date.parse(revision?.inviata ?? '')).toBeGreaterThan(35 * 86_400_000);
    expect(quote.thread.map((m) => m.lato)).toEqual(['cliente']);
    expect(quote.storia.map((h) => h.a)).toEqual(['richiesta', 'bozza', 'inviata']);
    expectFailure(
      await post(
        ctx.app,
        REST_PATHS.quotesAccept,
        { numero: quote.numero, revisione: '1' },
        { headers: who.ferri.headers },
      ),
      409,
      'CONFLICT',
      'numero',
    );
  });

  it('gives other clients a request waiting and a valid sent quote', async () => {
    expect((await listOf(who.gallo)).map((q) => [q.stato, q.origine, q.revisione])).toEqual([
      ['richiesta', 'request', 0],
    ]);
    const [sent] = await listOf(who.bianchi);
    expect(sent).toMatchObject({ stato: 'inviata', origine: 'staff', revisione: 1 });
    expect(sent?.validoFino ?? '').toBe(dayPlus(20));
    expect(sent?.totale).toBeGreaterThan(0);
  });

  it('continues the numbers after the demo ones, and seeding again writes none', async () => {
    const seeded = (await listOf(who.admin)).map((q) => q.numero).sort();
    expect(seeded).toHaveLength(3);
    const created = await post(
      ctx.app,
      REST_PATHS.quotesCreate,
      { cliente: 'C00001' },
      { headers: who.admin.headers },
    );
    expect(created.statusCode, created.body).toBe(201);
    const numero: string = created.json().data.preventivo.numero;
    const last = seeded.filter((n) => n.slice(1, 5) === numero.slice(1, 5)).at(-1);
    if (last) expect(Number(numero.slice(6))).toBe(Number(last.slice(6)) + 1);
    expect((await seedEmptyTables(ctx.database.handle.db)).seeded).toEqual({});
  });
});
