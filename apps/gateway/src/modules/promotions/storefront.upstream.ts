// The promotions of one user (per user) of the REST API.
import {
  promotionListDataSchema,
  REST_PATHS,
  type Language,
  type Promotion,
  type UserTipo,
} from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/promotion: the promotions of one user (the caller: TipoUtente and CodUtente are theirs). */
export async function fetchPromotions(
  client: RestClient,
  who: CallIdentity,
  query: { tipo: UserTipo; userCode: string; excludeHeader: boolean; language: Language },
): Promise<Promotion[]> {
  const fields = {
    TipoUtente: query.tipo,
    CodUtente: query.userCode,
    EscludiPromozioniDiTestata: query.excludeHeader ? 'S' : 'N',
    Lingua: query.language,
  };
  const data = await client.post(REST_PATHS.promotion, fields, promotionListDataSchema, who);
  return data.promozioni;
}
