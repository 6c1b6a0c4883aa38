// The large data set's people: extra sales agents (with a login each), clients L00001… spread over
// every agent (some with none), their delivery addresses, contacts and web users. Set-based SQL: one
// statement per table, whatever the number of clients.
import type { Database } from '../../db/database';
import { literal, numberArray, run, sqlRandom, textArray } from './sql-random';
import {
  BUSINESS_KINDS,
  CITIES,
  CONTACT_ROLES,
  DISCOUNT_CHAINS,
  FIRST_NAMES,
  LEGAL_FORMS,
  PAYMENT_TERMS,
  STREETS,
  SURNAMES,
} from './vocabulary';

/** Client codes of the large data set: L00001… (the demo's are C00001…). */
export const LARGE_CLIENT_PREFIX = 'L';
/** Agent codes the large data set adds: AGL01… (the demo's are AG01…). */
export const LARGE_AGENT_PREFIX = 'AGL';

export interface ClientsPlan {
  clients: number;
  extraAgents: number;
  seed: number;
  /** The shop's "now", as an ISO instant. */
  now: string;
  /** One scrypt hash every generated login shares (the demo password). */
  passwordHash: string;
}

/**
 * Fills g_clients (temp, one row per generated client with what the orders need: weight, agent,
 * churn) and writes agents, agent users, clients, addresses, contacts and web users.
 */
export async function generateClients(db: Database, plan: ClientsPlan): Promise<void> {
  const { r, below, pick } = sqlRandom(plan.seed);
  const first = textArray(FIRST_NAMES);
  const surnames = textArray(SURNAMES);
  const streets = textArray(STREETS);
  const now = `${literal(plan.now)}::timestamptz`;
  const hash = literal(plan.passwordHash);

  await run(
    db,
    `insert into agents (code, name, email, phone, max_discount)
     select '${LARGE_AGENT_PREFIX}' || lpad(i::text, 2, '0'),
       ${pick(first, 'i', 1)} || ' ' || ${pick(surnames, 'i', 2)},
       'agente' || lpad(i::text, 2, '0') || '@ingrossobellini.example',
       '+39 3' || lpad((${below('i', 3, 1e9)})::text, 9, '0'),
       (5 + ${below('i', 4, 11)})::numeric
     from generate_series(1, ${plan.extraAgents}) i`,
  );
  await run(
    db,
    `insert into users (username, tipo, first_name, last_name, email, password_hash, agent_code,
       privacy_accepted_at, sale_conditions_accepted_at, privacy_version, sale_conditions_version)
     select lower(a.code), 'A', split_part(a.name, ' ', 1), substr(a.name, length(split_part(a.name, ' ', 1)) + 2),
       a.email, ${hash}, a.code, ${now}, ${now}, 1, 1
     from agents a where a.code like '${LARGE_AGENT_PREFIX}%'`,
  );
  // Every agent of the table (the demo's too), with the login that places his orders (if any).
  await run(
    db,
    `create temp table g_agents on commit drop as
     select row_number() over (order by a.code)::int as idx, a.code,
       (select min(u.id) from users u where u.agent_code = a.code and u.tipo = 'A') as user_id
     from agents a`,
  );

  const chains = DISCOUNT_CHAINS.map(([chain]) => chain);
  const factors = DISCOUNT_CHAINS.map(([, factor]) => Number(factor));
  const cityIndex = below('i', 20, CITIES.length);
  await run(
    db,
    `create temp table g_clients on commit drop as
     with base as (
       select i, ${cityIndex} + 1 as city, ${below('i', 21, chains.length)} + 1 as chain,
         ${r('i', 22)} as size, ${r('i', 23)} as agent_draw
       from generate_series(1, ${plan.clients}) i
     )
     select b.i, '${LARGE_CLIENT_PREFIX}' || lpad(b.i::text, 5, '0') as code,
       ${pick(textArray(BUSINESS_KINDS), 'b.i', 24)} || ' ' || ${pick(surnames, 'b.i', 25)} || ' '
         || ${pick(textArray(LEGAL_FORMS), 'b.i', 26)} as company_name,
       ${pick(surnames, 'b.i', 25)} as surname,
       (${textArray(CITIES.map((c) => c[0]))})[b.city] as city,
       (${textArray(CITIES.map((c) => c[1]))})[b.city] as province,
       (${textArray(CITIES.map((c) => c[2]))})[b.city] as postcode,
       ${pick(streets, 'b.i', 27)} || ' ' || (1 + ${below('b.i', 28, 180)}) as street,
       case when b.agent_draw < 0.08 then null
         else (select g.code from g_agents g
               where g.idx = 1 + floor(power((b.agent_draw - 0.08) / 0.92, 1.3) * (select count(*) from g_agents))::int)
       end as agent_code,
       ${r('b.i', 29)} < 0.6 as has_web,
       -- A few stopped ordering (35–235 days ago), a few are new (first order within the last 700 days).
       case when ${r('b.i', 30)} < 0.05 then 35 + ${below('b.i', 31, 200)} end as churned_days_ago,
       case when ${r('b.i', 32)} < 0.06 then ${below('b.i', 33, 700)} end as new_days_ago,
       ${r('b.i', 34)} < 0.08 as bad_payer,
       -- Order weight 1…33: many small clients, a few big ones.
       exp(b.size * 3.5) as weight,
       (array['p1', 'p1b2b', 'p1b2b', 'p1b2b', 'p2', 'p2', 'p2', 'p3']::text[])[1 + ${below('b.i', 35, 8)}] as price_list,
       (${textArray(chains)})[b.chain] as discount_chain,
       (${numberArray(factors)})[b.chain] as factor,
       case when ${r('b.i', 36)} < 0.04 then 1000::numeric
            when ${r('b.i', 36)} < 0.7 then round((exp(b.size * 3.5) * 1500 * (0.6 + ${r('b.i', 37)}))::numeric, -3) + 2000
       end as credit_limit,
       null::int as web_user_id
     from base b`,
  );
  await run(
    db,
    `create unique index on g_clients (i); create unique index on g_clients (code); analyze g_clients`,
  );

  await run(
    db,
    `insert into clients (code, company_name, vat_number, fiscal_code, email, phone, street, postcode, city,
       province, country, price_list, discount_chain, payment_terms, agent_code, credit_limit, created_at)
     select code, company_name,
       'IT8' || lpad(i::text, 5, '0') || lpad(((i * 7919) % 100000)::text, 5, '0'),
       '8' || lpad(i::text, 5, '0') || lpad(((i * 7919) % 100000)::text, 5, '0'),
       'ordini' || i || '@' || lower(regexp_replace(surname, '[^A-Za-z]', '', 'g')) || '.example',
       '+39 0' || lpad((${below('i', 40, 1e9)})::text, 9, '0'),
       street, postcode, city, province, 'IT', price_list, discount_chain,
       ${pick(textArray(PAYMENT_TERMS), 'i', 41)}, agent_code, credit_limit,
       ${now} - (coalesce(new_days_ago, 1095) + 1 + ${below('i', 42, 300)}) * interval '1 day'
     from g_clients order by i`,
  );
  await run(
    db,
    `insert into client_addresses (client_code, code, description, street, postcode, city, province, country, is_default)
     select code, '001', 'Sede operativa', street, postcode, city, province, 'IT', true from g_clients
     union all
     select code, '002', 'Magazzino', ${pick(streets, 'i', 43)} || ' ' || (1 + ${below('i', 44, 300)}),
       postcode, city, province, 'IT', false
     from g_clients where ${r('i', 45)} < 0.3`,
  );
  await run(
    db,
    `insert into client_contacts (client_code, name, role, email, phone)
     select c.code, ${pick(first, 'c.i * 4 + j', 46)} || ' ' || ${pick(surnames, 'c.i * 4 + j', 47)},
       (${textArray(CONTACT_ROLES)})[j],
       lower((array['titolare', 'acquisti', 'amministrazione'])[j]) || '.' || c.i || '@example.it',
       '+39 3' || lpad((${below('c.i * 4 + j', 48, 1e9)})::text, 9, '0')
     from g_clients c cross join lateral generate_series(1, 1 + ${below('c.i', 49, 3)}) j`,
  );
  // A web login for 60 % of the clients (username = the client code in lower case).
  await run(
    db,
    `insert into users (username, tipo, first_name, last_name, email, password_hash, client_code,
       privacy_accepted_at, sale_conditions_accepted_at, privacy_version, sale_conditions_version)
     select lower(code), 'C', ${pick(first, 'i', 50)}, surname, 'web' || i || '@example.it', ${hash}, code,
       ${now}, ${now}, 1, 1
     from g_clients where has_web order by i`,
  );
  await run(
    db,
    `update g_clients g set web_user_id = u.id from users u
     where u.client_code = g.code and u.tipo = 'C' and g.has_web`,
  );
}
