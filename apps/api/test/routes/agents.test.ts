// The sales agents: the list with each one's clients and figures (the sums of his clients' own
// figures), one agent's record, and management's changes (audited; refused to everyone else).
import { REST_PATHS, type AgentRecord, type AgentSummary, type ClientListItem } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS } from '../../src/seed/data/clients';
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

describe('POST /api/agents/list', () => {
  it('lists the three agents with their logins, clients and figures', async () => {
    const response = await send(ufficio, REST_PATHS.agentsList);
    expect(response.statusCode, response.body).toBe(200);
    const { items, total }: { items: AgentSummary[]; total: number } = response.json().data;
    expect(total).toBe(3);
    expect(items.map((a) => [a.codice, a.nome, a.utente, a.scontoMassimo])).toEqual([
      ['AG02', 'Chiara Esposito', 'esposito', 8],
      ['AG03', 'Giulia Romano', 'romano', 12.5],
      ['AG01', 'Luca Moretti', 'moretti', 10],
    ]);
    for (const agent of items) {
      expect(agent.clienti, agent.codice).toBe(CLIENTS.filter((c) => c.agentCode === agent.codice).length);
      // The year's figures are the sums of the agent's clients' figures in the directory.
      const clients: ClientListItem[] = (
        await send(admin, REST_PATHS.clientsList, { agente: agent.codice, pageSize: '500' })
      ).json().data.items;
      expect(agent.ordiniAnno).toBe(clients.reduce((sum, c) => sum + c.ordiniAnno, 0));
      expect(agent.fatturatoAnno).toBeCloseTo(
        clients.reduce((sum, c) => sum + c.fatturatoAnno, 0),
        2,
      );
      expect(agent.ordiniMese).toBeLessThanOrEqual(agent.ordiniAnno);
    }
  });

  it('sorts, searches and pages', async () => {
    const byClients = (await send(admin, REST_PATHS.agentsList, { sort: '-clienti' })).json().data.items;
    expect(byClients.map((a: AgentSummary) => a.codice)).toEqual(['AG01', 'AG02', 'AG03']);
    const found = (await send(admin, REST_PATHS.agentsList, { search: 'roman' })).json().data;
    expect(found.items.map((a: AgentSummary) => a.codice)).toEqual(['AG03']);
    const second = (
      await send(admin, REST_PATHS.agentsList, { sort: 'codice', pageSize: '2', page: '2' })
    ).json().data;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((a: AgentSummary) => a.codice)).toEqual(['AG03']);
  });

  it('is refused to agents and customers (403)', async () => {
    for (const user of ['moretti', 'rossi']) {
      expectFailure(await send(await loginAs(ctx.app, user), REST_PATHS.agentsList), 403, 'FORBIDDEN');
    }
  });
});

describe('POST /api/agents/detail', () => {
  it('shows one agent with his last twelve months', async () => {
    const response = await send(admin, REST_PATHS.agentsDetail, { codice: 'AG01' });
    expect(response.statusCode, response.body).toBe(200);
    const agent: AgentRecord = response.json().data.agente;
    expect(agent).toMatchObject({
      codice: 'AG01',
      nome: 'Luca Moretti',
      email: 'l.moretti@ingrossobellini.example',
    });
    expect(agent.mesi).toHaveLength(12);
    expect(agent.mesi.map((m) => m.mese)).toEqual([...agent.mesi.map((m) => m.mese)].sort());
    expect(agent.mesi.at(-1)?.ordini).toBe(agent.ordiniMese);
    expect(agent.mesi.reduce((sum, m) => sum + m.ordini, 0)).toBeGreaterThan(0);
    expectFailure(await send(admin, REST_PATHS.agentsDetail, { codice: 'AG99' }), 404, 'NOT_FOUND', 'codice');
  });
});

describe('POST /api/agents/update', () => {
  it('lets management change the ceiling and contact data, audited', async () => {
    const response = await send(admin, REST_PATHS.agentsUpdate, {
      codice: 'AG02',
      scontoMassimo: '9,5',
      telefono: '+39 011 552 3399',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.agente).toMatchObject({ scontoMassimo: 9.5, telefono: '+39 011 552 3399' });
    const log = (await send(admin, REST_PATHS.auditList, { entita: 'agent', chiave: 'AG02' })).json().data
      .items;
    expect(log[0]).toMatchObject({ utente: 'admin', azione: 'update' });
    expect(log[0].modifiche).toEqual([
      { campo: 'telefono', prima: '+39 011 552 3302', dopo: '+39 011 552 3399' },
      { campo: 'scontoMassimo', prima: 8, dopo: 9.5 },
    ]);
  });

  it('refuses the office (403) and a ceiling of 100 % or more precise than cents (422)', async () => {
    expectFailure(
      await send(ufficio, REST_PATHS.agentsUpdate, { codice: 'AG02', scontoMassimo: '5' }),
      403,
      'FORBIDDEN',
    );
    for (const bad of ['100', '5.555', '-1', 'dieci']) {
      const error = expectFailure(
        await send(admin, REST_PATHS.agentsUpdate, { codice: 'AG02', scontoMassimo: bad }),
        422,
        'VALIDATION',
        'scontoMassimo',
      );
      expect(error.title).toMatch(/percentuale/);
    }
    expectFailure(
      await send(admin, REST_PATHS.agentsUpdate, { codice: 'AG02', email: 'x@' }),
      422,
      'VALIDATION',
      'email',
    );
  });
});
