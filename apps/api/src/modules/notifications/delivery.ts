// What notify writes for one audience (a Delivery) and the e-mail links: shared by notify.ts and the
// planners other modules register for their own events (planners.ts).
import { isCustomerTipo, type NotificationKind } from '@shop/contract';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Params } from './format';
import { notificationMail, type MailContent } from './render-mail';
import { findRecipients, type Recipient } from './recipients';

/** Links in e-mails start with this marker; the sender completes them with SHOP_URL (see README). */
export const SHOP_LINK = '{{shop}}';

/** One message to a set of recipients: what notify writes for each of them. */
export interface Delivery {
  recipients: readonly Recipient[];
  kind: NotificationKind;
  params: Params;
  /** A shop path (the web adds the language prefix). */
  link: string | null;
  /** The recipient's e-mail, or null for in-app only. */
  mail: ((recipient: Recipient, link: string) => MailContent) | null;
}

/** A shop path as an e-mail link: the language's prefix, and the marker the sender replaces. */
export function mailLink(path: string, language: 'it' | 'en'): string {
  return `${SHOP_LINK}${language === 'en' ? '/en' : ''}${path}`;
}

/** Replaces the link marker of a queued e-mail by the shop's address. */
export function completeLinks(text: string, shopUrl: string): string {
  return text.split(SHOP_LINK).join(shopUrl);
}

/** A recipient who is a customer (the client's own users), not staff. */
export const isCustomer = (recipient: Pick<Recipient, 'tipo'>): boolean => isCustomerTipo(recipient.tipo);

/** The generic e-mail of a notification kind, in the recipient's language. */
export function genericMail(kind: NotificationKind, params: Params) {
  return (recipient: Recipient, link: string) =>
    notificationMail(kind, params, recipient.name, recipient.language, link);
}

/** The recipients matching `condition`, but the one who made the change (`except`). */
export async function recipientsOf(tx: Database, condition: SQL | undefined, except?: number) {
  if (!condition) return [];
  const { recipients } = await findRecipients(tx, condition);
  return recipients.filter((r) => r.id !== except);
}

/** A customer's order in the account. */
export const orderPath = (number: string) => `/account/orders/${number}`;
/** The client's record in the reserved area. */
export const clientPath = (clientCode: string) => `/client/${clientCode}`;

/** The client's users see the order in their account; staff on the client's record. */
export function bySide(
  recipients: readonly Recipient[],
  kind: NotificationKind,
  params: Params,
  order: { number: string; clientCode: string },
  options: { customersByMail: boolean; link?: string; staffLink?: string },
): Delivery[] {
  const customers = recipients.filter(isCustomer);
  const staff = recipients.filter((r) => !isCustomer(r));
  return [
    {
      recipients: customers,
      kind,
      params,
      link: options.link ?? orderPath(order.number),
      mail: options.customersByMail ? genericMail(kind, params) : null,
    },
    {
      recipients: staff,
      kind,
      params,
      link: options.link ?? options.staffLink ?? clientPath(order.clientCode),
      mail: null,
    },
  ];
}
