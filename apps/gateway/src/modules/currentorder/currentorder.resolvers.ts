// Ordering for a client: thin resolvers over the REST calls. A line discount above the user's ceiling
// is an expected answer (DiscountRefused), not an error: the API's 422 on `sconto` carries the figures.
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields, UpstreamError } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import { asCartOutcome, CART_FIELDS } from '../cart';

const lang = (language: 'IT' | 'EN' | null | undefined) => (language ? toRestLanguage(language) : undefined);
const FIELDS: Record<string, string> = { codCliente: 'clientCode', sconto: 'discount', ...CART_FIELDS };
const renamed = (error: unknown) => renameFields(error, (field) => FIELDS[field]);

/** The API's refusal of a discount above the ceiling, as the schema's DiscountRefused. */
function refusedDiscount(error: unknown) {
  const first = error instanceof UpstreamError ? error.errors[0] : undefined;
  const figures = first?.dettagli;
  if (error instanceof UpstreamError && error.status === 422 && first?.field === 'sconto' && figures) {
    return {
      __typename: 'DiscountRefused' as const,
      code: 'DISCOUNT_REFUSED' as const,
      ceiling: Number(figures.scontoMassimo),
      requested: Number(figures.scontoRichiesto),
      message: first.title,
    };
  }
  return renamed(error);
}

export const currentOrderResolvers: Resolvers = {
  Query: {
    currentOrder: (_root, _args, { upstream }) => upstream.currentOrder(),
    orderingClients: (_root, { search, page, pageSize }, { upstream }) =>
      upstream
        .orderingClients({ search: search ?? undefined, page: page ?? 1, pageSize: pageSize ?? 20 })
        .catch(renamed),
  },
  Mutation: {
    startOrderingFor: (_root, { clientCode }, { upstream }) =>
      upstream.startOrderingFor(clientCode).catch(renamed),
    finishOrderingFor: (_root, _args, { upstream }) => upstream.finishOrderingFor(),
    takeOverClientCart: async (_root, { language }, { upstream }) => ({
      ...(await upstream.takeOverClientCart()),
      language: lang(language),
    }),
    setCartLineDiscount: (_root, { code, discount, language }, { upstream }) =>
      upstream.setCartLineDiscount(code, discount, lang(language)).then(asCartOutcome).catch(refusedDiscount),
  },
  CurrentOrder: {
    client: (state) => state.cliente,
    clientCartLineCount: (state) => state.righeCarrelloCliente,
    discountCeiling: (state) => state.scontoMassimo,
  },
  OrderingClient: {
    code: (client) => client.codice,
    name: (client) => client.ragioneSociale,
    city: (client) => client.citta,
    province: (client) => client.provincia,
  },
  ClientCartTakeover: {
    movedLineCount: (takeover) => takeover.righeSpostate,
    currentOrder: (takeover) => takeover.stato,
    cart: (takeover, _args, { upstream }) => upstream.cart(takeover.language),
  },
  User: {
    orderingFor: (user) => (user.perConto === 'S' ? user.cliente : null),
  },
};
