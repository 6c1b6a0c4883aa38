// Who is told about a return's change (ReturnEvent in notification-events.ts) and where their link
// opens: customers the return in their account (/account/returns/<id>), staff the return's record in
// the reserved area (/reqresi/<id>). Staff are told in-app; customers also by e-mail.
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, returnRequests } from '../../db/schema';
import {
  clientAgent,
  clientUsers,
  findRecipients,
  findUserName,
  genericMail,
  isCustomer,
  permissionHolders,
  userById,
  type Delivery,
  type NotificationPlanner,
  type ReturnEvent,
} from '../notifications';

async function planReturn(tx: Database, event: ReturnEvent): Promise<Delivery[]> {
  const [request] = await tx
    .select({
      number: returnRequests.number,
      clientCode: returnRequests.clientCode,
      clientName: clients.companyName,
    })
    .from(returnRequests)
    .innerJoin(clients, eq(clients.code, returnRequests.clientCode))
    .where(eq(returnRequests.id, event.returnId))
    .limit(1);
  if (!request) throw new Error(`return ${event.returnId} not found for its notification`);
  const [author] = (await findRecipients(tx, userById(event.by))).recipients;
  const byCustomer = author === undefined || isCustomer(author);
  const staff = or(permissionHolders('returns.manage', request.clientCode), clientAgent(request.clientCode));
  const audience =
    event.kind === 'return.requested' || (event.kind === 'return.message' && byCustomer)
      ? staff
      : or(clientUsers(request.clientCode), clientAgent(request.clientCode));
  if (!audience) return [];
  const { recipients } = await findRecipients(tx, audience);
  const params = {
    returnNumber: request.number,
    clientCode: request.clientCode,
    clientName: request.clientName,
    by: await findUserName(tx, event.by),
    returnStatus: event.kind === 'return.decided' ? event.status : null,
    excerpt: event.kind === 'return.message' ? event.excerpt : '',
  };
  const others = recipients.filter((r) => r.id !== event.by);
  return [
    {
      recipients: others.filter(isCustomer),
      kind: event.kind,
      params,
      link: `/account/returns/${event.returnId}`,
      mail: genericMail(event.kind, params),
    },
    {
      recipients: others.filter((r) => !isCustomer(r)),
      kind: event.kind,
      params,
      link: `/reqresi/${event.returnId}`,
      mail: null,
    },
  ];
}

/** The dedupe key of a return event: the same change is announced once. */
function returnDedupeBase(event: ReturnEvent): string {
  switch (event.kind) {
    case 'return.requested':
      return `return.requested:${event.returnId}`;
    case 'return.decided':
      return `return.decided:${event.returnId}:${event.status}`;
    case 'return.message':
      return `return.message:${event.returnId}:${event.messageId}`;
  }
}

/** The returns' planner (modules/index.ts lists it with the other modules' planners). */
export const returnNotifications: NotificationPlanner<ReturnEvent> = {
  kinds: ['return.requested', 'return.decided', 'return.message'],
  plan: planReturn,
  dedupeBase: returnDedupeBase,
};
