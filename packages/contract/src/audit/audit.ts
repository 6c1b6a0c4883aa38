// The audit log of a record: POST /api/audit/list. Who changed what, when, on behalf of whom.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { listDataSchema, listPayloadBase } from '../kernel/list';
import { singleLineText } from '../kernel/text';

/** The kinds of record the management area changes and logs; each issue adds its own. */
export const AUDIT_ENTITIES = [
  'client',
  'agent',
  'order',
  'user',
  'config',
  'policy',
  'mail',
  'supplier',
  'banner',
  'promotion',
  'quote',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditListPayloadSchema = z.object({
  ...listPayloadBase,
  /** The kind of record and its key (a client code, an agent code, an order number...). */
  entita: z.enum(AUDIT_ENTITIES),
  chiave: singleLineText({ min: 1, max: 64 }),
});
export type AuditListPayload = z.input<typeof auditListPayloadSchema>;

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/**
 * What a change's value is, so that a reader can show it in his language: `data` a day (YYYY-MM-DD),
 * `importo` an amount in euro, `numero` a count or quantity, `statoOrdine` an order status and
 * `canaleOrdine` an order channel (their codes, as the orders contract names them), `rigaOrdine` an
 * order line as "quantity × net price" with the line's discounts in brackets ("12 × 3.4500 (20+10)",
 * dots before decimals), `statoCriticita` and `tipoCriticita` the status and the kind of a problem
 * reported on an order (their codes, as the order-issues contract names them). Absent: plain text.
 */
export const AUDIT_VALUE_KINDS = [
  'data',
  'importo',
  'numero',
  'statoOrdine',
  'canaleOrdine',
  'rigaOrdine',
  'statoCriticita',
  'tipoCriticita',
] as const;
export type AuditValueKind = (typeof AUDIT_VALUE_KINDS)[number];
export const auditChangeSchema = z.object({
  campo: z.string(),
  prima: auditValue.optional(),
  dopo: auditValue.optional(),
  tipo: z.enum(AUDIT_VALUE_KINDS).optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** When (ISO 8601). */
  data: z.iso.datetime(),
  /** Who: login name, type and full name. */
  utente: z.string(),
  tipoUtente: z.string(),
  nomeUtente: z.string(),
  /** The client the change concerns or was made on behalf of. */
  cliente: z.string().nullable(),
  entita: z.enum(AUDIT_ENTITIES),
  chiave: z.string(),
  azione: z.string(),
  modifiche: z.array(auditChangeSchema),
  descrizione: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListDataSchema = listDataSchema(auditEntrySchema);
export type AuditListData = z.infer<typeof auditListDataSchema>;
export const auditListResponseSchema = envelopeSchema(auditListDataSchema);
