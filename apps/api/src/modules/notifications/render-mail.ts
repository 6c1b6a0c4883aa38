// E-mails in the recipient's language, rendered when queued (the outbox keeps what was sent) from the
// texts of kernel/texts/mail.ts: the order confirmation (what the confirmation page shows: number,
// lines, totals, delivery address and day, notes, who placed it) and, for the other kinds, the
// notification's text with its link.
import type { Language, NotificationKind } from '@shop/contract';
import { text } from '../../kernel/texts/bilingual';
import { MAIL_TEXTS, SHOP_NAME } from '../../kernel/texts/mail';
import { fill, formatDay, formatMoment, formatMoney, formatNumber, type Params } from './format';
import { placedByText, renderNotification } from './render-notification';

export interface MailContent {
  subject: string;
  body: string;
}

/** An order as its confirmation e-mail shows it (amounts as stored: numeric text). */
export interface OrderMailData {
  number: string;
  createdAt: Date;
  clientCode: string;
  clientName: string;
  decimals: number;
  lines: ReadonlyArray<{
    productCode: string;
    descriptionIt: string;
    descriptionEn: string;
    quantity: number;
    freeQuantity: number;
    um: string;
    netPrice: string;
    discounts: string;
    total: string;
  }>;
  subtotal: string;
  headerPromotionCode: string | null;
  headerDiscount: string;
  total: string;
  delivery: { description: string; street: string; postcode: string; city: string; province: string };
  requestedDelivery: string | null;
  notes: string;
  /** Who placed it when staff did (agent or office), for "placed by your agent …". */
  placedBy: string | null;
  placedByType: 'agent' | 'office' | null;
}

/** The order confirmation e-mail to one of the client's users. */
export function orderConfirmationMail(
  order: OrderMailData,
  recipientName: string,
  language: Language,
  link: string,
): MailContent {
  const t = text(MAIL_TEXTS, language);
  const amount = (value: string) => formatMoney(value, order.decimals, language);
  const out: string[] = [
    fill(t.greeting, { name: recipientName || order.clientName }),
    '',
    fill(t.received, {
      number: order.number,
      date: formatMoment(order.createdAt, language),
      clientName: order.clientName,
      clientCode: order.clientCode,
    }),
  ];
  const placed = placedByText({ placedBy: order.placedBy, placedByType: order.placedByType }, language);
  if (placed) out.push(placed.trim());
  out.push('', t.lines);
  for (const line of order.lines) {
    out.push(
      `- ${fill(t.line, {
        code: line.productCode,
        description: language === 'en' ? line.descriptionEn : line.descriptionIt,
        quantity: formatNumber(line.quantity, language),
        um: line.um,
        price: amount(line.netPrice),
        discounts: line.discounts ? fill(t.discounts, { chain: line.discounts }) : '',
        total: amount(line.total),
      })}`,
    );
    if (line.freeQuantity > 0) {
      out.push(fill(t.free, { quantity: formatNumber(line.freeQuantity, language), um: line.um }));
    }
  }
  out.push('', fill(t.subtotal, { amount: amount(order.subtotal) }));
  if (order.headerPromotionCode && Number(order.headerDiscount) > 0) {
    out.push(
      fill(t.headerDiscount, { code: order.headerPromotionCode, amount: amount(order.headerDiscount) }),
    );
  }
  out.push(fill(t.total, { amount: amount(order.total) }), '');
  const d = order.delivery;
  const province = d.province ? ` (${d.province})` : '';
  out.push(
    fill(t.delivery, { address: `${d.description}, ${d.street}, ${d.postcode} ${d.city}${province}` }),
  );
  out.push(
    fill(t.day, { day: order.requestedDelivery ? formatDay(order.requestedDelivery, language) : t.asap }),
  );
  if (order.notes) out.push(fill(t.notes, { notes: order.notes }));
  out.push('', fill(t.follow, { link }), '', '--', fill(t.footer, { shop: SHOP_NAME }));
  return { subject: fill(t.subject, { number: order.number, shop: SHOP_NAME }), body: out.join('\n') };
}

/** Any other kind: the notification's own title as subject, its text and link as body. */
export function notificationMail(
  kind: NotificationKind,
  params: Params,
  recipientName: string,
  language: Language,
  link: string | null,
): MailContent {
  const t = text(MAIL_TEXTS, language);
  const { title, text: said } = renderNotification(kind, params, language);
  const out = [fill(t.greeting, { name: recipientName || '' }).replace(' ,', ','), '', said];
  if (link) out.push('', fill(t.open, { link }));
  out.push('', '--', fill(t.footer, { shop: SHOP_NAME }));
  return { subject: `${title} – ${SHOP_NAME}`, body: out.join('\n') };
}
