// The current user's own account: POST /api/user/current, /changepassword, /setname, /setuserinfo.
import {
  changePasswordPayloadSchema,
  currentUserPayloadSchema,
  REST_PATHS,
  setNamePayloadSchema,
  setUserInfoPayloadSchema,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { acceptPolicy } from './consent.service';
import { changePassword, setName } from './account.service';
import { getCurrentUser } from './viewer.service';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../kernel/texts/request-language';
import { authenticatedUser, requireUser } from '../../kernel/auth-user';

const userRoutes: FastifyPluginAsync = async (app) => {
  // Every user type may read and change its own account.
  const preHandler = requireUser();

  app.post(REST_PATHS.currentUser, { preHandler }, async (request) => {
    const { Lingua } = parsePayload(currentUserPayloadSchema, request.body);
    return ok(await getCurrentUser(app.db, authenticatedUser(request), Lingua));
  });

  app.post(REST_PATHS.changePassword, { preHandler }, async (request) => {
    const payload = parsePayload(changePasswordPayloadSchema, request.body);
    const change = {
      current: payload.PasswordAttuale,
      next: payload.NuovaPassword,
      repeat: payload.RipetiPassword,
    };
    return ok(await changePassword(app.db, authenticatedUser(request), change, payload.Lingua));
  });

  app.post(REST_PATHS.setName, { preHandler }, async (request) => {
    const { Nome, Cognome, Lingua } = parsePayload(setNamePayloadSchema, request.body);
    return ok(
      await setName(app.db, authenticatedUser(request), { firstName: Nome, lastName: Cognome }, Lingua),
    );
  });

  app.post(REST_PATHS.setUserInfo, { preHandler }, async (request) => {
    const { Categoria, Versione, answers } = parsePayload(setUserInfoPayloadSchema, request.body);
    const user = authenticatedUser(request);
    return ok(await acceptPolicy(app.db, user, Categoria, answers, requestLanguage(request), Versione));
  });
};

export default userRoutes;
