// The audit log of a record (who changed what, when).
import { auditListDataSchema, REST_PATHS, type AuditEntity, type AuditListData } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/audit/list. */
export function fetchAuditLog(
  client: RestClient,
  who: CallIdentity,
  query: { entity: AuditEntity; key: string; page: number; pageSize: number },
): Promise<AuditListData> {
  const fields = { entita: query.entity, chiave: query.key, page: query.page, pageSize: query.pageSize };
  return client.post(REST_PATHS.auditList, fields, auditListDataSchema, who);
}

export function auditUpstream(rest: RestClient, who: CallIdentity) {
  return {
    auditLog: (query: Parameters<typeof fetchAuditLog>[2]) => fetchAuditLog(rest, who, query),
  };
}
