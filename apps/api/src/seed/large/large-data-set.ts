// The large data set of the benches (never part of the demo seed or `npm start`): by default 5,000
// clients (L00001…) over the demo's agents and 15 more (AGL01…, with a login each), 8 % with no agent,
// and 200,000 orders over the last three years with their lines, status history and open receivables.
// Set-based SQL in one transaction (generate_series, INSERT … SELECT), deterministic for a seed, a day
// and a catalogue: the values of a row come from a hash of its number and the seed. It goes on top of a
// seeded database (it needs the catalogue, the office users and the settings) and leaves the demo's
// rows alone; order numbers continue each year's counter.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loadPricingSettings } from '../../modules/pricing';
import { shopDay } from '../../kernel/shop-calendar';
import { hashPassword } from '../../modules/users';
import { DEMO_PASSWORD } from '../data/users';
import { generateClients, LARGE_AGENT_PREFIX, LARGE_CLIENT_PREFIX } from './large-clients';
import { planLines, planOrders, writeOrders } from './large-orders';
import { rowsOf } from './sql-random';

export { LARGE_AGENT_PREFIX, LARGE_CLIENT_PREFIX };

export interface LargeDataSetOptions {
  /** Clients to add (default 5,000; at most 99,999: codes L00001…L99999). */
  clients?: number;
  /** Orders to add (default 200,000). */
  orders?: number;
  /** Extra agents (default 15). */
  extraAgents?: number;
  /** The seed of every value (default 14). */
  seed?: number;
  /** The shop's "now" (default the current time): orders reach up to it. */
  now?: Date;
}

export interface LargeDataSetReport {
  clients: number;
  agents: number;
  orders: number;
  orderLines: number;
  receivables: number;
  /** Milliseconds per step and in all. */
  ms: Record<string, number>;
}

const ROME_MINUTES = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in the shop's time zone. */
export function romeMinutes(at: Date): number {
  const [hours, minutes] = ROME_MINUTES.format(at).split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** True when the large data set is already there (its first client exists). */
export async function hasLargeDataSet(db: Database): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from clients where code = ${`${LARGE_CLIENT_PREFIX}00001`}`);
  return rows.length > 0;
}

function wholeNumber(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export async function generateLargeDataSet(
  db: Database,
  options: LargeDataSetOptions = {},
): Promise<LargeDataSetReport> {
  const clients = wholeNumber('clients', options.clients ?? 5_000, 1, 99_999);
  const orders = wholeNumber('orders', options.orders ?? 200_000, 0, 10_000_000);
  const extraAgents = wholeNumber('extraAgents', options.extraAgents ?? 15, 0, 99);
  const seed = wholeNumber('seed', options.seed ?? 14, 0, 1_000_000);
  const now = options.now ?? new Date();
  const ms: Record<string, number> = {};
  const started = performance.now();
  let lap = started;
  const step = (name: string) => {
    const at = performance.now();
    ms[name] = Math.round(at - lap);
    lap = at;
  };

  const settings = await loadPricingSettings(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    if (await hasLargeDataSet(tx)) throw new Error('the large data set is already in this database');
    // Sorts and hashes of a few hundred thousand rows stay in memory instead of spilling to disk.
    await tx.execute(sql`set local work_mem = '128MB'`);
    // Row estimates of generate_series are far off: JIT would compile every big statement for seconds.
    await tx.execute(sql`set local jit = off`);
    await generateClients(tx, { clients, extraAgents, seed, now: now.toISOString(), passwordHash });
    step('clients, agents, addresses, contacts, users');
    const plan = {
      orders,
      seed,
      now: now.toISOString(),
      today: shopDay(now),
      minutesNow: romeMinutes(now),
      decimals: settings.decimals,
      orderType: settings.defaultOrderType.toUpperCase(),
    };
    await planOrders(tx, plan);
    step('plan orders (days, clients, channels, statuses)');
    await planLines(tx, plan);
    step('plan lines (products, quantities, prices)');
    await writeOrders(tx, plan);
    step('write orders, lines, status history, receivables');
  });
  const [row = {}] = await rowsOf<Record<string, string>>(
    db,
    sql`
    select
      (select count(*) from clients where code like ${`${LARGE_CLIENT_PREFIX}%`}) as clients,
      (select count(*) from agents) as agents,
      (select count(*) from orders o where o.client_code like ${`${LARGE_CLIENT_PREFIX}%`}) as orders,
      (select count(*) from order_lines l join orders o on o.id = l.order_id
        where o.client_code like ${`${LARGE_CLIENT_PREFIX}%`}) as lines,
      (select count(*) from receivables where client_code like ${`${LARGE_CLIENT_PREFIX}%`}) as receivables`,
  );
  ms.total = Math.round(performance.now() - started);
  return {
    clients: Number(row.clients),
    agents: Number(row.agents),
    orders: Number(row.orders),
    orderLines: Number(row.lines),
    receivables: Number(row.receivables),
    ms,
  };
}
