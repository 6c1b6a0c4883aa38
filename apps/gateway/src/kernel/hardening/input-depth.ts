// A limit on how deeply the JSON of a GraphQL request's `variables` and `extensions` nests, checked
// before anything walks them (the public answer cache keys on them; Apollo coerces variables):
// 10 KB of `[[[[…]]]]` would otherwise overflow the call stack of any recursive walk. A request over
// the limit answers HTTP 400 with one error in GraphQL's shape, like the other limits.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMIT_CODE, QUERY_LIMITS } from './limits';

const CHECKED = ['variables', 'extensions'] as const;

/** True when `value` nests objects or arrays deeper than `max` (iterative: no recursion to overflow). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The request's variables and extensions: from the JSON body, or (GET) the query string's JSON. */
function inputsOf(request: FastifyRequest): Array<[string, unknown]> {
  const source = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return [];
  return CHECKED.map((name) => {
    const raw = source[name];
    if (request.method !== 'GET' || typeof raw !== 'string') return [name, raw];
    try {
      return [name, JSON.parse(raw) as unknown];
    } catch {
      return [name, undefined]; // Apollo answers malformed JSON itself
    }
  });
}

export function registerInputDepthLimit(app: FastifyInstance, path: string): void {
  const limit = QUERY_LIMITS.maxInputDepth;
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== path) return;
    const tooDeep = inputsOf(request).find(([, value]) => nestsDeeperThan(value, limit));
    if (!tooDeep) return;
    return reply.code(400).send({
      errors: [
        {
          message: `"${tooDeep[0]}" nests objects or arrays deeper than the limit of ${limit} levels.`,
          extensions: { code: LIMIT_CODE.maxInputDepth, limit },
        },
      ],
    });
  });
}
