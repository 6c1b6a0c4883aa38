// Who hears about content changes: this API process LISTENs on the content channel (PostgreSQL:
// one connection of its own, reconnected when lost; PGlite: the embedded database's own listener),
// keeps the latest version in memory and tells its subscribers (the event streams of
// modules/content/gateway.routes.ts, one per gateway). Every replica listens, so a change made through any replica
// reaches the gateways connected to every other one.
import type { ContentVersionData } from '@shop/contract';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import { CONTENT_CHANNEL, parseContentNotice, readContentVersion } from './content-version';

type Listener = (data: ContentVersionData) => void;

export interface ContentEvents {
  /** The latest version this process has heard of. */
  current(): ContentVersionData;
  /** Calls `listener` on every newer version; answers the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  /** How many subscribers (open event streams) there are. */
  subscribers(): number;
  /**
   * Resolves once this process has heard of every change committed so far (or after `timeoutMs`):
   * a route that changed content awaits it before answering, so the gateways connected here have
   * the news before the client that made the change can ask again.
   */
  caughtUp(timeoutMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentEvents: ContentEvents;
  }
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export default fp(
  async (app) => {
    const listeners = new Set<Listener>();
    let latest: ContentVersionData = await readContentVersion(app.db);
    let waiting: Array<{ version: number; resolve: () => void }> = [];

    const observe = (data: ContentVersionData) => {
      if (data.versione <= latest.versione) return;
      latest = data;
      for (const listener of listeners) listener(data);
      const [done, still] = partition(waiting, (w) => w.version <= data.versione);
      waiting = still;
      for (const w of done) w.resolve();
    };
    /** After a reconnect: what was committed while we were not listening. */
    const reread = async () => observe(await readContentVersion(app.db));

    const stop = await listen(
      app.dbHandle,
      (payload) => {
        const data = parseContentNotice(payload);
        if (data) observe(data);
      },
      () => {
        reread().catch((error: unknown) => app.log.warn({ err: error }, 'content version not read'));
      },
      (error) => app.log.warn({ err: error }, 'content listener lost; reconnecting'),
    );

    const events: ContentEvents = {
      current: () => latest,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      subscribers: () => listeners.size,
      async caughtUp(timeoutMs = 2000) {
        const { versione } = await readContentVersion(app.db);
        if (versione <= latest.versione) return;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            // Not heard in time (a listener reconnecting): read it, so at least this process knows.
            reread()
              .catch(() => undefined)
              .finally(resolve);
          }, timeoutMs);
          waiting.push({
            version: versione,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      },
    };
    app.decorate('contentEvents', events);
    app.addHook('onClose', async () => {
      for (const w of waiting) w.resolve();
      waiting = [];
      listeners.clear();
      await stop();
    });
  },
  { name: 'content-events', dependencies: ['database'] },
);

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/**
 * LISTENs on the content channel; `onNotice` gets each payload, `onReconnect` runs after a lost
 * connection is back (PostgreSQL). Answers the function that stops listening.
 */
async function listen(
  handle: DatabaseHandle,
  onNotice: (payload: string | undefined) => void,
  onReconnect: () => void,
  onLost: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (handle.kind === 'pglite') {
    const unlisten = await handle.client.listen(CONTENT_CHANNEL, onNotice);
    return async () => {
      await unlisten().catch(() => undefined);
    };
  }
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client(handle.pool.options);
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) onNotice(message.payload);
    });
    next.on('error', (error) => lost(error));
    next.on('end', () => lost(new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (first) throw error;
      lost(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
    if (!first) onReconnect();
  };
  const lost = (error: unknown) => {
    if (stopped || timer) return;
    client = undefined;
    onLost(error);
    timer = setTimeout(() => {
      timer = undefined;
      void connect(false);
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  await connect(true);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
