// Validates a request body against a contract schema; a failure is a ZodError, mapped to 422 centrally.
import type { z } from 'zod';

export function parsePayload<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // No body at all (no Content-Type) reads as an empty form: the errors then name the missing fields.
  return schema.parse(body ?? {});
}
