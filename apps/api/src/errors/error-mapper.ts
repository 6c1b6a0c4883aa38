// The one place that turns any error into the REST envelope. Answers carry a catalogue message only:
// never SQL, a stack trace, a file path or a library's own wording. Details go to the log.
import type { ApiError, Failure } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { translate, type MessageKey } from '../kernel/texts/messages';
import { requestLanguage } from '../kernel/texts/request-language';
import { AppError } from './app-error';
import { validationErrors } from './validation';

export interface ErrorReply {
  status: number;
  body: Failure;
  /** 5xx are the API's fault and logged with their details; 4xx are the caller's and logged briefly. */
  severity: 'error' | 'info';
}

/** Fastify and plugin errors (body parsers, multipart limits) by their code. */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.bodyTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'error.bodyTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'error.bodyTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'error.bodyTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'error.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupportedMediaType' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'error.unsupportedMediaType' },
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function failure(...errors: ApiError[]): Failure {
  return { success: false, errors: errors as [ApiError, ...ApiError[]] };
}

export function toErrorReply(error: unknown, request: FastifyRequest): ErrorReply {
  const language = requestLanguage(request);
  if (error instanceof ZodError) {
    return {
      status: 422,
      body: failure(...validationErrors(error, request.body ?? {}, language)),
      severity: 'info',
    };
  }
  if (error instanceof AppError) {
    const { field, params, details } = error.options;
    const title = translate(language, error.messageKey, params);
    return {
      status: error.status,
      body: failure({
        title,
        code: error.code,
        ...(field ? { field } : {}),
        ...(details ? { dettagli: details } : {}),
      }),
      severity: error.status >= 500 ? 'error' : 'info',
    };
  }
  const known = FRAMEWORK_ERRORS[codeOf(error) ?? ''];
  if (known) {
    return {
      status: known.status,
      body: failure({ title: translate(language, known.key), code: 'BAD_REQUEST' }),
      severity: 'info',
    };
  }
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    // Malformed JSON, bad Content-Length, a truncated multipart stream...: the body could not be read.
    const key: MessageKey =
      codeOf(error)?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
        ? 'error.malformedBody'
        : 'error.badRequest';
    return {
      status: 400,
      body: failure({ title: translate(language, key), code: 'BAD_REQUEST' }),
      severity: 'info',
    };
  }
  return {
    status: 500,
    body: failure({ title: translate(language, 'error.internal'), code: 'INTERNAL' }),
    severity: 'error',
  };
}

export function notFoundReply(request: FastifyRequest): ErrorReply {
  const title = translate(requestLanguage(request), 'error.notFound');
  return { status: 404, body: failure({ title, code: 'NOT_FOUND' }), severity: 'info' };
}
