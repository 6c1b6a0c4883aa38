// The cart rules: who owns which cart, quantities by the product's pack rules, prices from the pricing
// module, and the anonymous cart merged into the user's at login.
import { type CartChangeData, type CartLine, type CartSummary, type Language } from '@shop/contract';
import { roundDownQuantity, roundUpQuantity, type QuantityRule } from '@shop/contract/rules';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { translate } from '../../kernel/texts/messages';
import type { AuthUser } from '../../kernel/auth-user';
import {
  type Buyer,
  findCartPromotions,
  loadBuyer,
  type PricedLine,
  priceWithPromotions,
  toPrice,
  totals,
} from '../pricing';
import { toAmount } from '../../kernel/money';
import {
  ensureCart,
  findCartId,
  findCartLines,
  findProductWithLine,
  isCustomerUser,
  lockCart,
  moveLines,
  writeLineQuantity,
  type CartLineWithProduct,
  type CartOwner,
  type UserCartOwner,
} from './cart.repository';
import { stockState } from '../catalogue';
import { mainImageUrl } from '../media';

export interface CartCaller {
  user: AuthUser | null;
  sessionId: string;
  language: Language;
}

/**
 * A user's cart: a customer's own, or the one a staff user fills for the client he is ordering for
 * (one per pair, so changing client never carries lines across).
 */
export function userCartOwner(user: AuthUser): UserCartOwner {
  return { userId: user.id, clientCode: user.onBehalf ? user.clientCode : null };
}

/** Whose cart the caller changes: the user's (see userCartOwner), or the visitor's by x-sessionid. */
function cartOwner(caller: CartCaller): CartOwner {
  return caller.user ? userCartOwner(caller.user) : { sessionId: caller.sessionId };
}

/**
 * Customers buy for their client, staff for the client they are ordering for (none chosen: 403 that
 * says to choose one); visitors when the shop allows.
 */
async function ownerOf(db: Database, caller: CartCaller): Promise<{ owner: CartOwner; buyer: Buyer }> {
  const { user } = caller;
  if (user && !user.clientCode) throw new AppError(403, 'FORBIDDEN', 'cart.chooseClient');
  // The shop's settings and the client's terms: one statement.
  const { settings, buyer } = await loadBuyer(db, user);
  if (!user && !settings.visitorCart) throw new AppError(401, 'UNAUTHENTICATED', 'cart.loginRequired');
  return { owner: cartOwner(caller), buyer };
}

function toCartLine(
  row: CartLineWithProduct,
  priced: PricedLine,
  buyer: Buyer,
  language: Language,
): CartLine {
  const price = toPrice(priced, buyer);
  return {
    codice: row.code,
    descrizione: language === 'en' ? row.descriptionEn : row.descriptionIt,
    qta: row.quantity,
    um: row.um,
    ...price,
    omaggio: priced.freeQuantity,
    url: mainImageUrl(row.images),
    totale: buyer.showPrices ? toAmount(priced.total, buyer.decimals) : null,
    confezione: row.packSize,
    qtaMinima: row.minQty,
    qtaMultipla: row.stepQty,
    disponibilita: stockState(row.stock, row.minQty, row.stepQty),
    giacenza: row.stock,
    scontoExtra: Number(row.extraDiscount),
  };
}

export interface PricedCart {
  rows: CartLineWithProduct[];
  priced: Map<string, PricedLine>;
  buyer: Buyer;
  lines: CartLine[];
  summary: CartSummary;
}

/** Prices the given cart rows for the buyer: lines and summary. Also used to re-price at order time. */
export async function priceCart(
  db: Database,
  rows: CartLineWithProduct[],
  buyer: Buyer,
  language: Language,
): Promise<PricedCart> {
  // Product and header promotions: one statement.
  const { byProduct: promotions, header: headerPromotions } = await findCartPromotions(
    db,
    rows.map((row) => row.code),
    buyer.day,
    buyer.showPrices && rows.length > 0,
  );
  const priced = priceWithPromotions(
    buyer,
    rows.map((row) => ({
      code: row.code,
      prices: row,
      quantity: row.quantity,
      extraDiscount: row.extraDiscount,
    })),
    promotions,
  );
  const pricedRows = rows.map((row) => ({ row, line: priced.get(row.code) as PricedLine }));
  const sum = totals({
    lines: pricedRows.map(({ line }) => line),
    headerPromotions,
    priceList: buyer.priceList,
    clientCode: buyer.clientCode,
    day: buyer.day,
    decimals: buyer.decimals,
  });
  const amount = (value: typeof sum.total) => (buyer.showPrices ? toAmount(value, buyer.decimals) : null);
  return {
    rows,
    priced,
    buyer,
    lines: pricedRows.map(({ row, line }) => toCartLine(row, line, buyer, language)),
    summary: {
      cartvalue: amount(sum.total),
      cartitems: sum.items,
      totcart: amount(sum.total),
      numcart: sum.items,
      righe: sum.lines,
      imponibile: amount(sum.subtotal),
      promozioneTestata: buyer.showPrices ? sum.headerPromotion : null,
      scontoTestata: amount(sum.headerDiscount),
      decimali: buyer.decimals,
    },
  };
}

async function cartOf(db: Database, owner: CartOwner, buyer: Buyer, language: Language): Promise<PricedCart> {
  const cartId = await findCartId(db, owner);
  const rows = cartId === undefined ? [] : await findCartLines(db, cartId);
  return priceCart(db, rows, buyer, language);
}

async function currentCart(db: Database, caller: CartCaller): Promise<PricedCart> {
  const { owner, buyer } = await ownerOf(db, caller);
  return cartOf(db, owner, buyer, caller.language);
}

export async function getCartLines(db: Database, caller: CartCaller): Promise<CartLine[]> {
  return (await currentCart(db, caller)).lines;
}

export async function getCartSummary(db: Database, caller: CartCaller): Promise<CartSummary> {
  return (await currentCart(db, caller)).summary;
}

type QuantityChange = (
  current: number,
  rule: { min: number; step: number },
) => {
  quantity: number;
  notice: string | null;
};

/** Attempts of a cart change whose line keeps changing under it before it answers 409 (cart.busy). */
const MAX_CHANGE_ATTEMPTS = 20;

/**
 * Applies a change to one line as a compare-and-set (writeLineQuantity), read again and retried when a
 * concurrent change won, then answers the re-priced cart. Round trips: the buyer (settings and client
 * terms at once) alongside the product with its line, the write, then the cart's lines and promotions.
 */
async function changeLine(
  db: Database,
  caller: CartCaller,
  code: string,
  change: QuantityChange,
): Promise<CartChangeData> {
  const owner = cartOwner(caller);
  const [{ buyer }, firstRead] = await Promise.all([
    ownerOf(db, caller),
    findProductWithLine(db, owner, code),
  ]);
  let product = firstRead;
  for (let attempt = 1; ; attempt += 1) {
    if (!product || !product.active)
      throw new AppError(404, 'NOT_FOUND', 'cart.productNotFound', { field: 'codArt' });
    const { current } = product;
    const next = change(current, { min: product.minQty, step: product.stepQty });
    if (next.quantity > current && next.quantity > product.stock) {
      throw new AppError(409, 'CONFLICT', 'cart.notEnoughStock', {
        field: 'codArt',
        params: { code, available: product.stock },
        details: { codice: code, richiesta: next.quantity, disponibile: product.stock },
      });
    }
    const cartId =
      next.quantity === current
        ? (product.cartId ?? undefined)
        : await writeLineQuantity(db, owner, product.cartId, code, current, next.quantity);
    if (next.quantity === current || cartId !== undefined) {
      const rows = cartId === undefined ? [] : await findCartLines(db, cartId);
      const cart = await priceCart(db, rows, buyer, caller.language);
      return { righe: cart.lines, riepilogo: cart.summary, avviso: next.notice };
    }
    if (attempt === MAX_CHANGE_ATTEMPTS) throw new AppError(409, 'CONFLICT', 'cart.busy');
    product = await findProductWithLine(db, owner, code);
  }
}

/** `requested` rounded up to the product's minimum and step, with a notice when it changed. */
function roundedUp(requested: number, rule: QuantityRule, language: CartCaller['language']) {
  const quantity = roundUpQuantity(requested, rule);
  const notice =
    quantity === requested
      ? null
      : translate(language, 'cart.quantityRounded', { requested, quantity, min: rule.min, step: rule.step });
  return { quantity, notice };
}

/** Adds `qta` to the line, rounded up to the product's minimum and step (with a notice). */
export function addToCart(db: Database, caller: CartCaller, code: string, qta: number) {
  return changeLine(db, caller, code, (current, rule) => roundedUp(current + qta, rule, caller.language));
}

/** Sets the line to `quantity` (0 removes it), rounded up like an add. */
export function updateCartLine(db: Database, caller: CartCaller, code: string, quantity: number) {
  return changeLine(db, caller, code, (_current, rule) =>
    quantity === 0 ? { quantity: 0, notice: null } : roundedUp(quantity, rule, caller.language),
  );
}

/** Takes `qta` (default one step) off the line, down to a valid quantity; below the minimum it goes. */
export function removeFromCart(db: Database, caller: CartCaller, code: string, qta: number | undefined) {
  return changeLine(db, caller, code, (current, rule) => {
    if (current === 0) throw new AppError(404, 'NOT_FOUND', 'cart.lineNotFound', { field: 'codArt' });
    return { quantity: roundDownQuantity(current - (qta ?? rule.step), rule), notice: null };
  });
}

/**
 * Login: the visitor's cart (by x-sessionid) joins the user's cart, quantities of a product in both
 * added up, and the visitor's cart is deleted. Staff users keep no cart, so theirs stays anonymous.
 */
export async function mergeSessionCart(db: Database, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const fromId = await findCartId(tx, { sessionId });
    if (fromId === undefined || !(await isCustomerUser(tx, userId))) return;
    const toId = await ensureCart(tx, { userId, clientCode: null });
    await lockCart(tx, toId);
    await moveLines(tx, fromId, toId);
  });
}
