// Request bodies as the legacy contract sends them (multipart form-data), plus urlencoded and JSON.
// Every form field arrives as a string: the contract's zod schemas coerce what they need.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** Generous for forms, small enough that a flood of fields cannot exhaust memory. */
const MULTIPART_LIMITS = {
  fields: 200,
  fieldSize: 1024 * 1024,
  files: 5,
  fileSize: 10 * 1024 * 1024,
  parts: 205,
  headerPairs: 200,
};

/**
 * The parts as one object, like `attachFieldsToBody: 'keyValues'` makes it: field values as strings,
 * files as Buffers, a repeated name as an array. (The plugin rejects names such as __proto__.)
 */
async function readParts(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    const value = part.type === 'file' ? await part.toBuffer() : part.value;
    const previous = body[part.fieldname];
    body[part.fieldname] =
      previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return body;
}

export default fp(
  async (app) => {
    // Fastify parses text/plain by default; the contract has no use for it, so it gets a clean 415.
    app.removeContentTypeParser('text/plain');
    await app.register(formbody);
    // Not `attachFieldsToBody: 'keyValues'`: its hook lets the parser's errors on a malformed or truncated
    // body out as status-less Errors, i.e. 500s. Reading the parts here turns them into a 400.
    await app.register(multipart, { limits: MULTIPART_LIMITS });
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      try {
        request.body = await readParts(request);
      } catch (err) {
        const hasStatus = typeof (err as { statusCode?: unknown }).statusCode === 'number';
        throw hasStatus ? err : new AppError(400, 'BAD_REQUEST', 'error.malformedBody');
      }
    });
  },
  { name: 'form-body' },
);
