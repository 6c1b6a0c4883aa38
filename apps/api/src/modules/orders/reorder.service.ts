// Reorder: a past order's lines go back into the cart through the cart's own add (today's prices,
// pack rounding, stock check). Lines whose product left the catalogue or lacks stock are reported,
// not added. Each line is its own cart change: a line that fails leaves the others in the cart.
import type { CartChangeData, Language, ReorderData, ReorderSkippedLine } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { addToCart, getCartLines, getCartSummary, type CartCaller } from '../cart';
import { getOrder } from './checkout.service';

export async function reorder(
  db: Database,
  user: AuthUser,
  sessionId: string,
  number: string,
  language: Language,
): Promise<ReorderData> {
  const order = await getOrder(db, user, number, language);
  const caller: CartCaller = { user, sessionId, language };
  const skipped: ReorderSkippedLine[] = [];
  const notices: string[] = [];
  let cart: CartChangeData | undefined;
  for (const line of order.righeOrdine) {
    const base = { codice: line.codice, descrizione: line.descrizione, qta: line.qta };
    try {
      cart = await addToCart(db, caller, line.codice, line.qta);
      if (cart.avviso) notices.push(cart.avviso);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.status === 404) skipped.push({ ...base, motivo: 'fuoriproduzione', disponibili: null });
      else if (error.status === 409) {
        const available = Number(error.options.params?.available ?? 0);
        skipped.push({ ...base, motivo: 'nondisponibile', disponibili: available });
      } else throw error;
    }
  }
  const righe = cart?.righe ?? (await getCartLines(db, caller));
  const riepilogo = cart?.riepilogo ?? (await getCartSummary(db, caller));
  return {
    righe,
    riepilogo,
    avviso: notices.length > 0 ? notices.join(' ') : null,
    riordinate: order.righeOrdine.length - skipped.length,
    nonRiordinate: skipped,
  };
}
