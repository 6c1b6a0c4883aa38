// The reserved area's dashboard: POST /api/dashboard (permission dashboard.read). What it answers
// depends on the user's type: an agent sees his clients (vista "agente"), the sales office and
// management see the whole shop (vista "ufficio"), fair staff their fairs (vista "fiere"). Every figure
// is an SQL aggregate; amounts are rounded to the shop's decimals (Set_Round, `decimali`). Days are the
// shop's calendar (Europe/Rome). Cancelled orders count in no figure.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { ORDER_CHANNELS, ORDER_STATUSES } from '../orders';

export const dashboardPayloadSchema = z.object({
  Lingua: languageSchema.optional().default('it'),
});
export type DashboardPayload = z.input<typeof dashboardPayloadSchema>;

/** How many rows each short list of the dashboard holds at most. */
export const DASHBOARD_LIST_SIZE = 5;

const day = z.iso.date();
const amount = z.number();
const count = z.number().int().min(0);

/** A number of orders and what they add up to. */
export const orderFiguresSchema = z.object({ ordini: count, importo: amount });
export type OrderFigures = z.infer<typeof orderFiguresSchema>;

/**
 * This month up to today (today's orders so far included) against the same month a year before, from
 * its first day to the same day of the month (the month's last day when it is shorter, 29 Feb → 28 Feb).
 */
export const monthComparisonSchema = z.object({
  dal: day,
  al: day,
  dalAnnoPrima: day,
  alAnnoPrima: day,
  corrente: orderFiguresSchema,
  annoPrima: orderFiguresSchema,
  /**
   * Day by day, the amount reached since the first of the month (running total): this year up to
   * today (null after it), and last year's whole month, for the chart.
   */
  giorni: z.array(
    z.object({
      giorno: z.number().int().min(1).max(31),
      importo: amount.nullable(),
      importoAnnoPrima: amount,
    }),
  ),
});
export type MonthComparison = z.infer<typeof monthComparisonSchema>;

export const dashboardOrderSchema = z.object({
  numero: z.string(),
  /** When it was placed (ISO 8601). */
  data: z.iso.datetime({ offset: true }),
  stato: z.enum(ORDER_STATUSES),
  canale: z.enum(ORDER_CHANNELS),
  codiceCliente: z.string(),
  ragioneSociale: z.string(),
  importo: amount,
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

export const topClientSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  codiceAgente: z.string().nullable(),
  nomeAgente: z.string().nullable(),
  ordini: count,
  importo: amount,
});
export type TopClient = z.infer<typeof topClientSchema>;

/** A list of which only the first DASHBOARD_LIST_SIZE rows are given, and how many there are. */
const shortList = <T extends z.ZodType>(item: T) => z.object({ totale: count, righe: z.array(item) });

/** Orders received and not yet confirmed: the oldest first. */
export const waitingOrdersSchema = shortList(dashboardOrderSchema).extend({ importo: amount });

export const silentClientSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  /** The last order's day, the days since, and how many days apart the client's orders usually are. */
  ultimoOrdine: day,
  giorniSenzaOrdini: count,
  intervalloAbituale: count,
  ordiniUltimoAnno: count,
});
export const overCreditClientSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  fido: amount,
  /** Open orders (OPEN_ORDER_STATUSES) plus what is unpaid. */
  esposizione: amount,
});
export const overdueClientSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  importo: amount,
  documenti: count,
  scadenzaPiuVecchia: day,
});

export const agentDashboardSchema = z.object({
  vista: z.literal('agente'),
  oggi: day,
  decimali: z.number().int().min(0).max(4),
  agente: z.object({ codice: z.string(), nome: z.string() }),
  clienti: z.object({ totale: count, conOrdiniNelMese: count }),
  mese: monthComparisonSchema,
  /** Open orders: received, confirmed, in preparation or partly shipped (OPEN_ORDER_STATUSES). */
  ordiniAperti: orderFiguresSchema,
  topClienti: z.array(topClientSchema),
  attenzione: z.object({
    inAttesa: waitingOrdersSchema,
    silenti: shortList(silentClientSchema),
    oltreFido: shortList(overCreditClientSchema),
    scaduti: shortList(overdueClientSchema).extend({ importo: amount }),
  }),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;

export const officeDashboardSchema = z.object({
  vista: z.literal('ufficio'),
  oggi: day,
  decimali: z.number().int().min(0).max(4),
  ordiniOggi: orderFiguresSchema.extend({
    /** Every channel, in ORDER_CHANNELS order, zeros included. */
    canali: z.array(orderFiguresSchema.extend({ canale: z.enum(ORDER_CHANNELS) })),
  }),
  inAttesa: waitingOrdersSchema,
  mese: monthComparisonSchema,
  topClienti: z.array(topClientSchema),
  topAgenti: z.array(
    z.object({
      codice: z.string(),
      nome: z.string(),
      /** His clients who ordered this month. */
      clienti: count,
      ordini: count,
      importo: amount,
    }),
  ),
});
export type OfficeDashboard = z.infer<typeof officeDashboardSchema>;

export const FAIR_STATES = ['in_corso', 'prossima', 'conclusa'] as const;

export const fairsDashboardSchema = z.object({
  vista: z.literal('fiere'),
  oggi: day,
  decimali: z.number().int().min(0).max(4),
  fiere: z.array(
    z.object({
      codice: z.string(),
      descrizione: z.string(),
      luogo: z.string(),
      dal: day,
      al: day,
      stato: z.enum(FAIR_STATES),
      /** Days to the first day (upcoming), to the last day (running) or since the last day (over). */
      giorni: count,
      /** Orders the user placed at the fair (channel fair, on its days), cancelled ones left out. */
      ordini: orderFiguresSchema,
    }),
  ),
});
export type FairsDashboard = z.infer<typeof fairsDashboardSchema>;

export const dashboardDataSchema = z.discriminatedUnion('vista', [
  agentDashboardSchema,
  officeDashboardSchema,
  fairsDashboardSchema,
]);
export type DashboardData = z.infer<typeof dashboardDataSchema>;
export const dashboardResponseSchema = envelopeSchema(dashboardDataSchema);
