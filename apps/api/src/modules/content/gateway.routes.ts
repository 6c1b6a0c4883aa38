// The content version for gateways (no session, outside the form-data contract):
// GET /api/content/version — the version now, read from the database (a cheap check);
// GET /api/content/events — a server-sent event stream: `version` at once and after every content
// change anywhere (any replica), `ping` every PING_MS so a gateway can tell a dead stream.
import { CONTENT_EVENT, CONTENT_PATHS, CONTENT_PING_EVENT, type ContentVersionData } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerResponse } from 'node:http';
import { readContentVersion } from './content-version';
import { AppError } from '../../errors/app-error';
import { ok } from '../../http/reply';

/** A gateway treats a stream silent for 3 pings as dead and reconnects. */
export const PING_MS = 15_000;
/** Open streams one process serves (gateways are few; this stops a flood of idle connections). */
const MAX_STREAMS = 200;

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

const contentRoutes: FastifyPluginAsync = async (app) => {
  const open = new Set<ServerResponse>();

  app.get(CONTENT_PATHS.version, async () => ok(await readContentVersion(app.db)));

  app.get(CONTENT_PATHS.events, async (request, reply) => {
    if (open.size >= MAX_STREAMS) throw new AppError(503, 'INTERNAL', 'error.unavailable');
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx) must pass each event on at once.
      'x-accel-buffering': 'no',
    });
    // The version a newly connected gateway compares with what it holds; retry: how soon to come back.
    res.write(`retry: 1000\n${event(CONTENT_EVENT, app.contentEvents.current())}`);
    const send = (data: ContentVersionData) => res.write(event(CONTENT_EVENT, data));
    const unsubscribe = app.contentEvents.subscribe(send);
    const ping = setInterval(() => res.write(event(CONTENT_PING_EVENT, {})), PING_MS);
    open.add(res);
    const close = () => {
      clearInterval(ping);
      unsubscribe();
      open.delete(res);
    };
    request.raw.on('close', close);
    res.on('close', close);
  });

  // Streams never end by themselves: end them, or closing the server would wait for them.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
};

export default contentRoutes;
