// The extra line discount a staff user gives while ordering for a client (POST /api/cart/discount):
// up to the user's ceiling (an agent's agents.max_discount; below 100 % for the sales office and
// management). Above it, the discount is taken when the approval rule "agent discount above ceiling" is
// on (the order then waits for approval when placed: approvals/approval-check.ts) and refused with the
// ceiling named when it is off. Pricing applies it after the chain and the promotion (price-line.ts).
import type { CartChangeData, Language } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { findCartId, findCartLines, priceCart, setLineDiscount, userCartOwner } from '../cart';
import { isRuleEnabled } from '../approvals';
import { loadBuyer } from '../pricing';
import { actingClientOf, discountCeilingOf } from './currentorder.service';

const percent = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', { maximumFractionDigits: 2 }).format(value);

export async function setCartLineDiscount(
  db: Database,
  user: AuthUser,
  code: string,
  discount: number,
  language: Language,
): Promise<CartChangeData> {
  actingClientOf(user);
  const ceiling = await discountCeilingOf(db, user);
  if (discount > ceiling && !(await isRuleEnabled(db, 'agent_discount_above_ceiling'))) {
    throw new AppError(422, 'UNPROCESSABLE', 'cart.discountAboveCeiling', {
      field: 'sconto',
      params: { ceiling: percent(ceiling, language), requested: percent(discount, language) },
      details: { scontoMassimo: ceiling, scontoRichiesto: discount },
    });
  }
  const owner = userCartOwner(user);
  if (!(await setLineDiscount(db, owner, code, discount))) {
    throw new AppError(404, 'NOT_FOUND', 'cart.lineNotFound', { field: 'codArt' });
  }
  const [{ buyer }, cartId] = await Promise.all([loadBuyer(db, user), findCartId(db, owner)]);
  const rows = cartId === undefined ? [] : await findCartLines(db, cartId);
  const cart = await priceCart(db, rows, buyer, language);
  return { righe: cart.lines, riepilogo: cart.summary, avviso: null };
}
