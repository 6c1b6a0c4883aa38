// Promotion management: thin resolvers over the REST calls (the API checks promotions.edit and every
// rule of the offer). An unknown promotion is null on the query (the API's 404) and NOT_FOUND on a
// change; a refused value is BAD_USER_INPUT on the GraphQL argument (`input.products.2.netPrice`). A
// change answers once this gateway's public caches no longer hold what it replaced.
import { REST_PATHS } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { UpstreamError, renameFields } from '../../kernel/upstream/upstream-error';
import { toPriceList } from '../clients';
import {
  promotionField,
  promotionFields,
  promotionListField,
  toDetailFields,
  toListFields,
  toOffer,
  toPromotionState,
} from './manage.mapping';

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
};
const asEditError = (error: unknown) => renameFields(error, promotionField);
const named = (items: ReadonlyArray<{ codice: string; nome: string }>) =>
  items.map((item) => ({ code: item.codice, name: item.nome }));

export const promotionsResolvers: Resolvers = {
  Query: {
    managedPromotions: (_root, args, { upstream }) =>
      upstream.managedPromotions
        .list(toListFields(args))
        .catch((error: unknown) => renameFields(error, promotionListField)),
    managedPromotion: (_root, { code, language }, { upstream }) =>
      upstream.managedPromotions
        .detail(toDetailFields(code, language))
        .catch(nullWhenNotFound)
        .catch((error: unknown) => renameFields(error, promotionListField)),
  },
  Mutation: {
    createManagedPromotion: (_root, { code, input }, { upstream, contentChanged }) =>
      upstream.managedPromotions
        .edit(REST_PATHS.promotionsCreate, { codice: code.trim(), ...promotionFields(input) })
        .then(contentChanged)
        .catch(asEditError),
    updateManagedPromotion: (_root, { code, input }, { upstream, contentChanged }) =>
      upstream.managedPromotions
        .edit(REST_PATHS.promotionsUpdate, { codice: code.trim(), ...promotionFields(input) })
        .then(contentChanged)
        .catch(asEditError),
    activateManagedPromotion: (_root, { code }, { upstream, contentChanged }) =>
      upstream.managedPromotions
        .edit(REST_PATHS.promotionsActivate, { codice: code.trim() })
        .then(contentChanged)
        .catch(asEditError),
    deactivateManagedPromotion: (_root, { code }, { upstream, contentChanged }) =>
      upstream.managedPromotions
        .edit(REST_PATHS.promotionsDeactivate, { codice: code.trim() })
        .then(contentChanged)
        .catch(asEditError),
  },
  ManagedPromotionSummary: {
    code: (p) => p.codice,
    offer: (p) => toOffer(p.tipo),
    title: (p) => p.titolo,
    from: (p) => p.dal,
    to: (p) => p.al,
    active: (p) => p.attiva === 'S',
    state: (p) => toPromotionState(p.stato),
    discountPercent: (p) => p.sconto,
    minOrder: (p) => p.minimoOrdine,
    giftEvery: (p) => p.ogni,
    giftQty: (p) => p.omaggio,
    productCount: (p) => p.articoli,
    categoryCount: (p) => p.categorie,
    brandCount: (p) => p.marchi,
    clientCodes: (p) => p.clienti,
    priceLists: (p) => p.listini.map(toPriceList),
    position: (p) => p.posizione,
    imageUrl: (p) => p.url,
  },
  ManagedPromotion: {
    code: (p) => p.codice,
    offer: (p) => toOffer(p.tipo),
    titleIt: (p) => p.titoloIt,
    titleEn: (p) => p.titoloEn,
    descriptionIt: (p) => p.descrizioneIt,
    descriptionEn: (p) => p.descrizioneEn,
    from: (p) => p.dal,
    to: (p) => p.al,
    active: (p) => p.attiva === 'S',
    state: (p) => toPromotionState(p.stato),
    discountPercent: (p) => p.sconto,
    minOrder: (p) => p.minimoOrdine,
    giftEvery: (p) => p.ogni,
    giftQty: (p) => p.omaggio,
    products: (p) =>
      p.articoli.map((a) => ({ code: a.codice, description: a.descrizione, netPrice: a.prezzoNetto })),
    categories: (p) => named(p.categorie),
    brands: (p) => named(p.marchi),
    clients: (p) => named(p.clienti),
    priceLists: (p) => p.listini.map(toPriceList),
    position: (p) => p.posizione,
    imageUrl: (p) => p.url,
  },
};
