// Who sees which promotions (spec §6: the list is for logged-in users only). Every logged-in user sees
// the promotions that are not over yet, except those aimed at other clients; `applicata` is 'S' for
// those in force today for the user asked about (his price list or his client; nothing named: all). A user may ask about
// themselves and about the users within their client scope (client-scope.ts): X and U anyone, an
// agent the users of the clients he follows, a customer the users of their own client.
import type { Language, Promotion, PromotionListData } from '@shop/contract';
import type { Database } from '../../db/database';
import type { PromotionRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { clientScopeOf } from '../../kernel/client-scope';
import { findClientPriceList, findCurrentPromotions, findUserPriceList } from './promotions.repository';
import { shopDay } from '../../kernel/shop-calendar';
import { isForBuyer, type PriceList } from '../pricing';

export interface PromotionRequest {
  tipoUtente: string;
  codUtente: string;
  excludeHeader: boolean;
  language: Language;
}

export function presentPromotion(
  row: PromotionRow,
  language: Language,
  priceList: string,
  today: string,
  clientCode: string | null = null,
): Promotion {
  const inForce = row.validFrom <= today && today <= row.validTo;
  const forList = isForBuyer(row, priceList as PriceList, clientCode);
  return {
    codice: row.code,
    titolo: language === 'en' ? row.titleEn : row.titleIt,
    descrizione: language === 'en' ? row.descriptionEn : row.descriptionIt,
    url: row.image,
    applicata: inForce && forList ? 'S' : 'N',
    tipo: row.kind === 'header' ? 'testata' : 'articoli',
    dal: row.validFrom,
    al: row.validTo,
  };
}

/**
 * The buyer `applicata` and the list follow: the viewer himself (the client they buy or order for; p1
 * without one) when they ask about themselves, else the user asked about, found only within the
 * viewer's scope. Out of scope is 403 on CodUtente whether or not the user exists (nobody learns which
 * user codes exist outside their reach); 404 only for X and U, who reach every user.
 */
async function buyerOf(
  db: Database,
  viewer: AuthUser,
  request: PromotionRequest,
): Promise<{ priceList: string; clientCode: string | null }> {
  const self =
    viewer.tipo === request.tipoUtente && viewer.username.toLowerCase() === request.codUtente.toLowerCase();
  if (self) {
    const priceList = (viewer.clientCode && (await findClientPriceList(db, viewer.clientCode))) || 'p1';
    return { priceList, clientCode: viewer.clientCode };
  }
  const buyer = await findUserPriceList(db, viewer, request.tipoUtente, request.codUtente);
  if (buyer !== undefined) return buyer;
  if (clientScopeOf(viewer).kind === 'all') {
    throw new AppError(404, 'NOT_FOUND', 'promotion.unknownUser', {
      field: 'CodUtente',
      params: { tipo: request.tipoUtente, code: request.codUtente },
    });
  }
  throw new AppError(403, 'FORBIDDEN', 'promotion.otherUser', { field: 'CodUtente' });
}

export async function listPromotions(
  db: Database,
  viewer: AuthUser | null,
  request: PromotionRequest,
  today = shopDay(),
): Promise<PromotionListData> {
  if (!viewer) throw new AppError(401, 'UNAUTHENTICATED', 'promotion.loginRequired');
  const { priceList, clientCode } = await buyerOf(db, viewer, request);
  const rows = await findCurrentPromotions(db, today, { excludeHeader: request.excludeHeader, clientCode });
  return {
    promozioni: rows.map((row) => presentPromotion(row, request.language, priceList, today, clientCode)),
  };
}
