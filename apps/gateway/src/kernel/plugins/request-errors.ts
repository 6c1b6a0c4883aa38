// Requests refused before GraphQL runs (a body that is not JSON or holds a __proto__ key, a body over
// the limit, a content type GraphQL does not take) are answered in GraphQL's error shape with
// extensions.code BAD_REQUEST and the gateway's own words, like the query limits; on other routes
// with a plain message. Never Fastify's error object (its FST_ codes name the framework) and, for an
// unexpected failure, never its message: "Internal server error" only, details in the log. A browser
// that goes away while a file streams to it (a navigation cancels a script download) is not a failure
// of the shop: logged at info level, not error.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_JSON = 'The request body is not valid JSON.';
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Send GraphQL requests as application/json (or GET with the query in the URL).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

function messageOf(error: FastifyError, bodyLimit: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const kb = Math.round(bodyLimit / 1024);
    const size = kb >= 1024 && kb % 1024 === 0 ? `${kb / 1024} MB` : `${kb} kB`;
    return `The request body is larger than ${size}.`;
  }
  return MESSAGES[error.code] ?? (error instanceof SyntaxError ? NOT_JSON : 'Bad request.');
}

/** The client closed the connection before the answer was written: nothing failed on our side. */
export function isClientGone(error: FastifyError, request: FastifyRequest): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || request.raw.destroyed;
}

/**
 * What to answer to an error Fastify (or a plugin) raised for `request`: its status (4xx as it is, any
 * other 500), the gateway's own words and the code; logged (briefly for a client's mistake).
 */
export function requestRefusal(
  error: FastifyError,
  request: FastifyRequest,
  bodyLimit: number,
): { status: number; message: string; code: 'BAD_REQUEST' | 'INTERNAL_SERVER_ERROR' } {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const clientError = status < 500;
  if (clientError) request.log.info({ code: error.code }, 'request refused');
  else if (isClientGone(error, request)) request.log.info({ code: error.code }, 'client went away');
  else request.log.error({ err: error }, 'request failed');
  return {
    status,
    message: clientError ? messageOf(error, bodyLimit) : 'Internal server error',
    code: clientError ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR',
  };
}

export function registerRequestErrors(app: FastifyInstance, graphqlPath: string): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The limit of the route that refused (/graphql/imports takes 8 MiB), else the server's.
    const bodyLimit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
    const { status, message, code } = requestRefusal(error, request, bodyLimit);
    const path = request.url.split('?')[0] ?? '';
    const graphql = path === graphqlPath || path.startsWith(`${graphqlPath}/`);
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(graphql ? { errors: [{ message, extensions: { code } }] } : { error: message });
  });
}
