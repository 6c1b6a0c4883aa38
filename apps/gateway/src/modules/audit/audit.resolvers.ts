// A record's audit log (management): who changed which fields, when.
import type {
  AuditEntry,
  AuditValueKind as RestKind,
  OrderChannel,
  OrderIssueKind,
  OrderIssueStatus,
  OrderStatus,
} from '@shop/contract';
import type { AuditValueKind, Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toOrderChannel, toOrderStatus } from '../orders';
import { toIssueKind, toIssueStatus } from '../order-issues';

const AUDIT_FIELDS: Record<string, string> = {
  entita: 'entity',
  chiave: 'key',
  page: 'page',
  pageSize: 'pageSize',
};
type AuditValue = AuditEntry['modifiche'][number]['prima'];
const asText = (value: AuditValue) => (value === null || value === undefined ? null : String(value));

const KINDS: Record<RestKind, AuditValueKind> = {
  data: 'DATE',
  importo: 'AMOUNT',
  numero: 'NUMBER',
  statoOrdine: 'ORDER_STATUS',
  canaleOrdine: 'ORDER_CHANNEL',
  rigaOrdine: 'ORDER_LINE',
  statoCriticita: 'ORDER_ISSUE_STATUS',
  tipoCriticita: 'ORDER_ISSUE_KIND',
};
/** A value as text; the codes of the REST contract (spedito_parziale, agent) as the schema's enums. */
function valueOf(kind: RestKind | undefined, value: AuditValue): string | null {
  const text = asText(value);
  if (text === null) return null;
  if (kind === 'statoOrdine') return toOrderStatus(text as OrderStatus) ?? text;
  if (kind === 'canaleOrdine') return toOrderChannel(text as OrderChannel);
  if (kind === 'statoCriticita') return toIssueStatus(text as OrderIssueStatus) ?? text;
  if (kind === 'tipoCriticita') return toIssueKind(text as OrderIssueKind) ?? text;
  return text;
}

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: async (_root, { entity, key, page, pageSize }, { upstream }) =>
      upstream
        .auditLog({
          entity: entity.toLowerCase() as AuditEntry['entita'],
          key,
          page: page ?? 1,
          pageSize: pageSize ?? 20,
        })
        .catch((error: unknown) => renameFields(error, (field) => AUDIT_FIELDS[field])),
  },
  AuditEntry: {
    id: (e) => String(e.id),
    at: (e) => e.data,
    actor: (e) => ({ code: e.utente, type: e.tipoUtente as 'X', name: e.nomeUtente }),
    clientCode: (e) => e.cliente,
    entity: (e) => e.entita.toUpperCase() as 'CLIENT',
    key: (e) => e.chiave,
    action: (e) => e.azione,
    changes: (e) =>
      e.modifiche.map((c) => ({
        field: c.campo,
        before: valueOf(c.tipo, c.prima),
        after: valueOf(c.tipo, c.dopo),
        kind: c.tipo ? KINDS[c.tipo] : 'TEXT',
      })),
    summary: (e) => e.descrizione,
  },
};
