// Approvals (issue 15): the rules that make orders wait (approvals.rules). The queue and the decisions
// on a waiting order are the orders module's (orders/manage.approvals.routes.ts). Each route names its
// permission (plugins/management.ts).
import { approvalRulesPayloadSchema, approvalRulesSavePayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { getApprovalRules, saveApprovalRules } from './approval-rules.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const approvalRulesRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.approvalsRules, { config: { permission: 'approvals.rules' } }, async (request) => {
    parsePayload(approvalRulesPayloadSchema, request.body);
    return ok(await getApprovalRules(app.db));
  });

  app.post(REST_PATHS.approvalsSaveRules, { config: { permission: 'approvals.rules' } }, async (request) => {
    const input = parsePayload(approvalRulesSavePayloadSchema, request.body);
    return ok(await saveApprovalRules(app.db, authenticatedUser(request), input));
  });
};

export default approvalRulesRoutes;
