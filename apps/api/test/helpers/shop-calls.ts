// Calls as a given visitor or user, and database snapshots to prove that a refused call changed nothing.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { cartLines, carts, orders, products, wishlistItems } from '../../src/db/schema';
import { INTERNALS, post, type PostOptions } from './requests';

export interface Caller {
  sessionId?: string;
  token?: string;
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string> = {},
  caller: Caller = {},
  options: PostOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...caller.headers, ...options.headers };
  if (caller.sessionId) headers['x-sessionid'] = caller.sessionId;
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  return post(app, path, fields, { ...options, headers });
}

/** Everything a cart, wishlist or order call could change. */
export async function snapshot(db: Database) {
  return {
    carts: await db.select().from(carts).orderBy(asc(carts.id)),
    lines: await db.select().from(cartLines).orderBy(asc(cartLines.cartId), asc(cartLines.productCode)),
    wishlist: await db.select().from(wishlistItems).orderBy(asc(wishlistItems.id)),
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    stock: await db
      .select({ code: products.code, stock: products.stock })
      .from(products)
      .orderBy(asc(products.code)),
  };
}

/** A failure envelope with this status and error code, clean of internals; returns the first error. */
export function expectFailure(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  field?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.errors[0].code).toBe(code);
  if (field !== undefined) expect(body.errors[0].field).toBe(field);
  expect(body.errors[0].title.length).toBeGreaterThan(10);
  for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
  return body.errors[0] as {
    title: string;
    code: string;
    field?: string;
    dettagli?: Record<string, string | number>;
  };
}
