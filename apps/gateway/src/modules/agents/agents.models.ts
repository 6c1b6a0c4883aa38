// What the agent resolvers receive: a row of the agents list, or the whole record (months included).
import type { AgentRecord, AgentSummary } from '@shop/contract';

export type AgentModel = AgentSummary | AgentRecord;
export const isAgentRecord = (agent: AgentModel): agent is AgentRecord => 'mesi' in agent;
