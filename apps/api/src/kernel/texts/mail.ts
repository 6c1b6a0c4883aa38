// The e-mails' own words, in Italian and English: the order confirmation and the frame (greeting,
// link, footer) of every other notification's e-mail, whose subject and text are the notification's
// (notifications.ts). `{name}` marks where a value goes.
import type { Bilingual } from './bilingual';

/** The name the e-mails sign with (subjects and footers), the same in both languages. */
export const SHOP_NAME = 'Ingrosso Bellini';

/** An order line, written the same in both languages. */
const LINE = '{code} {description}: {quantity} {um} × {price}{discounts} = {total}';

const it = {
  subject: 'Conferma ordine {number} – {shop}',
  greeting: 'Buongiorno {name},',
  received: 'abbiamo ricevuto l’ordine n. {number} del {date} per {clientName} ({clientCode}).',
  lines: 'Articoli',
  line: LINE,
  free: '  + {quantity} {um} in omaggio',
  discounts: ' (sconti {chain})',
  subtotal: 'Imponibile: {amount}',
  headerDiscount: 'Sconto promozione {code}: −{amount}',
  total: 'Totale ordine: {amount}',
  delivery: 'Consegna a: {address}',
  day: 'Data di consegna richiesta: {day}',
  asap: 'appena possibile',
  notes: 'Note: {notes}',
  follow: 'Puoi seguirne lo stato nello storico ordini del tuo account: {link}',
  open: 'Apri: {link}',
  footer: 'Questa e-mail è inviata automaticamente da {shop}: non rispondere a questo indirizzo.',
};

/** The e-mails' words, one set a language. */
export type MailTexts = Record<keyof typeof it, string>;

const en: MailTexts = {
  subject: 'Order confirmation {number} – {shop}',
  greeting: 'Hello {name},',
  received: 'we have received order no. {number} of {date} for {clientName} ({clientCode}).',
  lines: 'Items',
  line: LINE,
  free: '  + {quantity} {um} free',
  discounts: ' (discounts {chain})',
  subtotal: 'Subtotal: {amount}',
  headerDiscount: 'Promotion discount {code}: −{amount}',
  total: 'Order total: {amount}',
  delivery: 'Delivery to: {address}',
  day: 'Requested delivery date: {day}',
  asap: 'as soon as possible',
  notes: 'Notes: {notes}',
  follow: 'You can follow its status in your account’s order history: {link}',
  open: 'Open: {link}',
  footer: 'This e-mail is sent automatically by {shop}: please do not reply to this address.',
};

export const MAIL_TEXTS: Bilingual<MailTexts> = { it, en };
