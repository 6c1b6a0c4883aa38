// POST /api/notifications/list, /count, /read: the signed-in user's own in-app notifications (any
// user type; every query is on the caller's id, so nobody reaches another user's).
import { notificationsListPayloadSchema, notificationsReadPayloadSchema, REST_PATHS } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listNotifications, readNotifications, unreadCount } from './notifications.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser, requireUser } from '../../kernel/auth-user';

const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: requireUser() };
  app.post(REST_PATHS.notificationsList, options, async (request) => {
    const query = parsePayload(notificationsListPayloadSchema, request.body);
    return ok(await listNotifications(app.db, authenticatedUser(request), query));
  });
  app.post(REST_PATHS.notificationsCount, options, async (request) =>
    ok({ nonLette: await unreadCount(app.db, authenticatedUser(request)) }),
  );
  app.post(REST_PATHS.notificationsRead, options, async (request) => {
    const query = parsePayload(notificationsReadPayloadSchema, request.body);
    return ok(await readNotifications(app.db, authenticatedUser(request), query));
  });
};

export default notificationsRoutes;
