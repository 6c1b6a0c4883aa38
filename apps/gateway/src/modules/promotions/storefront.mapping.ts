// REST promotions → GraphQL.
import type { Promotion as RestPromotion } from '@shop/contract';
import type { Promotion } from '../../generated/resolvers-types';

export function toPromotion(promotion: RestPromotion): Promotion {
  return {
    code: promotion.codice,
    title: promotion.titolo,
    description: promotion.descrizione,
    imageUrl: promotion.url,
    applied: promotion.applicata === 'S',
    kind: promotion.tipo === 'testata' ? 'ORDER' : 'PRODUCTS',
    validFrom: promotion.dal,
    validTo: promotion.al,
  };
}
