// The reserved area's foundation: management routes are closed unless they name a permission, the
// audit log is read only by who may read its record, and preferences are each user's own.
import { REST_PATHS } from '@shop/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/kernel/audit';
import { registerManagementRoutes } from '../../src/plugins/management';
import { loginAs } from '../helpers/login';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

describe('management scope', () => {
  it('refuses to start with a management route that names no permission', async () => {
    const app = Fastify({ logger: false });
    const starting = registerManagementRoutes(app, [
      async (scope) => {
        scope.post('/api/open', async () => ({ open: true }));
      },
    ]).then(() => app.ready());
    await expect(starting).rejects.toThrow(/names no permission/);
    await app.close().catch(() => undefined);
  });
});

describe('POST /api/audit/list', () => {
  const list = { entita: 'client', chiave: 'C00001' };

  it('is refused to visitors (401) and to customers (403)', async () => {
    expect((await post(ctx.app, REST_PATHS.auditList, list)).statusCode).toBe(401);
    const { headers } = await loginAs(ctx.app, 'rossi');
    const response = await post(ctx.app, REST_PATHS.auditList, list, { headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('FORBIDDEN');
  });

  it('shows a client log to its agent and to the office, never to another agent', async () => {
    const db = ctx.database.handle.db;
    const moretti = await loginAs(ctx.app, 'moretti');
    const change = {
      entity: 'client' as const,
      key: 'C00001',
      action: 'update',
      clientCode: 'C00001',
      before: { listino: 'p1', sconti: '20+10' },
      after: { listino: 'p2', sconti: '20+10' },
    };
    const admin = {
      id: 0,
      username: 'admin',
      tipo: 'X' as const,
      clientCode: null,
      ownClientCode: null,
      onBehalf: false,
      agentCode: null,
      sessionId: 0,
      tokenHash: '',
    };
    expect(await recordAudit(db, admin, change)).toBe(true);
    // An update that changes nothing leaves no entry.
    expect(await recordAudit(db, admin, { ...change, after: change.before })).toBe(false);

    for (const user of ['moretti', 'ufficio', 'admin']) {
      const { headers } =
        user === 'moretti'
          ? moretti
          : await loginAs(ctx.app, user, user === 'ufficio' ? 'Provvisoria1' : undefined);
      const response = await post(ctx.app, REST_PATHS.auditList, list, { headers });
      expect(response.statusCode, user).toBe(200);
      const data = response.json().data;
      expect(data.total).toBe(1);
      expect(data.items[0]).toMatchObject({
        utente: 'admin',
        tipoUtente: 'X',
        cliente: 'C00001',
        azione: 'update',
        modifiche: [{ campo: 'listino', prima: 'p1', dopo: 'p2' }],
      });
    }
    // C00003 is not moretti's: its log is "not found" to him, whatever it holds.
    const other = await post(
      ctx.app,
      REST_PATHS.auditList,
      { entita: 'client', chiave: 'C00003' },
      { headers: moretti.headers },
    );
    expect(other.statusCode).toBe(404);
  });

  it('names the field of a bad payload', async () => {
    const { headers } = await loginAs(ctx.app, 'admin');
    const response = await post(ctx.app, REST_PATHS.auditList, { entita: 'planet', chiave: '' }, { headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['entita', 'chiave']);
  });
});

describe('preferences', () => {
  it('keeps a value per user and key, and removes it', async () => {
    const moretti = await loginAs(ctx.app, 'moretti');
    const admin = await loginAs(ctx.app, 'admin');
    const value = JSON.stringify({ columns: ['code', 'city'] });
    const set = await post(
      ctx.app,
      REST_PATHS.preferenceSet,
      { chiave: 'grid.clients', valore: value },
      { headers: moretti.headers },
    );
    expect(set.json()).toEqual({
      success: true,
      data: { chiave: 'grid.clients', valore: JSON.parse(value) },
    });
    const get = (headers: { authorization: string }) =>
      post(ctx.app, REST_PATHS.preferenceGet, { chiave: 'grid.clients' }, { headers });
    expect((await get(moretti.headers)).json().data.valore).toEqual({ columns: ['code', 'city'] });
    expect((await get(admin.headers)).json().data.valore).toBeNull();
    await post(ctx.app, REST_PATHS.preferenceSet, { chiave: 'grid.clients', valore: '' }, moretti);
    expect((await get(moretti.headers)).json().data.valore).toBeNull();
  });

  it('refuses text that is not JSON, and visitors', async () => {
    const { headers } = await loginAs(ctx.app, 'rossi');
    const bad = await post(
      ctx.app,
      REST_PATHS.preferenceSet,
      { chiave: 'grid.clients', valore: '{nope' },
      { headers },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('valore');
    expect((await post(ctx.app, REST_PATHS.preferenceGet, { chiave: 'grid.clients' })).statusCode).toBe(401);
  });
});
