// The reserved area's shared pieces: the viewer's permissions, a record's audit log, preferences.
import type { AuditEntry } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../upstream/upstream-error';
import { toGraphqlPermission } from './permission.mapping';

const AUDIT_FIELDS: Record<string, string> = {
  entita: 'entity',
  chiave: 'key',
  page: 'page',
  pageSize: 'pageSize',
};
const asText = (value: AuditEntry['modifiche'][number]['prima']) =>
  value === null || value === undefined ? null : String(value);

export const managementResolvers: Resolvers = {
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
    preference: async (_root, { key }, { upstream }) => {
      const value = await upstream.preference(key);
      return value === null ? null : JSON.stringify(value);
    },
  },
  Mutation: {
    setPreference: async (_root, { key, value }, { upstream }) => {
      const kept = await upstream
        .setPreference(key, value ?? null)
        .catch((error: unknown) =>
          renameFields(error, (field) => ({ chiave: 'key', valore: 'value' })[field]),
        );
      return kept === null ? null : JSON.stringify(kept);
    },
  },
  User: {
    permissions: (u) => u.permessi.map(toGraphqlPermission),
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
