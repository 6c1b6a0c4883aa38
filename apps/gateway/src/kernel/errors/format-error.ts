// The one place that turns what resolvers throw into what clients see. Upstream failures get an
// `extensions.code` (and the API's translated message); anything unknown is masked so no SQL,
// stack trace or file path ever reaches a response.
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { LIMIT_CODE, limitErrorOf } from '../hardening/limits';
import { UpstreamError } from '../upstream/upstream-error';

/** Codes clients can rely on; Apollo's own request errors (parse, validation…) pass through as they are. */
export const ERROR_CODE = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

const PASS_THROUGH = new Set<unknown>([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  ...Object.values(ERROR_CODE),
  ...Object.values(LIMIT_CODE),
]);

function codeFor({ status, reason }: UpstreamError): string {
  if (reason === 'unreachable') return ERROR_CODE.UPSTREAM_UNAVAILABLE;
  if (reason === 'contract') return ERROR_CODE.INTERNAL_SERVER_ERROR;
  if (status === 400 || status === 413 || status === 422) return ERROR_CODE.BAD_USER_INPUT;
  if (status === 401) return ERROR_CODE.UNAUTHENTICATED;
  if (status === 403) return ERROR_CODE.FORBIDDEN;
  if (status === 404) return ERROR_CODE.NOT_FOUND;
  if (status === 409) return ERROR_CODE.CONFLICT;
  if (status === 429) return ERROR_CODE.RATE_LIMITED;
  // The API (or a proxy in front of it) says it cannot serve now: a retry may work.
  if (status === 502 || status === 503 || status === 504) return ERROR_CODE.UPSTREAM_UNAVAILABLE;
  return ERROR_CODE.INTERNAL_SERVER_ERROR;
}

const GENERIC_MESSAGE: Record<string, string> = {
  [ERROR_CODE.UPSTREAM_UNAVAILABLE]: 'The shop service is not reachable right now. Please try again shortly.',
  [ERROR_CODE.INTERNAL_SERVER_ERROR]: 'Internal server error',
};

function upstreamFailure(error: UpstreamError, formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = codeFor(error);
  const first = error.errors[0];
  const masked = code === ERROR_CODE.INTERNAL_SERVER_ERROR || code === ERROR_CODE.UPSTREAM_UNAVAILABLE;
  return {
    message: masked || !first ? (GENERIC_MESSAGE[code] ?? 'Request failed') : first.title,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: {
      code,
      ...(first?.field && !masked ? { field: first.field } : {}),
      ...(code === ERROR_CODE.RATE_LIMITED && error.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: error.retryAfterSeconds }
        : {}),
    },
  };
}

/** The HTTP status of each code, for an answer outside GraphQL (an upload route). */
const HTTP_STATUS: Record<string, number> = {
  [ERROR_CODE.UNAUTHENTICATED]: 401,
  [ERROR_CODE.FORBIDDEN]: 403,
  [ERROR_CODE.NOT_FOUND]: 404,
  [ERROR_CODE.CONFLICT]: 409,
  [ERROR_CODE.RATE_LIMITED]: 429,
  [ERROR_CODE.UPSTREAM_UNAVAILABLE]: 503,
  [ERROR_CODE.INTERNAL_SERVER_ERROR]: 500,
};

/**
 * An upstream failure for a route outside GraphQL (an upload): the same error as GraphQL answers it
 * (code, translated message, field; never internals) and its HTTP status — the API's own for a
 * refused value (400, 413, 422).
 */
export function upstreamFailureAnswer(error: UpstreamError): {
  status: number;
  error: GraphQLFormattedError;
} {
  const formatted = upstreamFailure(error, { message: '' });
  const code = String(formatted.extensions?.code);
  const status = code === ERROR_CODE.BAD_USER_INPUT ? error.status : (HTTP_STATUS[code] ?? 500);
  return { status, error: formatted };
}

/** Apollo's own HTTP 400 answers without a code (e.g. an APQ hash that does not match its query). */
function isRequestRefusal(error: unknown, formatted: GraphQLFormattedError): boolean {
  if (formatted.path) return false;
  const http = (error as { extensions?: { http?: { status?: number } } } | null)?.extensions?.http;
  return http?.status === 400 && formatted.extensions?.code === ERROR_CODE.INTERNAL_SERVER_ERROR;
}

/** graphql-js parses recursively: a document nesting lists thousands deep overflows the stack. */
const PARSER_OVERFLOW = 'Maximum call stack size exceeded';
const TOO_DEEP_TO_PARSE =
  'Syntax Error: the document nests lists, objects or selections too deeply to parse.';

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamError) return upstreamFailure(original, formatted);
  const limit = limitErrorOf(error);
  if (limit) return { message: limit.message, extensions: { code: limit.code, limit: limit.limit } };
  if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && formatted.message === PARSER_OVERFLOW) {
    return { message: TOO_DEEP_TO_PARSE, extensions: { code: 'GRAPHQL_PARSE_FAILED' } };
  }
  if (isRequestRefusal(error, formatted)) {
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  const code = formatted.extensions?.code;
  if (PASS_THROUGH.has(code) && code !== ERROR_CODE.INTERNAL_SERVER_ERROR) {
    // Keep the message and code; drop anything else an error may carry (stack traces, exceptions).
    const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: GENERIC_MESSAGE[ERROR_CODE.INTERNAL_SERVER_ERROR] ?? 'Internal server error',
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: ERROR_CODE.INTERNAL_SERVER_ERROR },
  };
}
