// Every /api call carries the client's anonymous session id in `x-sessionid` (spec §7).
// Registered inside the /api scope, so that /healthz and unknown routes do not require it.
import { SESSION_ID_HEADER, sessionIdSchema } from '@shop/contract';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The validated x-sessionid of an /api request. */
    sessionId: string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('sessionId', '');
    // onRequest: a request without a session is refused before its body is even read.
    app.addHook('onRequest', async (request) => {
      const parsed = sessionIdSchema.safeParse(request.headers[SESSION_ID_HEADER]);
      if (!parsed.success) {
        throw new AppError(400, 'BAD_REQUEST', 'error.sessionId', { field: SESSION_ID_HEADER });
      }
      request.sessionId = parsed.data;
    });
  },
  { name: 'session' },
);
