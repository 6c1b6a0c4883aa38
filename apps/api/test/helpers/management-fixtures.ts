// Fixtures of the reserved area's tests written straight into the tables: staff users with a session
// (no login: no scrypt, no rate limit), clients, orders at chosen instants and receivables.
import type { OrderStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { agents, clients, orders, receivables, sessions, users } from '../../src/db/schema';
import { hashToken, newSessionToken } from '../../src/modules/users/token';

export interface StaffSession {
  userId: number;
  headers: { authorization: string };
}

/** A user of `tipo` with an open session (an agent gets `agentCode`, created when missing). */
export async function staffSession(
  db: Database,
  username: string,
  tipo: 'A' | 'U' | 'X' | 'F',
  agentCode?: string,
): Promise<StaffSession> {
  if (agentCode) {
    await db
      .insert(agents)
      .values({ code: agentCode, name: `Agente ${agentCode}` })
      .onConflictDoNothing();
  }
  const [user] = await db
    .insert(users)
    .values({ username, tipo, passwordHash: 'not-a-login-user', agentCode: agentCode ?? null })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    anonymousSessionId: `${username}-session-0000000000`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { userId: user.id, headers: { authorization: `Bearer ${token}` } };
}

export async function insertClient(
  db: Database,
  code: string,
  agentCode: string | null,
  creditLimit: string | null = null,
): Promise<void> {
  await db.insert(clients).values({
    code,
    companyName: `Cliente ${code} S.r.l.`,
    street: 'Via Roma 1',
    postcode: '20121',
    city: 'Milano',
    province: 'MI',
    priceList: 'p1',
    agentCode,
    creditLimit,
  });
}

/** When `day` (YYYY-MM-DD) at `time` is in Rome, as the database computes it. */
export async function romeInstant(db: Database, day: string, time = '00:01'): Promise<Date> {
  const result = (await db.execute(
    sql`select (${`${day} ${time}`}::timestamp at time zone 'Europe/Rome') as at`,
  )) as unknown as { rows: { at: Date | string }[] };
  const [row] = result.rows;
  if (!row) throw new Error('no instant');
  return new Date(row.at);
}

let sequence = 0;

/** An order of `total` for `client`, placed at `at` by `userId`. Answers its number. */
export async function insertOrder(
  db: Database,
  order: {
    client: string;
    userId: number;
    at: Date;
    total: string;
    status?: OrderStatus;
    channel?: 'web' | 'agent' | 'office' | 'fair' | 'import';
  },
): Promise<string> {
  sequence += 1;
  const number = `${order.at.getUTCFullYear()}/9${String(sequence).padStart(5, '0')}`;
  await db.insert(orders).values({
    number,
    userId: order.userId,
    clientCode: order.client,
    status: order.status ?? 'fatturato',
    channel: order.channel ?? 'agent',
    orderType: 'ORD',
    priceList: 'p1',
    discountChain: '',
    deliveryCode: 'SEDE',
    deliveryDescription: 'Sede',
    deliveryStreet: 'Via Roma 1',
    deliveryPostcode: '20121',
    deliveryCity: 'Milano',
    deliveryProvince: 'MI',
    deliveryCountry: 'IT',
    saleConditionsAcceptedAt: order.at,
    decimals: 2,
    subtotal: order.total,
    headerDiscount: '0',
    total: order.total,
    items: 1,
    lineCount: 1,
    createdAt: order.at,
    statusChangedAt: order.at,
  });
  return number;
}

export async function insertReceivable(
  db: Database,
  client: string,
  dueOn: string,
  amount: string,
  paidAmount = '0',
): Promise<void> {
  await db.insert(receivables).values({
    clientCode: client,
    document: `FT ${client} ${dueOn}`,
    issuedOn: dueOn,
    dueOn,
    amount,
    paidAmount,
  });
}
