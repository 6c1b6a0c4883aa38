// Issues (criticità) on orders (issue 15): the grid (/list), an order's issues with their threads
// (/order), opening one (/open), replying (/reply) and changing the status (/setstatus). Customers use
// the same calls on their own orders (their client scope), staff on theirs; see order-issues.ts.
import {
  issuesListPayloadSchema,
  issuesOpenPayloadSchema,
  issuesOrderPayloadSchema,
  issuesReplyPayloadSchema,
  issuesSetstatusPayloadSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listIssues, listOrderIssues, openIssue, replyToIssue, setIssueStatus } from './order-issues.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const issuesRoutes: FastifyPluginAsync = async (app) => {
  app.post(REST_PATHS.issuesList, { config: { permission: 'issues.read' } }, async (request) => {
    const query = parsePayload(issuesListPayloadSchema, request.body);
    return ok(await listIssues(app.db, authenticatedUser(request), query));
  });

  app.post(REST_PATHS.issuesOrder, { config: { permission: 'issues.read' } }, async (request) => {
    const { numero, Lingua } = parsePayload(issuesOrderPayloadSchema, request.body);
    return ok({ criticita: await listOrderIssues(app.db, authenticatedUser(request), numero, Lingua) });
  });

  app.post(REST_PATHS.issuesOpen, { config: { permission: 'issues.open' } }, async (request, reply) => {
    const input = parsePayload(issuesOpenPayloadSchema, request.body);
    const criticita = await openIssue(app.db, authenticatedUser(request), input);
    return reply.code(201).send(ok({ criticita }));
  });

  app.post(REST_PATHS.issuesReply, { config: { permission: 'issues.open' } }, async (request) => {
    const input = parsePayload(issuesReplyPayloadSchema, request.body);
    return ok({ criticita: await replyToIssue(app.db, authenticatedUser(request), input) });
  });

  app.post(REST_PATHS.issuesSetstatus, { config: { permission: 'issues.manage' } }, async (request) => {
    const input = parsePayload(issuesSetstatusPayloadSchema, request.body);
    return ok({ criticita: await setIssueStatus(app.db, authenticatedUser(request), input) });
  });
};

export default issuesRoutes;
