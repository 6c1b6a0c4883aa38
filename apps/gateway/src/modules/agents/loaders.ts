import type { AgentRecord } from '@shop/contract';
import type { agentsUpstream } from './upstream';
import { batchLoader } from '../../kernel/loaders/define-loaders';

type AgentsUpstream = ReturnType<typeof agentsUpstream>;

export const agentsLoaders = {
  /** Agents' records by code (per request: management data), for the fields a list row lacks. */
  agentByCode: batchLoader<string, AgentRecord, AgentsUpstream>((keys, { upstream }) =>
    Promise.all(keys.map((code) => upstream.agent(code).catch((error: Error) => error))),
  ),
};
