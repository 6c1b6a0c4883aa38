// Approvals (issue 15): the approval queue and the decisions on a waiting order (orders.approve). The
// rules that make orders wait are the approvals module's. Each route names its permission
// (plugins/management.ts); the services apply the user's client scope and the transition table.
import {
  approvalQueuePayloadSchema,
  approvalsApprovePayloadSchema,
  approvalsRejectPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { approveOrder, listApprovalQueue, rejectOrder } from './approval-decisions.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const approvalDecisionRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.approvalsQueue, { config: { permission: 'orders.approve' } }, async (request) => {
    const query = parsePayload(approvalQueuePayloadSchema, request.body);
    return ok(await listApprovalQueue(app.db, authenticatedUser(request), query));
  });

  app.post(REST_PATHS.approvalsApprove, { config: { permission: 'orders.approve' } }, async (request) => {
    const input = parsePayload(approvalsApprovePayloadSchema, request.body);
    return ok({ ordine: await approveOrder(app.db, authenticatedUser(request), input) });
  });

  app.post(REST_PATHS.approvalsReject, { config: { permission: 'orders.approve' } }, async (request) => {
    const input = parsePayload(approvalsRejectPayloadSchema, request.body);
    return ok({ ordine: await rejectOrder(app.db, authenticatedUser(request), input) });
  });
};

export default approvalDecisionRoutes;
