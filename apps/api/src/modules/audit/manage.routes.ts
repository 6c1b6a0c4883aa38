// POST /api/audit/list: the audit log of one record (management: audit.read).
import { auditListPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listAudit } from './audit.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const auditRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.auditList, { config: { permission: 'audit.read' } }, async (request) => {
    const query = parsePayload(auditListPayloadSchema, request.body);
    return ok(await listAudit(app.db, authenticatedUser(request), query));
  });
};

export default auditRoutes;
