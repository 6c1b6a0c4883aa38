// Issues (criticità) on an order or on one of its lines: damaged, missing, wrong item, late. Opened by
// the customer or by staff, each with a thread of messages and a status, visible to both sides. Calls
// (each names its permission; an order of a client out of the user's scope is 404, as one that does
// not exist): POST /api/issues/list (the grid), /api/issues/order (an order's issues with their
// threads), /api/issues/open, /api/issues/reply, /api/issues/setstatus.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { blankToUndefined, clientFilterSchema, optionalFilter } from '../kernel/form-fields';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { multiLineText } from '../kernel/text';
import { orderNumberSchema } from '../orders';

/** What went wrong: damaged, missing, wrong item, late, something else. */
export const ORDER_ISSUE_KINDS = ['danneggiato', 'mancante', 'articolo_errato', 'ritardo', 'altro'] as const;
export type OrderIssueKind = (typeof ORDER_ISSUE_KINDS)[number];

/** Open (nobody took it yet), being handled by staff, closed. */
export const ORDER_ISSUE_STATUSES = ['aperta', 'in_lavorazione', 'chiusa'] as const;
export type OrderIssueStatus = (typeof ORDER_ISSUE_STATUSES)[number];

/** Which side wrote: the client's own users, or staff (agent, office, management). */
export const ORDER_ISSUE_SIDES = ['cliente', 'staff'] as const;
export type OrderIssueSide = (typeof ORDER_ISSUE_SIDES)[number];

/** The longest message of a thread. */
export const ORDER_ISSUE_TEXT_MAX = 2000;

/**
 * A message of a thread: not blank, line breaks allowed (stored as LF, whatever the form sent), no
 * other control character.
 */
export const orderIssueTextSchema = multiLineText({ min: 1, max: ORDER_ISSUE_TEXT_MAX }).transform((text) =>
  text.replace(/\r\n?/g, '\n'),
);

/** A row id (PostgreSQL serial: at most 2^31 − 1; beyond is a field error, never a database error). */
const idSchema = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_147_483_647));

export const ORDER_ISSUES_SORT_FIELDS = [
  'aggiornata',
  'aperta',
  'numero',
  'cliente',
  'stato',
  'tipo',
] as const;
export type OrderIssuesSortField = (typeof ORDER_ISSUES_SORT_FIELDS)[number];

/**
 * POST /api/issues/list (issues.read): the issues of the orders in the user's scope, last updated
 * first. `search`: every word in the order number, the client's code or name. `aperte=S`: only those
 * not closed.
 */
export const issuesListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(ORDER_ISSUES_SORT_FIELDS, { field: 'aggiornata', direction: 'desc' }),
  stato: optionalFilter(z.enum(ORDER_ISSUE_STATUSES)),
  tipo: optionalFilter(z.enum(ORDER_ISSUE_KINDS)),
  cliente: optionalFilter(clientFilterSchema),
  aperte: optionalFilter(z.enum(['S', 'N'])),
});
export type IssuesListPayload = z.input<typeof issuesListPayloadSchema>;
export type IssuesListQuery = z.output<typeof issuesListPayloadSchema>;

/** POST /api/issues/order (issues.read): every issue of one order, oldest first, with its thread. */
export const issuesOrderPayloadSchema = z.object({
  numero: orderNumberSchema,
  Lingua: languageSchema.optional().default('it'),
});

/**
 * POST /api/issues/open (issues.open): a new issue on the order, or on its line `riga` (which must
 * exist on that order), with its first message.
 */
export const issuesOpenPayloadSchema = z.object({
  numero: orderNumberSchema,
  riga: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).optional()),
  tipo: z.enum(ORDER_ISSUE_KINDS),
  testo: orderIssueTextSchema,
  Lingua: languageSchema.optional().default('it'),
});
export type IssuesOpenPayload = z.output<typeof issuesOpenPayloadSchema>;

/** POST /api/issues/reply (issues.open): a message in the thread of an issue not closed. */
export const issuesReplyPayloadSchema = z.object({
  id: idSchema,
  testo: orderIssueTextSchema,
  Lingua: languageSchema.optional().default('it'),
});
export type IssuesReplyPayload = z.output<typeof issuesReplyPayloadSchema>;

/**
 * POST /api/issues/setstatus (issues.manage): the new status, with an optional message written in the
 * thread at the same time (e.g. how it was solved).
 */
export const issuesSetstatusPayloadSchema = z.object({
  id: idSchema,
  stato: z.enum(ORDER_ISSUE_STATUSES),
  testo: z.preprocess(blankToUndefined, orderIssueTextSchema.optional()),
  Lingua: languageSchema.optional().default('it'),
});
export type IssuesSetstatusPayload = z.output<typeof issuesSetstatusPayloadSchema>;

export const orderIssueMessageSchema = z.object({
  id: z.number().int(),
  testo: z.string(),
  /** The author's name (or user code). */
  autore: z.string(),
  lato: z.enum(ORDER_ISSUE_SIDES),
  data: z.iso.datetime({ offset: true }),
});
export type OrderIssueMessage = z.infer<typeof orderIssueMessageSchema>;

/** An issue as the grid lists it. */
export const orderIssueSummarySchema = z.object({
  id: z.number().int(),
  /** The order's number. */
  numero: z.string(),
  cliente: z.object({ codice: z.string(), ragioneSociale: z.string() }),
  /** The line it is about, or null for the whole order. */
  riga: z.number().int().nullable(),
  /** The line's product (code and description in the asked language), or null. */
  articolo: z.object({ codice: z.string(), descrizione: z.string() }).nullable(),
  tipo: z.enum(ORDER_ISSUE_KINDS),
  stato: z.enum(ORDER_ISSUE_STATUSES),
  apertaDa: z.string(),
  lato: z.enum(ORDER_ISSUE_SIDES),
  aperta: z.iso.datetime({ offset: true }),
  /** The last message or status change. */
  aggiornata: z.iso.datetime({ offset: true }),
  messaggi: z.number().int().min(0),
});
export type OrderIssueSummary = z.infer<typeof orderIssueSummarySchema>;

/** An issue with its thread, oldest message first. */
export const orderIssueSchema = orderIssueSummarySchema.extend({
  thread: z.array(orderIssueMessageSchema),
});
export type OrderIssue = z.infer<typeof orderIssueSchema>;

export const issuesListDataSchema = listDataSchema(orderIssueSummarySchema);
export type IssuesListData = z.infer<typeof issuesListDataSchema>;
export const issuesListResponseSchema = envelopeSchema(issuesListDataSchema);

export const issuesOrderDataSchema = z.object({ criticita: z.array(orderIssueSchema) });
export type IssuesOrderData = z.infer<typeof issuesOrderDataSchema>;
export const issuesOrderResponseSchema = envelopeSchema(issuesOrderDataSchema);

/** The answer of open, reply and setstatus: the issue as it is now. */
export const issueDataSchema = z.object({ criticita: orderIssueSchema });
export type IssueData = z.infer<typeof issueDataSchema>;
export const issueResponseSchema = envelopeSchema(issueDataSchema);
