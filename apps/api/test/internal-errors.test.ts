// Failures that are the API's own fault: a generic, translated 500 (or 503), details only in the log.
import { failureSchema, REST_PATHS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app';
import { INTERNALS, post } from './helpers/requests';

// This file breaks its own database on purpose: it must not share one with other tests.
const ctx = useTestApp();

describe('an internal error', () => {
  it('answers 500 INTERNAL with a generic message, no SQL, table name or stack', async () => {
    await ctx.database.handle.db.execute(sql`drop table config_entries`);
    const response = await post(ctx.app, REST_PATHS.config, { Lingua: 'en' });
    expect(response.statusCode).toBe(500);
    const body = failureSchema.parse(response.json());
    expect(body.errors).toEqual([
      { code: 'INTERNAL', title: 'An unexpected error occurred. Please try again later.' },
    ]);
    expect(response.body).not.toMatch(/config_entries/);
    for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
  });

  it('leaves the other calls working', async () => {
    const response = await post(ctx.app, REST_PATHS.categoryList, { tipo: 'b2b', lingua: 'it' });
    expect(response.statusCode).toBe(200);
  });

  it('turns an unreachable database into a 503 on /healthz', async () => {
    await ctx.database.handle.close();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-language': 'it' },
    });
    expect(response.statusCode).toBe(503);
    expect(failureSchema.parse(response.json()).errors[0]?.title).toBe(
      'Il servizio non è al momento disponibile. Riprova più tardi.',
    );
  });
});
