// A record's audit log (management): who changed which fields, when.
import type { AuditEntry } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';

const AUDIT_FIELDS: Record<string, string> = {
  entita: 'entity',
  chiave: 'key',
  page: 'page',
  pageSize: 'pageSize',
};
const asText = (value: AuditEntry['modifiche'][number]['prima']) =>
  value === null || value === undefined ? null : String(value);

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
      e.modifiche.map((c) => ({ field: c.campo, before: asText(c.prima), after: asText(c.dopo) })),
    summary: (e) => e.descrizione,
  },
};
