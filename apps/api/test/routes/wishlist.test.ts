// Contract tests of POST /api/wishlist, /api/wishlist/add and /api/wishlist/remove.
import { REST_PATHS, wishlistResponseSchema } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/login';
import { call, expectFailure, snapshot, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: Caller;
let ferri: Caller;

beforeAll(async () => {
  await insertFixtures(db());
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  ferri = { token: (await loginAs(ctx.app, 'ferri')).token };
});

async function wishlist(
  caller: Caller,
  path: string = REST_PATHS.wishlist,
  fields: Record<string, string> = {},
) {
  const response = await call(ctx.app, path, fields, caller);
  expect(response.statusCode, response.body).toBe(200);
  const body = wishlistResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.preferiti;
}

describe('the wishlist', () => {
  it('starts empty, and adds a product with the user’s price', async () => {
    expect(await wishlist(rossi)).toEqual([]);
    const items = await wishlist(rossi, REST_PATHS.wishlistAdd, { codArt: PRODUCTS.plain.code });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      codice: 'T-PLAIN',
      prezzo: 10,
      prezzofinale: 7.2,
      sconti: '20+10',
      disponibilita: 'disponibile',
    });
  });

  it('ignores a product already there', async () => {
    const before = await snapshot(db());
    expect(await wishlist(rossi, REST_PATHS.wishlistAdd, { codArt: PRODUCTS.plain.code })).toHaveLength(1);
    expect(await snapshot(db())).toEqual(before);
  });

  it('keeps users’ lists apart, and removes by id only the user’s own', async () => {
    expect(await wishlist(ferri)).toEqual([]);
    const [item] = await wishlist(rossi);
    const before = await snapshot(db());
    expectFailure(
      await call(ctx.app, REST_PATHS.wishlistRemove, { id: String(item?.id) }, ferri),
      404,
      'NOT_FOUND',
      'id',
    );
    expect(await snapshot(db())).toEqual(before);
    expect(await wishlist(rossi, REST_PATHS.wishlistRemove, { id: String(item?.id) })).toEqual([]);
  });

  it.each([
    ['no token', REST_PATHS.wishlist, {}, () => ({}), 401, 'UNAUTHENTICATED'],
    [
      'unknown product',
      REST_PATHS.wishlistAdd,
      { codArt: 'NOPE-1' },
      () => rossi,
      404,
      'NOT_FOUND',
      'codArt',
    ],
    [
      '10 kB code',
      REST_PATHS.wishlistAdd,
      { codArt: 'x'.repeat(10_240) },
      () => rossi,
      422,
      'VALIDATION',
      'codArt',
    ],
    [
      'SQL-like code',
      REST_PATHS.wishlistAdd,
      { codArt: '1; drop table products' },
      () => rossi,
      422,
      'VALIDATION',
      'codArt',
    ],
    ['missing id', REST_PATHS.wishlistRemove, {}, () => rossi, 422, 'VALIDATION', 'id'],
    ['non-numeric id', REST_PATHS.wishlistRemove, { id: 'abc' }, () => rossi, 422, 'VALIDATION', 'id'],
    ['unknown id', REST_PATHS.wishlistRemove, { id: '999999' }, () => rossi, 404, 'NOT_FOUND', 'id'],
  ] as [string, string, Record<string, string>, () => Caller, number, string, string?][])(
    'refuses %s and changes nothing',
    async (_name, path, fields, who, status, code, field) => {
      const before = await snapshot(db());
      expectFailure(await call(ctx.app, path, fields, who()), status, code, field);
      expect(await snapshot(db())).toEqual(before);
    },
  );
});
