// The signed-in user (viewer) and the session mutations (login, logout). The token goes into the
// httpOnly cookie for browsers and into the answer only when the caller asked for BEARER delivery.
import { isStaffTipo } from '@shop/contract/rules';
import type { Resolvers } from '../../generated/resolvers-types';
import { UpstreamError } from '../../kernel/upstream/upstream-error';
import { toGraphqlLanguage, toRestLanguage } from '../../kernel/language';

const optionalLanguage = (language: 'IT' | 'EN' | null | undefined) =>
  language ? toRestLanguage(language) : undefined;

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: async (_root, { language }, { upstream, loaders, session }) => {
      if (!upstream.hasToken) return null;
      try {
        // Through the request's loader: other fields needing the user (promotions) reuse the same call.
        return await loaders.currentUser.load(optionalLanguage(language) ?? '');
      } catch (error) {
        // An expired or revoked cookie session means "anonymous" to a browser; a Bearer client is told.
        if (error instanceof UpstreamError && error.status === 401 && session.transport === 'cookie') {
          session.clearCookie();
          return null;
        }
        throw error;
      }
    },
  },
  Mutation: {
    login: async (_root, { input, tokenDelivery, language }, { upstream, session }) => {
      const data = await upstream.login(input, optionalLanguage(language));
      const bearer = tokenDelivery === 'BEARER';
      upstream.actAs(data.token);
      if (!bearer) session.setCookie(data.token, new Date(data.scadenza));
      return { user: data.utente, expiresAt: data.scadenza, token: bearer ? data.token : null };
    },
    logout: async (_root, _args, { upstream, session }) => {
      if (upstream.hasToken) {
        try {
          await upstream.logout();
        } catch (error) {
          // A token the API no longer knows is as good as logged out; anything else is reported.
          if (!(error instanceof UpstreamError && error.status === 401)) throw error;
        }
      }
      session.clearCookie();
      return true;
    },
  },
  User: {
    code: (u) => u.codutente,
    type: (u) => u.tipo,
    isStaff: (u) => isStaffTipo(u.tipo),
    firstName: (u) => u.nome,
    lastName: (u) => u.cognome,
    language: (u) => toGraphqlLanguage(u.lingua),
    canSeePromotions: (u) => u.autorizzazioni.promozioni === 'S',
    mustChangePassword: (u) => u.richiestaCambioPassword === 'S',
    mustSetName: (u) => u.richiestaNomeCognome === 'S',
    consents: (u) => ({
      privacyPolicy: u.consensi.privacypolicy === 'S',
      saleConditions: u.consensi.condizionidivendita === 'S',
    }),
    fairs: (u) => u.fiere.dati.map((f) => ({ ...f, language: u.lingua })),
    destination: (u) => u.destinazione,
    company: (u) => u.cliente,
  },
};
