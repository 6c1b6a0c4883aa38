// Installs the error mapper as the error and not-found handlers of the whole app.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundReply, toErrorReply, type ErrorReply } from '../errors/error-mapper';

function send(reply: FastifyReply, { status, body }: ErrorReply): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Also used for Fastify's `frameworkErrors` (errors raised before routing, e.g. a malformed URL). */
export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const mapped = toErrorReply(error, request);
  if (mapped.severity === 'error') request.log.error({ err: error }, 'request failed');
  else request.log.info({ status: mapped.status, code: mapped.body.errors[0]?.code }, 'request refused');
  return send(reply, mapped);
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply));
    app.setNotFoundHandler((request, reply) => send(reply, notFoundReply(request)));
  },
  { name: 'errors' },
);
