// Who sees which promotions (spec §6: the list is for logged-in users only). Every logged-in user sees
// the promotions that are not over yet; `applicata` is 'S' for those in force today on the viewer's
// price list (a promotion with no price lists applies to all). Staff (A, X, U, F) may ask for a
// customer's list; a customer only for themselves.
import type { Language, Promotion, PromotionListData } from '@shop/contract';
import type { Database } from '../../db/database';
import type { PromotionRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findCurrentPromotions } from './promotion.repository';
import { shopToday } from './shop-calendar';

export interface PromotionViewer {
  tipo: string;
  /** The login name (codutente). */
  code: string;
  /** The price list of the viewer's client (p1, p1b2b, p2, p3); p1 for users without a client. */
  priceList: string;
}

export interface PromotionRequest {
  tipoUtente: string;
  codUtente: string;
  excludeHeader: boolean;
  language: Language;
}

const STAFF = new Set(['A', 'X', 'U', 'F']);

export function canSeePromotionsOf(viewer: PromotionViewer, tipoUtente: string, codUtente: string): boolean {
  if (STAFF.has(viewer.tipo)) return true;
  return viewer.tipo === tipoUtente && viewer.code.toLowerCase() === codUtente.toLowerCase();
}

export function presentPromotion(
  row: PromotionRow,
  language: Language,
  priceList: string,
  today: string,
): Promotion {
  const inForce = row.validFrom <= today && today <= row.validTo;
  const forList = row.priceLists.length === 0 || row.priceLists.includes(priceList);
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

export async function listPromotions(
  db: Database,
  viewer: PromotionViewer | undefined,
  request: PromotionRequest,
  today = shopToday(),
): Promise<PromotionListData> {
  if (!viewer) throw new AppError(401, 'UNAUTHENTICATED', 'promotion.loginRequired');
  if (!canSeePromotionsOf(viewer, request.tipoUtente, request.codUtente)) {
    throw new AppError(403, 'FORBIDDEN', 'promotion.otherUser', { field: 'CodUtente' });
  }
  const rows = await findCurrentPromotions(db, today, { excludeHeader: request.excludeHeader });
  return { promozioni: rows.map((row) => presentPromotion(row, request.language, viewer.priceList, today)) };
}
