// The large data set's orders: M orders over the last three years (1,096 days up to today) with the
// seasons of a wholesale trade, weekdays busier than weekends, growth year on year and today's orders
// up to the current hour; statuses by age (most invoiced, recent ones received/confirmed/shipped, a
// few cancelled, a few stuck waiting); channels web/agent/office by who the client orders through;
// lines priced from the catalogue with the client's list and discount chain; the status history; and
// the open receivables (invoices of invoiced orders not yet due, and overdue ones of bad payers).
// Runs after generateClients, in the same transaction (it reads its temp tables): planOrders,
// planLines, then writeOrders.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { literal, numberArray, rowsOf, run, sqlRandom } from './sql-random';

export interface OrdersPlan {
  orders: number;
  seed: number;
  /** The shop's "now" (ISO instant), today in Europe/Rome and minutes since midnight there. */
  now: string;
  today: string;
  minutesNow: number;
  decimals: number;
  orderType: string;
}

/** Jan…Dec: January and August are quiet, the run-up to Christmas busy. */
const MONTH_WEIGHTS = [0.85, 0.9, 1, 1.05, 1.05, 1.1, 1, 0.55, 1, 1.05, 1.15, 1.3];
/** Monday…Sunday. */
const WEEKDAY_WEIGHTS = [1.2, 1.1, 1.1, 1.05, 1, 0.35, 0.08];
const DAYS = 1095;

async function planDays(db: Database, plan: OrdersPlan): Promise<void> {
  // Today counts for the part of the working day (07:00–19:00) already gone, at least a tenth.
  const todayShare = Math.min(1, Math.max(0.1, (plan.minutesNow - 420) / 720));
  const today = `${literal(plan.today)}::date`;
  await run(
    db,
    `create temp table g_days on commit drop as
     with d as (
       select day::date as day, (${today} - day::date) as age,
         (${numberArray(MONTH_WEIGHTS)})[extract(month from day)::int]
         * (${numberArray(WEEKDAY_WEIGHTS)})[extract(isodow from day)::int]
         * (1 + 0.08 * (${DAYS} - (${today} - day::date)) / 365.0)
         * case when to_char(day, 'MM-DD') in ('12-25', '12-26', '01-01', '08-15', '04-25', '05-01', '06-02') then 0.05 else 1 end
         * case when day::date = ${today} then ${todayShare} else 1 end as w
       from generate_series(${today} - ${DAYS}, ${today}, interval '1 day') day
     ), c as (select day, age, w, sum(w) over (order by day) as cum, sum(w) over () as total from d)
     select day, age, (round(cum / total * ${plan.orders}) - round((cum - w) / total * ${plan.orders}))::int as cnt
     from c`,
  );
}

/** g_days, then g_ord: one row per order with its client, day and time, channel, placer and status. */
export async function planOrders(db: Database, plan: OrdersPlan): Promise<void> {
  await planDays(db, plan);
  const { r, below } = sqlRandom(plan.seed);
  // Today's orders fall between 07:00 (or midnight, early in the morning) and now.
  const todayFrom = plan.minutesNow >= 480 ? 420 : 0;
  const todaySpan = Math.max(1, plan.minutesNow - todayFrom);
  await run(
    db,
    `create temp table g_cum on commit drop as
     select i, sum(weight) over (order by i) / sum(weight) over () as hi from g_clients;
     create index on g_cum (hi); analyze g_cum;
     create temp table g_steady on commit drop as
     select row_number() over (order by i)::int - 1 as rank, i from g_clients
     where churned_days_ago is null and new_days_ago is null;
     create unique index on g_steady (rank); analyze g_steady`,
  );
  const office = `(select id from users where tipo in ('U', 'X') order by tipo = 'U' desc, id limit 1)`;
  await run(
    db,
    `create temp table g_ord on commit drop as
     with o as (
       select row_number() over (order by d.day, g)::int as n, d.day, d.age
       from g_days d cross join lateral generate_series(1, d.cnt) g
     ), picked as materialized (
       select o.*, coalesce((select c.i from g_cum c where c.hi >= ${r('o.n', 60)} order by c.hi limit 1),
         (select max(i) from g_cum)) as pick from o
     ), placed as (
       -- A client who had stopped ordering, or had not started yet, passes the order to a steady one.
       select p.n, p.day, p.age, c.code as client_code, c.agent_code, c.price_list, c.discount_chain, c.factor,
         c.web_user_id, a.user_id as agent_user_id, c.i as client_i,
         (p.day + (case when p.age = 0 then ${todayFrom} + ${below('p.n', 61, todaySpan)}
                       else 420 + ${below('p.n', 61, 720)} end) * interval '1 minute'
                + ${below('p.n', 62, 60)} * interval '1 second') at time zone 'Europe/Rome' as created_at,
         ${r('p.n', 63)} as u_channel, ${r('p.n', 64)} as u_status,
         extract(year from p.day)::int as year
       from picked p
       join g_clients first_pick on first_pick.i = p.pick
       left join g_steady s on s.rank = p.n % (select count(*) from g_steady)
       join g_clients c on c.i = case
         when (first_pick.churned_days_ago is null or p.age > first_pick.churned_days_ago)
          and (first_pick.new_days_ago is null or p.age <= first_pick.new_days_ago) then first_pick.i
         else s.i end
       left join g_agents a on a.code = c.agent_code
     ), channelled as (
       select placed.*, case
         when web_user_id is not null and agent_user_id is not null
           then case when u_channel < 0.5 then 'web' when u_channel < 0.9 then 'agent' else 'office' end
         when web_user_id is not null then case when u_channel < 0.85 then 'web' else 'office' end
         when agent_user_id is not null then case when u_channel < 0.85 then 'agent' else 'office' end
         else 'office' end as channel
       from placed
     )
     select o.*,
       case channel when 'web' then web_user_id when 'agent' then agent_user_id else ${office} end as user_id,
       case
         when age = 0 then case when u_status < 0.75 then 'ricevuto' else 'confermato' end
         when age = 1 then case when u_status < 0.3 then 'ricevuto' when u_status < 0.97 then 'confermato' else 'annullato' end
         when age <= 3 then case when u_status < 0.05 then 'ricevuto' when u_status < 0.5 then 'confermato'
                                 when u_status < 0.97 then 'spedito' else 'annullato' end
         when age <= 9 then case when u_status < 0.05 then 'confermato' when u_status < 0.5 then 'spedito'
                                 when u_status < 0.97 then 'fatturato' else 'annullato' end
         else case when u_status < 0.965 then 'fatturato' else 'annullato' end end as status,
       coalesce((select last_value from order_number_counters c where c.year = o.year), 0)
         + row_number() over (partition by year order by n) as seq
     from channelled o;
     create unique index on g_ord (n);
     analyze g_ord`,
  );
}

/** g_lines and g_totals: each order's lines, priced, and its totals. */
export async function planLines(db: Database, plan: OrdersPlan): Promise<void> {
  const { r } = sqlRandom(plan.seed);
  await run(
    db,
    `create temp table g_products on commit drop as
     select row_number() over (order by code)::int - 1 as idx, code, description_it, description_en, um,
       min_qty, step_qty, price_p1, price_p1b2b, price_p2, price_p3
     from products where active;
     create unique index on g_products (idx); analyze g_products`,
  );
  // 1–8 lines an order (about 4), popular products more often; a product at most once an order.
  await run(
    db,
    `create temp table g_lines on commit drop as
     with picks as (
       -- The rank picks popular products more often, and adding the line number keeps two lines of one
       -- order apart when they draw the same rank.
       select o.n, j, ((floor(power(${r('o.n * 16 + j', 70)}, 2) * p.total)::bigint * 7919 + j) % p.total)::int as pidx,
         1 + floor(power(${r('o.n * 16 + j', 71)}, 2) * 24)::int as q
       from g_ord o
       cross join (select count(*) as total from g_products) p
       cross join lateral generate_series(1, 1 + floor(power(${r('o.n', 72)}, 1.5) * 8)::int) j
     )
     select d.n, d.j as line_no,
       p.code, p.description_it, p.description_en, p.um,
       greatest(p.min_qty, ceil(d.q::numeric / p.step_qty)::int * p.step_qty) as units,
       l.list_price, round(l.list_price * o.factor::numeric, ${plan.decimals}) as net, o.discount_chain
     from picks d
     join g_ord o on o.n = d.n
     join g_products p on p.idx = d.pidx
     cross join lateral (select case o.price_list when 'p1' then p.price_p1 when 'p1b2b' then p.price_p1b2b
       when 'p2' then p.price_p2 else p.price_p3 end as list_price) l;
     create temp table g_totals on commit drop as
     select n, sum(net * units) as total, sum(units)::int as items, count(*)::int as line_count
     from g_lines group by n;
     create unique index on g_totals (n); analyze g_totals`,
  );
}

const BULK_TABLES = ['orders', 'order_lines', 'order_status_history', 'receivables'];

/**
 * A superuser loads without the per-row foreign key checks (a third of the time: every row points at a
 * client, user or order the generator has just read or written): the tables' system triggers are off
 * until the transaction's end, their own triggers (the client figures) stay on. Anyone else keeps the
 * checks.
 */
async function foreignKeyChecks(db: Database, on: boolean): Promise<void> {
  const [superuser] = await rowsOf<{ yes: boolean }>(
    db,
    sql`select current_setting('is_superuser') = 'on' as yes`,
  );
  if (superuser?.yes !== true) return;
  for (const table of BULK_TABLES) {
    await run(
      db,
      on
        ? `alter table ${table} enable trigger all`
        : `alter table ${table} disable trigger all;\n alter table ${table} enable trigger user`,
    );
  }
}

/** Writes the orders, their lines, status history and the open receivables; advances the counters. */
export async function writeOrders(db: Database, plan: OrdersPlan): Promise<void> {
  const { r } = sqlRandom(plan.seed);
  const now = `${literal(plan.now)}::timestamptz`;
  const today = `${literal(plan.today)}::date`;
  await run(db, `lock table orders, order_number_counters in exclusive mode`);
  await foreignKeyChecks(db, false);
  await run(
    db,
    `create temp table g_base on commit drop as select coalesce(max(id), 0) as base from orders;
     insert into orders (id, number, user_id, client_code, status, channel, order_type, price_list, discount_chain,
       delivery_code, delivery_description, delivery_street, delivery_postcode, delivery_city, delivery_province,
       delivery_country, requested_delivery, notes, sale_conditions_accepted_at, decimals, subtotal,
       header_promotion_code, header_discount, total, items, line_count, created_at, status_changed_at)
     select b.base + o.n, o.year || '/' || lpad(o.seq::text, 6, '0'), o.user_id, o.client_code, o.status, o.channel,
       ${literal(plan.orderType)}, o.price_list, o.discount_chain,
       (pick.a).code, (pick.a).description, (pick.a).street, (pick.a).postcode, (pick.a).city,
       (pick.a).province, (pick.a).country,
       case when ${r('o.n', 80)} < 0.2 then o.day + 3 + floor(${r('o.n', 81)} * 5)::int end,
       '', o.created_at, ${plan.decimals}, t.total, null, 0, t.total, t.items, t.line_count, o.created_at,
       least(${now}, o.created_at + case o.status when 'ricevuto' then interval '0'
         when 'confermato' then interval '1 day 2 hours' when 'spedito' then interval '2 days 2 hours'
         when 'fatturato' then interval '4 days 2 hours' else interval '1 day 2 hours' end)
     from g_ord o
     cross join g_base b
     join g_totals t on t.n = o.n
     join client_addresses main on main.client_code = o.client_code and main.code = '001'
     left join client_addresses other on other.client_code = o.client_code and other.code = '002'
     -- A quarter of the orders of a client with a second address go there.
     cross join lateral (select case when other.id is not null and ${r('o.n', 82)} < 0.25
       then other else main end as a) pick
     order by o.n`,
  );
  await run(
    db,
    `select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders));
     insert into order_number_counters (year, last_value)
     select year, max(seq) from g_ord group by year
     on conflict (year) do update set last_value = greatest(order_number_counters.last_value, excluded.last_value)`,
  );
  await run(
    db,
    `insert into order_lines (order_id, line_no, product_code, description_it, description_en, um, quantity,
       free_quantity, list_price, net_price, discounts, extra_discount, promotion_code, total, shipped_quantity)
     select b.base + l.n, l.line_no, l.code, l.description_it, l.description_en, l.um, l.units, 0,
       l.list_price, l.net, l.discount_chain, 0, null, l.net * l.units,
       case when o.status in ('spedito', 'fatturato') then l.units else 0 end
     from g_lines l cross join g_base b join g_ord o on o.n = l.n`,
  );
  await run(
    db,
    `insert into order_status_history (order_id, status, changed_at)
     select b.base + o.n, s.step, least(${now}, o.created_at + s.after)
     from g_ord o cross join g_base b
     join (values ('ricevuto', 'ricevuto', 1, interval '0'),
                  ('confermato', 'ricevuto', 1, interval '0'), ('confermato', 'confermato', 2, interval '1 day 2 hours'),
                  ('spedito', 'ricevuto', 1, interval '0'), ('spedito', 'confermato', 2, interval '1 day 2 hours'),
                  ('spedito', 'spedito', 3, interval '2 days 2 hours'),
                  ('fatturato', 'ricevuto', 1, interval '0'), ('fatturato', 'confermato', 2, interval '1 day 2 hours'),
                  ('fatturato', 'spedito', 3, interval '2 days 2 hours'),
                  ('fatturato', 'fatturato', 4, interval '4 days 2 hours'),
                  ('annullato', 'ricevuto', 1, interval '0'), ('annullato', 'annullato', 2, interval '1 day 2 hours'))
       as s(status, step, position, after) on s.status = o.status
`,
  );
  // Invoices of orders invoiced in the last 120 days, due 60 days after: open when not yet due; past
  // due only for the bad payers (partly paid now and then). Everyone else has paid what fell due.
  await run(
    db,
    `insert into receivables (client_code, document, issued_on, due_on, amount, paid_amount)
     select o.client_code, 'FT ' || o.year || '/' || lpad(o.n::text, 6, '0'), o.day + 4, o.day + 64,
       round(t.total, 2),
       case when o.day + 64 < ${today} and ${r('o.n', 90)} < 0.3 then round(t.total * 0.3, 2) else 0 end
     from g_ord o
     join g_totals t on t.n = o.n
     join g_clients c on c.i = o.client_i
     where o.status = 'fatturato' and o.age <= 120 and (o.day + 64 >= ${today} or c.bad_payer)
     order by o.n`,
  );
  await foreignKeyChecks(db, true);
}
