// Keeps this gateway in step with the API's content version (apps/api/src/modules/content): it holds the
// API's event stream open (GET /api/content/events, server-sent events), reconnecting with back-off,
// and calls `onChange` whenever the version moves, so the public caches drop what they share. Cache
// keys carry the epoch: the version while the stream is live; "ttl" before it ever was (an API
// without the stream: the TTL alone bounds staleness, as before); none while a stream that was live
// is lost — then nothing is shared, since a change could go unheard, until it is back. A change made
// through this gateway waits for its own version (`caughtUp`), so its maker never reads the old data.
import {
  CONTENT_EVENT,
  CONTENT_PATHS,
  contentVersionDataSchema,
  contentVersionResponseSchema,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { request } from 'undici';

export interface ContentVersionOptions {
  /** A stream silent this long is taken for dead (the API pings every 15 s). */
  silenceMs?: number;
  retryMinMs?: number;
  retryMaxMs?: number;
}

type State = 'new' | 'live' | 'lost';

export class ContentVersionWatcher {
  private version: number | null = null;
  private state: State = 'new';
  private stopped = false;
  private abort: AbortController | undefined;
  private running: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();
  private waiters: Array<{ version: number; done: (heard: boolean) => void }> = [];

  constructor(
    private readonly apiBaseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: ContentVersionOptions = {},
  ) {}

  /** The key prefix of shared data now; undefined: share nothing. */
  epoch(): string | undefined {
    if (this.state === 'live') return `v${this.version}`;
    return this.state === 'new' ? 'ttl' : undefined;
  }

  /** The version last heard (null before the stream first answered). */
  current(): number | null {
    return this.version;
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort?.abort();
    for (const waiter of this.waiters.splice(0)) waiter.done(false);
    await this.running;
  }

  /**
   * After a change of public content made through this gateway (a banner saved): resolves once this
   * gateway shares nothing the change replaced. While the stream is live, that is when it brings the
   * API's version now (GET /api/content/version), which the API may announce a moment after it
   * answered the change; without a stream, or when the version is not heard within `timeoutMs`, what
   * is shared is dropped at once.
   */
  async caughtUp(timeoutMs = 2000): Promise<void> {
    // While the stream is lost nothing is shared: there is nothing to wait for.
    if (this.state === 'lost') return;
    if (this.state === 'live') {
      const target = await this.versionNow(timeoutMs);
      if (target !== undefined && (await this.reached(target, timeoutMs))) return;
    }
    this.log.debug('content events: change not heard in time, shared data dropped');
    for (const listener of this.listeners) listener();
  }

  /** Whether the stream brings `version` (or a later one) within `timeoutMs`. */
  private reached(version: number, timeoutMs: number): Promise<boolean> {
    if (this.version !== null && this.version >= version) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        version,
        done: (heard: boolean) => {
          clearTimeout(timer);
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(heard);
        },
      };
      const timer = setTimeout(() => waiter.done(false), timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** The API's content version now; undefined when it cannot tell. */
  private async versionNow(timeoutMs: number): Promise<number | undefined> {
    try {
      const response = await request(new URL(CONTENT_PATHS.version, this.apiBaseUrl), {
        headers: { accept: 'application/json' },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const answer = contentVersionResponseSchema.safeParse(await response.body.json());
      return answer.success && answer.data.success ? answer.data.data.versione : undefined;
    } catch {
      return undefined;
    }
  }

  private heard(version: number): void {
    const changed = version !== this.version;
    this.version = version;
    if (this.state !== 'live') this.log.info({ version }, 'content events: live');
    this.state = 'live';
    if (changed) for (const listener of this.listeners) listener();
    for (const waiter of this.waiters.filter((w) => w.version <= version)) waiter.done(true);
  }

  private async loop(): Promise<void> {
    const { silenceMs = 45_000, retryMinMs = 250, retryMaxMs = 10_000 } = this.options;
    let delay = retryMinMs;
    while (!this.stopped) {
      try {
        this.abort = new AbortController();
        const response = await request(new URL(CONTENT_PATHS.events, this.apiBaseUrl), {
          signal: this.abort.signal,
          headers: { accept: 'text/event-stream' },
          headersTimeout: 10_000,
          // No byte for this long (not even a ping): the stream is dead.
          bodyTimeout: silenceMs,
        });
        const type = String(response.headers['content-type'] ?? '');
        if (response.statusCode !== 200 || !type.startsWith('text/event-stream')) {
          await response.body.dump();
          throw new Error(`content events: status ${response.statusCode}`);
        }
        response.body.setEncoding('utf8');
        let buffer = '';
        for await (const chunk of response.body) {
          buffer += chunk as string;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const version = versionIn(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (version !== undefined) {
              this.heard(version);
              delay = retryMinMs;
            }
          }
        }
        throw new Error('content events: stream ended');
      } catch (error) {
        if (this.stopped) return;
        if (this.state === 'live') {
          this.state = 'lost';
          this.log.warn(
            { err: error },
            'content events: stream lost, public data not shared until it is back',
          );
        } else {
          this.log.debug({ err: error }, 'content events: not connected');
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, retryMaxMs);
      }
    }
  }
}

/** The version a `version` event carries (undefined for any other event or a malformed one). */
function versionIn(block: string): number | undefined {
  let name = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  if (name !== CONTENT_EVENT) return undefined;
  try {
    const parsed = contentVersionDataSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.versione : undefined;
  } catch {
    return undefined;
  }
}
