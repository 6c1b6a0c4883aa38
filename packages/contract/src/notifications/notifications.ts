// Notifications and e-mail: a signed-in user's in-app notifications (POST /api/notifications/list,
// /count, /read: any user, only their own) and the e-mail outbox of the management (POST
// /api/outbox/list, /retry: outbox.read, outbox.retry). Texts are rendered by the API in the reader's
// language when read (in-app) or when queued (e-mail, in the recipient's language).
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { yesNoFieldSchema } from '../kernel/fields';
import { LANGUAGES, languageSchema } from '../kernel/language';
import { formIntSchema, listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * What a notification is about. `order.placed` (to the client's users) and `order.placedFor` (to the
 * staff user who placed it for the client) are sent today; the others are the events the order's
 * life will send (statuses, approvals, documents, issues), each rendered from its parameters.
 */
export const NOTIFICATION_KINDS = [
  'order.placed',
  'order.placedFor',
  'order.statusChanged',
  'approval.requested',
  'approval.approved',
  'approval.rejected',
  'document.ready',
  'issue.message',
  'issue.opened',
  'issue.statusChanged',
  'quote.requested',
  'quote.sent',
  'quote.revised',
  'quote.extended',
  'quote.accepted',
  'quote.declined',
  'quote.changesRequested',
  'quote.approvalRequested',
  'quote.approved',
  'quote.rejected',
  'return.requested',
  'return.decided',
  'return.message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The largest page of notifications. */
export const MAX_NOTIFICATION_PAGE_SIZE = 100;
/** How many ids one "mark read" call takes. */
export const MAX_NOTIFICATION_READ_IDS = 500;

export const NOTIFICATION_ORDERS = ['nonLettePrima', 'recenti'] as const;
export type NotificationOrder = (typeof NOTIFICATION_ORDERS)[number];

export const notificationsListPayloadSchema = z.object({
  page: formIntSchema(1, 1_000_000, 1),
  pageSize: formIntSchema(1, MAX_NOTIFICATION_PAGE_SIZE, 20),
  /** S: only the unread ones. */
  soloNonLette: z.preprocess(blankToUndefined, yesNoFieldSchema.optional()),
  /** nonLettePrima (default): unread first, then newest first; recenti: newest first. */
  ordine: z.preprocess(blankToUndefined, z.enum(NOTIFICATION_ORDERS).optional().default('nonLettePrima')),
  /** The language of the texts; default the user's own. */
  Lingua: z.preprocess(blankToUndefined, languageSchema.optional()),
});
export type NotificationsListPayload = z.output<typeof notificationsListPayloadSchema>;

export const notificationsCountPayloadSchema = z.object({});

/** Ids as `1,2,3` (form field) or a JSON array; at most MAX_NOTIFICATION_READ_IDS. */
const idListSchema = z.preprocess(
  (value) => {
    if (Array.isArray(value)) return value;
    if (typeof value === 'number') return [value];
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return value
      .replace(/^\s*\[|\]\s*$/g, '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  },
  z
    .array(z.union([z.string(), z.number()]))
    .min(1)
    .max(MAX_NOTIFICATION_READ_IDS)
    .optional()
    .transform((values, ctx) => {
      if (values === undefined) return undefined;
      const ids = values.map((value) =>
        typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN,
      );
      if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) {
        ctx.addIssue({ code: 'custom', message: 'ids must be positive whole numbers, comma separated' });
        return z.NEVER;
      }
      return ids;
    }),
);

export const notificationsReadPayloadSchema = z
  .object({
    /** The notifications to mark read (the caller's own; others' ids are ignored). */
    ids: idListSchema,
    /** S: every notification of the caller. */
    tutte: z.preprocess(blankToUndefined, yesNoFieldSchema.optional()),
  })
  .refine((value) => value.tutte === 'S' || (value.ids?.length ?? 0) > 0, {
    message: 'ids or tutte=S',
    path: ['ids'],
  });
export type NotificationsReadPayload = z.output<typeof notificationsReadPayloadSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(NOTIFICATION_KINDS),
  /** One line, in the language asked for. */
  titolo: z.string(),
  /** A sentence or two, in the language asked for. */
  testo: z.string(),
  /** A shop path to open (e.g. /account/orders/2026/000123), or null. */
  link: z.string().nullable(),
  /** The event's data (order number, client...): what the texts were made from. */
  parametri: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  data: z.iso.datetime(),
  /** When the user read it, or null. */
  letta: z.iso.datetime().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsListDataSchema = listDataSchema(notificationSchema).extend({
  /** Unread notifications of the user in all (whatever the filter). */
  nonLette: z.number().int().min(0),
});
export type NotificationsListData = z.infer<typeof notificationsListDataSchema>;
export const notificationsListResponseSchema = envelopeSchema(notificationsListDataSchema);

export const notificationsCountDataSchema = z.object({ nonLette: z.number().int().min(0) });
export type NotificationsCountData = z.infer<typeof notificationsCountDataSchema>;

export const notificationsReadDataSchema = z.object({
  /** Notifications that were unread and are now read. */
  aggiornate: z.number().int().min(0),
  nonLette: z.number().int().min(0),
});
export type NotificationsReadData = z.infer<typeof notificationsReadDataSchema>;

/**
 * An e-mail's life in the outbox: `pending` (waiting for its next attempt), `sending` (an API
 * process holds it right now), `sent` (the mail server took it), `logged` (no SMTP_URL: written to
 * the API's log instead, never delivered), `failed` (refused for good or out of attempts: retried only
 * by hand).
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'logged', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_SORT_FIELDS = [
  'creata',
  'stato',
  'destinatario',
  'oggetto',
  'tentativi',
  'prossimoTentativo',
  'inviata',
] as const;
export type OutboxSortField = (typeof OUTBOX_SORT_FIELDS)[number];

export const outboxListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(OUTBOX_SORT_FIELDS, { field: 'creata', direction: 'desc' }),
  /** Only the messages in this state. */
  stato: z.preprocess(blankToUndefined, z.enum(OUTBOX_STATUSES).optional()),
  /** Only messages created from this day (YYYY-MM-DD, the shop's calendar). */
  dal: z.preprocess(blankToUndefined, z.iso.date().optional()),
  /** Only messages created up to this day (YYYY-MM-DD, the shop's calendar). */
  al: z.preprocess(blankToUndefined, z.iso.date().optional()),
});
export type OutboxListPayload = z.output<typeof outboxListPayloadSchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  /** The notification kind that queued it. */
  tipo: z.enum(NOTIFICATION_KINDS),
  destinatario: z.string(),
  lingua: z.enum(LANGUAGES),
  oggetto: z.string(),
  /** The plain-text body as sent. */
  testo: z.string(),
  stato: z.enum(OUTBOX_STATUSES),
  tentativi: z.number().int().min(0),
  prossimoTentativo: z.iso.datetime().nullable(),
  ultimoErrore: z.string().nullable(),
  inviata: z.iso.datetime().nullable(),
  creata: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListDataSchema = listDataSchema(outboxMessageSchema);
export type OutboxListData = z.infer<typeof outboxListDataSchema>;
export const outboxListResponseSchema = envelopeSchema(outboxListDataSchema);

export const outboxRetryPayloadSchema = z.object({
  id: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
});
export const outboxRetryDataSchema = z.object({ messaggio: outboxMessageSchema });
export type OutboxRetryData = z.infer<typeof outboxRetryDataSchema>;
