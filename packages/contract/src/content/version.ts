// The content version: a number the API raises on every change to what the storefront shows to
// everyone (configuration, policy texts, banners, promotions…). Gateways share such data between
// requests and drop it as soon as the version moves: they hold GET /api/content/events open (a
// server-sent event stream: the version now, then every change) and can ask GET /api/content/version.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';

/** What changed (for logs and for a gateway that wants to drop less than everything). */
export const CONTENT_KINDS = [
  'config',
  'policy',
  'banner',
  'promotion',
  'category',
  'brand',
  'product',
  'supplier',
  'user',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentVersionDataSchema = z.object({
  /** Raised by one on every content change, never lowered; 0 before the first change. */
  versione: z.number().int().min(0),
  /** What the last change was about, or null before the first one. */
  tipo: z.enum(CONTENT_KINDS).nullable(),
});
export type ContentVersionData = z.infer<typeof contentVersionDataSchema>;
export const contentVersionResponseSchema = envelopeSchema(contentVersionDataSchema);

/** The event stream's event names: `version` carries ContentVersionData as JSON; `ping` keeps it alive. */
export const CONTENT_EVENT = 'version';
export const CONTENT_PING_EVENT = 'ping';

/**
 * The content version's GET calls, outside the form-data contract (no session, no body): the
 * current version, and the event stream (text/event-stream) gateways keep open.
 */
export const CONTENT_PATHS = {
  version: '/api/content/version',
  events: '/api/content/events',
} as const;
