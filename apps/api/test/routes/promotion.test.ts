// Contract tests of POST /api/promotion: logged-in users only, own list (staff: any), header filter.
import { promotionListResponseSchema, REST_PATHS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueFingerprint } from '../helpers/catalogue-state';
import { loginAs } from '../helpers/login';
import { INTERNALS, post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { TEMPORARY_PASSWORD } from '../../src/seed/data/users';

const ctx = useTestApp();
const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public', import.meta.url));

async function promotions(user: string, fields: Record<string, string>) {
  const { headers } = await loginAs(ctx.app, user);
  const response = await post(ctx.app, REST_PATHS.promotion, fields, { headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = promotionListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.promozioni;
}

describe('POST /api/promotion', () => {
  it('lists the 8 promotions to a customer, applied per her price list (p1)', async () => {
    const list = await promotions('rossi', { TipoUtente: 'C', CodUtente: 'rossi' });
    expect(list.map((p) => p.codice)).toEqual([
      'ORDINE500',
      'B2BFEDELTA',
      'PASTA3X1',
      'CAFFE15',
      'PULITO30',
      'UFFICIO10',
      'LED2X1',
      'GIARDINO20',
    ]);
    const applied = Object.fromEntries(list.map((p) => [p.codice, p.applicata]));
    expect(applied).toMatchObject({ ORDINE500: 'S', B2BFEDELTA: 'N', GIARDINO20: 'S' });
    expect(list[0]).toMatchObject({
      titolo: 'Sconto 3% sopra 500 €',
      url: '/promo/ordine500.svg',
      tipo: 'testata',
    });
  });

  it('applies the reseller promotions to a p2 customer, and speaks English when asked', async () => {
    const list = await promotions('gallo', { TipoUtente: 'C', CodUtente: 'gallo', Lingua: 'en' });
    const applied = Object.fromEntries(list.map((p) => [p.codice, p.applicata]));
    expect(applied).toMatchObject({ B2BFEDELTA: 'S', GIARDINO20: 'N' });
    expect(list.find((p) => p.codice === 'CAFFE15')?.titolo).toBe('Coffee and capsules 15% off');
  });

  it('shows staff a customer’s list as that customer gets it (her price list)', async () => {
    const list = await promotions('admin', { TipoUtente: 'C', CodUtente: 'GALLO' });
    const applied = Object.fromEntries(list.map((p) => [p.codice, p.applicata]));
    expect(applied).toMatchObject({ B2BFEDELTA: 'S', GIARDINO20: 'N' });
    const own = await promotions('admin', { TipoUtente: 'X', CodUtente: 'admin' });
    expect(Object.fromEntries(own.map((p) => [p.codice, p.applicata]))).toMatchObject({
      B2BFEDELTA: 'N',
      GIARDINO20: 'S',
    });
  });

  it('answers X and U 404 on CodUtente for a user that does not exist', async () => {
    const { headers } = await loginAs(ctx.app, 'admin');
    const response = await post(
      ctx.app,
      REST_PATHS.promotion,
      { TipoUtente: 'C', CodUtente: 'nessuno', Lingua: 'en' },
      { headers },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: 'NOT_FOUND', field: 'CodUtente', title: 'There is no C user with code nessuno.' }],
    });
  });

  it('leaves header promotions out with EscludiPromozioniDiTestata S', async () => {
    const list = await promotions('rossi', {
      TipoUtente: 'C',
      CodUtente: 'rossi',
      EscludiPromozioniDiTestata: 'S',
    });
    expect(list).toHaveLength(6);
    expect(list.every((p) => p.tipo === 'articoli')).toBe(true);
  });

  it('leaves out expired promotions', async () => {
    const { db } = ctx.database.handle;
    await db.execute(
      sql`update promotions set valid_from = '2020-01-01', valid_to = '2020-12-31' where code = 'LED2X1'`,
    );
    const list = await promotions('rossi', { TipoUtente: 'C', CodUtente: 'rossi' });
    expect(list.map((p) => p.codice)).not.toContain('LED2X1');
    await db.execute(
      sql`update promotions set valid_from = '2025-01-01', valid_to = '2030-12-31' where code = 'LED2X1'`,
    );
  });

  it('has an image file for every promotion under the web’s /promo/', async () => {
    const list = await promotions('admin', { TipoUtente: 'C', CodUtente: 'rossi' });
    for (const promotion of list)
      expect(existsSync(`${WEB_PUBLIC}${promotion.url}`), promotion.url).toBe(true);
  });

  it('asks a visitor to log in (401), whatever the payload', async () => {
    const response = await post(ctx.app, REST_PATHS.promotion, { TipoUtente: 'C', CodUtente: 'rossi' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      errors: [{ code: 'UNAUTHENTICATED', title: 'Accedi per vedere le promozioni.' }],
    });
  });

  it('refuses a revoked token with 401', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    await post(ctx.app, REST_PATHS.logout, {}, { headers });
    const response = await post(
      ctx.app,
      REST_PATHS.promotion,
      { TipoUtente: 'C', CodUtente: 'rossi' },
      { headers },
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses another customer’s list with 403 on CodUtente', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    const response = await post(
      ctx.app,
      REST_PATHS.promotion,
      { TipoUtente: 'C', CodUtente: 'gallo' },
      { headers },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [{ code: 'FORBIDDEN', field: 'CodUtente' }],
    });
  });

  it.each([
    ['missing TipoUtente', { CodUtente: 'rossi' }, 'TipoUtente'],
    ['an unknown TipoUtente', { TipoUtente: 'Z', CodUtente: 'rossi' }, 'TipoUtente'],
    ['missing CodUtente', { TipoUtente: 'C' }, 'CodUtente'],
    ['a 10 kB CodUtente', { TipoUtente: 'C', CodUtente: 'r'.repeat(10 * 1024) }, 'CodUtente'],
    [
      'EscludiPromozioniDiTestata other than S/N',
      { TipoUtente: 'C', CodUtente: 'rossi', EscludiPromozioniDiTestata: "S' OR 1=1" },
      'EscludiPromozioniDiTestata',
    ],
  ])('refuses %s with 422 on that field, changing nothing', async (_, fields, field) => {
    const before = await catalogueFingerprint(ctx.database.handle.db);
    const { headers } = await loginAs(ctx.app, 'rossi');
    const response = await post(ctx.app, REST_PATHS.promotion, fields, { headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'VALIDATION', field }] });
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
    expect(await catalogueFingerprint(ctx.database.handle.db)).toBe(before);
  });
});

// Issue 13 item 9: moretti (agent AG01, follows C00001 rossi and C00002 ferri) read the promotions of
// gallo (C00003). Another user's list is answered within the caller's client scope only.
describe('POST /api/promotion for another user', () => {
  async function ask(user: string, fields: Record<string, string>, password?: string) {
    const { headers } = await loginAs(ctx.app, user, password);
    return post(ctx.app, REST_PATHS.promotion, { ...fields, Lingua: 'en' }, { headers });
  }
  const applied = (response: Awaited<ReturnType<typeof ask>>) => {
    expect(response.statusCode, response.body).toBe(200);
    const list: Array<{ codice: string; applicata: string }> = response.json().data.promozioni;
    expect(list).toHaveLength(8);
    return Object.fromEntries(list.map((p) => [p.codice, p.applicata]));
  };
  const refused = (response: Awaited<ReturnType<typeof ask>>) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      errors: [
        {
          code: 'FORBIDDEN',
          field: 'CodUtente',
          title:
            'You can only see the promotions of your own user and, as an agent, of the users of your clients.',
        },
      ],
    });
  };

  it('refuses an agent the list of a client he does not follow (403), as if nobody were there', async () => {
    refused(await ask('moretti', { TipoUtente: 'C', CodUtente: 'gallo' }));
    refused(await ask('moretti', { TipoUtente: 'C', CodUtente: 'nessuno' }));
    refused(await ask('moretti', { TipoUtente: 'X', CodUtente: 'admin' }));
  });

  it('shows an agent the lists of his own clients, as each client gets it', async () => {
    expect(applied(await ask('moretti', { TipoUtente: 'C', CodUtente: 'rossi' }))).toMatchObject({
      GIARDINO20: 'S',
      B2BFEDELTA: 'N',
    });
    applied(await ask('moretti', { TipoUtente: 'C', CodUtente: 'FERRI' }));
    applied(await ask('moretti', { TipoUtente: 'A', CodUtente: 'moretti' }));
  });

  it('shows X and U anyone’s list', async () => {
    for (const [user, password] of [
      ['admin', undefined],
      ['ufficio', TEMPORARY_PASSWORD],
    ] as const) {
      expect(applied(await ask(user, { TipoUtente: 'C', CodUtente: 'gallo' }, password))).toMatchObject({
        B2BFEDELTA: 'S',
      });
      applied(await ask(user, { TipoUtente: 'A', CodUtente: 'moretti' }, password));
    }
  });

  it('refuses a customer another client’s list, and a fairs user anyone’s but their own', async () => {
    refused(await ask('rossi', { TipoUtente: 'C', CodUtente: 'gallo' }));
    refused(await ask('fiere', { TipoUtente: 'C', CodUtente: 'rossi' }));
    applied(await ask('fiere', { TipoUtente: 'F', CodUtente: 'fiere' }));
  });
});
