// The sales agents of the reserved area (/salesagent): POST /api/agents/list, /detail, /update. Their
// figures add up the clients each one follows today (the shop's calendar, cancelled orders left out).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { agentCodeSchema, emailSchema, percentageSchema, phoneSchema, requiredLine } from '../kernel/fields';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';

export const AGENT_SORT_FIELDS = [
  'codice',
  'nome',
  'clienti',
  'ordiniMese',
  'fatturatoMese',
  'ordiniAnno',
  'fatturatoAnno',
  'scontoMassimo',
] as const;
export type AgentSortField = (typeof AGENT_SORT_FIELDS)[number];

export const agentListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(AGENT_SORT_FIELDS, { field: 'nome', direction: 'asc' }),
});
export type AgentListPayload = z.input<typeof agentListPayloadSchema>;
export type AgentListQuery = z.output<typeof agentListPayloadSchema>;

export const agentSummarySchema = z.object({
  codice: z.string(),
  nome: z.string(),
  email: z.string(),
  telefono: z.string(),
  /** The highest extra line discount (percent) the agent may give while ordering for a client. */
  scontoMassimo: z.number(),
  /** The agent's login (user code), or null when he has none. */
  utente: z.string().nullable(),
  /** Clients he follows. */
  clienti: z.number().int(),
  /** Orders of his clients this month and this year, and their total. */
  ordiniMese: z.number().int(),
  fatturatoMese: z.number(),
  ordiniAnno: z.number().int(),
  fatturatoAnno: z.number(),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;
export const agentListDataSchema = listDataSchema(agentSummarySchema);
export type AgentListData = z.infer<typeof agentListDataSchema>;
export const agentListResponseSchema = envelopeSchema(agentListDataSchema);

export const agentDetailPayloadSchema = z.object({
  codice: agentCodeSchema,
  Lingua: languageSchema.optional().default('it'),
});
export type AgentDetailPayload = z.input<typeof agentDetailPayloadSchema>;

/** One month of an agent's clients' orders. */
export const agentMonthSchema = z.object({
  /** YYYY-MM. */
  mese: z.string(),
  ordini: z.number().int(),
  fatturato: z.number(),
});

export const agentRecordSchema = agentSummarySchema.extend({
  /** The last twelve months, oldest first (months without orders included, at 0). */
  mesi: z.array(agentMonthSchema),
  /** His clients over their credit limit. */
  clientiFidoSuperato: z.number().int(),
});
export type AgentRecord = z.infer<typeof agentRecordSchema>;
export const agentRecordDataSchema = z.object({ agente: agentRecordSchema });
export type AgentRecordData = z.infer<typeof agentRecordDataSchema>;
export const agentRecordResponseSchema = envelopeSchema(agentRecordDataSchema);

/** POST /api/agents/update (agents.edit): a field left out stays as it is. */
export const agentUpdatePayloadSchema = z.object({
  codice: agentCodeSchema,
  Lingua: languageSchema.optional().default('it'),
  nome: requiredLine(120).optional(),
  email: emailSchema.optional(),
  telefono: phoneSchema.optional(),
  scontoMassimo: percentageSchema.optional(),
});
export type AgentUpdatePayload = z.input<typeof agentUpdatePayloadSchema>;
