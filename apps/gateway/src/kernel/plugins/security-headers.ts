// Security headers on every answer (@fastify/helmet): a Content-Security-Policy, nosniff, a
// Referrer-Policy and no framing. The inline scripts of a server-rendered page (its data for the
// browser) are allowed by a nonce made for that answer (kernel/hardening/csp-nonce.ts). GraphiQL gets its own policy on its route. HSTS and COOP go out
// only over https (the request's protocol, X-Forwarded-Proto from trusted proxies): a shop served over
// plain HTTP on a LAN host name (http://shop-server:4000) must not be told to upgrade, and browsers
// ignore COOP there with a console error.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { cspNonce } from '../hardening/csp-nonce';

/** What both pages share: everything from the shop's own origin, nothing framing it. */
const BASE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  scriptSrcAttr: ["'none'"],
  // Chakra (Emotion) and GraphiQL (CodeMirror) write <style> elements and style attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/** GraphiQL's bundle (built by scripts/build-graphiql.mjs) embeds its fonts and icons as data: URLs. */
export const GRAPHIQL_DIRECTIVES = {
  ...BASE_DIRECTIVES,
  scriptSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  imgSrc: ["'self'", 'data:'],
};

const HSTS = 'max-age=31536000';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { graphqlPath }: { graphqlPath: string },
): Promise<void> {
  // Before the routes exist: GraphiQL's landing page is the GraphQL route's answer to a browser.
  app.addHook('onRoute', (route) => {
    if (route.url === graphqlPath) {
      route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: GRAPHIQL_DIRECTIVES } };
    }
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      // Helmet's defaults add upgrade-insecure-requests, which breaks a shop served over plain HTTP.
      useDefaults: false,
      directives: {
        ...BASE_DIRECTIVES,
        scriptSrc: [
          "'self'",
          (_request: IncomingMessage, response: ServerResponse) => `'nonce-${cspNonce(response)}'`,
        ],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
      },
    },
    xFrameOptions: { action: 'deny' },
    // The shop's own pages see where a visitor came from inside the shop; other sites see nothing.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    reply.header('cross-origin-opener-policy', 'same-origin');
  });
}
