// What the quote editor shows for product codes typed into a line before it is saved (quotes/prices):
// the client prices save would store today, from the same clientPricesOf, for a quote in the user's
// scope (out of reach is 404, as missing). Unknown or inactive codes are left out.
import type { QuotePricesData, QuotesPricesPayload } from '@shop/contract';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../kernel/auth-user';
import { money, toStored, type Money } from '../../kernel/money';
import { clientPricesOf } from './quote-lines';
import { scopedQuote } from './quotes.service';

/** As a saved line reads it back: stored to 4 decimals, then a number. */
const amount = (value: Money) => money(toStored(value)).toNumber();

export async function quoteProductPrices(
  db: Database,
  user: AuthUser,
  input: QuotesPricesPayload,
): Promise<QuotePricesData> {
  const { quote } = await scopedQuote(db, user, input.numero);
  const { products } = await clientPricesOf(db, quote.clientCode, input.codici);
  const seen = new Set<string>();
  const prezzi: QuotePricesData['prezzi'] = [];
  for (const code of input.codici) {
    const product = products.get(code.toUpperCase());
    if (!product || seen.has(product.code)) continue;
    seen.add(product.code);
    prezzi.push({
      codArt: product.code,
      descrizione: (input.Lingua === 'en' && product.descriptionEn) || product.descriptionIt,
      um: product.um,
      prezzoListino: amount(product.listPrice),
      prezzoCliente: amount(product.clientPrice),
    });
  }
  return { prezzi };
}
