// The sales agents calls of the REST API (management): list, detail, update.
import {
  agentListDataSchema,
  agentRecordDataSchema,
  REST_PATHS,
  type AgentListData,
  type AgentRecord,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/agents/list. */
export function fetchAgents(
  client: RestClient,
  who: CallIdentity,
  fields: FormFields,
): Promise<AgentListData> {
  return client.post(REST_PATHS.agentsList, fields, agentListDataSchema, who);
}

/** POST /api/agents/detail (a 404 for an unknown agent). */
export async function fetchAgent(client: RestClient, who: CallIdentity, code: string): Promise<AgentRecord> {
  return (await client.post(REST_PATHS.agentsDetail, { codice: code }, agentRecordDataSchema, who)).agente;
}

/** POST /api/agents/update. */
export async function updateAgent(
  client: RestClient,
  who: CallIdentity,
  fields: FormFields,
): Promise<AgentRecord> {
  return (await client.post(REST_PATHS.agentsUpdate, fields, agentRecordDataSchema, who)).agente;
}

export function agentsUpstream(rest: RestClient, who: CallIdentity) {
  return {
    agents: (fields: FormFields) => fetchAgents(rest, who, fields),
    agent: (code: string) => fetchAgent(rest, who, code),
    updateAgent: (fields: FormFields) => updateAgent(rest, who, fields),
  };
}
