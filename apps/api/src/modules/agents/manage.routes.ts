// The sales agents (management): list with figures, one agent, and management's changes to him.
import {
  agentDetailPayloadSchema,
  agentListPayloadSchema,
  agentUpdatePayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getAgent, listAgents, updateAgent } from './agents.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const agentsRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.agentsList, { config: { permission: 'agents.read' } }, async (request) => {
    return ok(await listAgents(app.db, parsePayload(agentListPayloadSchema, request.body)));
  });

  app.post(REST_PATHS.agentsDetail, { config: { permission: 'agents.read' } }, async (request) => {
    const { codice } = parsePayload(agentDetailPayloadSchema, request.body);
    return ok({ agente: await getAgent(app.db, codice) });
  });

  app.post(REST_PATHS.agentsUpdate, { config: { permission: 'agents.edit' } }, async (request) => {
    const input = parsePayload(agentUpdatePayloadSchema, request.body);
    return ok({ agente: await updateAgent(app.db, authenticatedUser(request), input) });
  });
};

export default agentsRoutes;
