// Two managers taking each other's X type (or deactivating each other) at the same moment on
// PostgreSQL: the changes queue on the locked managers, the second sees what the first left and is
// refused, so the shop always keeps an active X. PGlite has a single connection: there this would
// prove nothing.
import { REST_PATHS } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { users } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { post, type FormFields } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('users-concurrency.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();

async function activeManagers(): Promise<string[]> {
  const rows = await ctx.database.handle.db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.tipo, 'X'), eq(users.active, true)));
  return rows.map((r) => r.username).sort();
}

describe('the last active manager', () => {
  it.each<[string, (code: string) => [string, FormFields]]>([
    ['demote', (code) => [REST_PATHS.usersUpdate, { codice: code, tipo: 'U' }]],
    ['deactivate', (code) => [REST_PATHS.usersDeactivate, { codice: code }]],
  ])('stays when two managers %s each other at once', async (what, call) => {
    for (let round = 0; round < 5; round++) {
      // Two active managers: admin and a second one made for the round.
      const admin = await loginAs(ctx.app, 'admin');
      const second = `dir${what}${round}`;
      await post(
        ctx.app,
        REST_PATHS.usersCreate,
        { codice: second, tipo: 'X', email: `${second}@ingrossobellini.example`, password: 'Secondo2026x' },
        { headers: admin.headers },
      );
      const other = await loginAs(ctx.app, second, 'Secondo2026x');
      expect(await activeManagers()).toEqual([second, 'admin'].sort());

      const [byAdmin, byOther] = await Promise.all([
        post(ctx.app, ...call(second), { headers: admin.headers }),
        post(ctx.app, ...call('admin'), { headers: other.headers }),
      ]);
      const statuses = [byAdmin.statusCode, byOther.statusCode].sort();
      // One wins; the other is refused as the last manager (409) or, when it came after, as a user
      // whose session the winner ended (401).
      expect(statuses[0], `${byAdmin.body} ${byOther.body}`).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = await activeManagers();
      expect(left).toHaveLength(1);

      // Back to admin as the one manager for the next round.
      if (left[0] !== 'admin') {
        const winner = await loginAs(ctx.app, second, 'Secondo2026x');
        const restore: FormFields = what === 'demote' ? { codice: 'admin', tipo: 'X' } : { codice: 'admin' };
        const path = what === 'demote' ? REST_PATHS.usersUpdate : REST_PATHS.usersReactivate;
        expect((await post(ctx.app, path, restore, { headers: winner.headers })).statusCode).toBe(200);
      }
      const back = await loginAs(ctx.app, 'admin');
      await post(ctx.app, REST_PATHS.usersDeactivate, { codice: second }, { headers: back.headers });
      expect(await activeManagers()).toEqual(['admin']);
    }
  });
});
