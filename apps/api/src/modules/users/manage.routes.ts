// User management (management only): list, one user, and the changes, each route naming the
// permission it needs (plugins/management.ts); the rules every change keeps are in the services.
import {
  REST_PATHS,
  usersCreatePayloadSchema,
  usersDeactivatePayloadSchema,
  usersDetailPayloadSchema,
  usersListPayloadSchema,
  usersReactivatePayloadSchema,
  usersResetpasswordPayloadSchema,
  usersUnlockPayloadSchema,
  usersUpdatePayloadSchema,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import * as edits from './user-edits.service';
import { getUser, listUsers } from './users.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { authenticatedUser } from '../../kernel/auth-user';

const usersRoutes: FastifyPluginAsync = async (app) => {
  const read = { config: { permission: 'users.read' as const } };
  const edit = { config: { permission: 'users.edit' as const } };

  app.post(REST_PATHS.usersList, read, async (request) =>
    ok(await listUsers(app.db, parsePayload(usersListPayloadSchema, request.body))),
  );
  app.post(REST_PATHS.usersDetail, read, async (request) => {
    const { codice } = parsePayload(usersDetailPayloadSchema, request.body);
    return ok({ utente: await getUser(app.db, codice) });
  });
  app.post(REST_PATHS.usersCreate, edit, async (request) => {
    const input = parsePayload(usersCreatePayloadSchema, request.body);
    return ok(await edits.createUser(app.db, authenticatedUser(request), input));
  });
  app.post(REST_PATHS.usersUpdate, edit, async (request) => {
    const input = parsePayload(usersUpdatePayloadSchema, request.body);
    return ok({ utente: await edits.updateUser(app.db, authenticatedUser(request), input) });
  });
  app.post(REST_PATHS.usersDeactivate, edit, async (request) => {
    const { codice } = parsePayload(usersDeactivatePayloadSchema, request.body);
    return ok({ utente: await edits.deactivateUser(app.db, authenticatedUser(request), codice) });
  });
  app.post(REST_PATHS.usersReactivate, edit, async (request) => {
    const { codice } = parsePayload(usersReactivatePayloadSchema, request.body);
    return ok({ utente: await edits.reactivateUser(app.db, authenticatedUser(request), codice) });
  });
  app.post(REST_PATHS.usersResetpassword, edit, async (request) => {
    const input = parsePayload(usersResetpasswordPayloadSchema, request.body);
    return ok(await edits.resetPassword(app.db, authenticatedUser(request), input));
  });
  app.post(REST_PATHS.usersUnlock, edit, async (request) => {
    const { codice } = parsePayload(usersUnlockPayloadSchema, request.body);
    return ok({ utente: await edits.unlockUser(app.db, authenticatedUser(request), codice) });
  });
};

export default usersRoutes;
