// A stand-in for the REST API on a real port: records every call and answers what a test sets.
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';

export interface RecordedCall {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, string>;
}

/** What the fake answers; `delayMs` holds the answer back (to overlap concurrent requests). */
export type Answer = { status: number; body: unknown; delayMs?: number };

export interface FakeApi {
  url: string;
  calls: RecordedCall[];
  /** How many calls were made to `path`. */
  count(path: string): number;
  answer(path: string, answer: Answer | ((body: Record<string, string>) => Answer)): void;
  close(): Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  // Closing drops every connection: a keep-alive socket the gateway opened just before it closed
  // (its content event stream retries on its own) would otherwise hold `close` open for a minute.
  const app: FastifyInstance = Fastify({ forceCloseConnections: true });
  await app.register(formbody);
  const answers = new Map<string, Answer | ((body: Record<string, string>) => Answer)>();
  const calls: RecordedCall[] = [];
  app.get('/healthz', async () => ({ success: true, data: { status: 'ok' } }));
  // Every call is a POST but the brand list (GET /api/brand).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/*',
    handler: async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string>;
      // The gateway's content event stream (src/kernel/cache/content-version.ts) is not a call a test counts:
      // this fake has none, so the gateway keeps its TTL-only caching.
      if (request.url.startsWith('/api/content/')) return reply.code(404).send({ success: false });
      calls.push({ path: request.url, headers: request.headers, body });
      const configured = answers.get(request.url);
      const answer = typeof configured === 'function' ? configured(body) : configured;
      if (!answer)
        return reply
          .code(404)
          .send({ success: false, errors: [{ title: 'no such call', code: 'NOT_FOUND' }] });
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      return reply.code(answer.status).send(answer.body);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    count: (path) => calls.filter((c) => c.path === path).length,
    answer: (path, answer) => answers.set(path, answer),
    close: () => app.close(),
  };
}
