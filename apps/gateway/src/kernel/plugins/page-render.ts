// The storefront's server render, as the gateway runs it: the web build's server bundle
// (apps/web/dist-server/entry-server.js, loaded once at start) renders each page request to HTML.
// Its GraphQL operations run in this gateway's Apollo Server, in process, with the context of the
// page request's caller: their session cookie (a customer sees their prices) and the session id the
// storefront keeps in a cookie (a visitor sees their cart). Nothing of one render is kept for another.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import { cookieSessionIdOf, type GatewayContext } from '../context/context';
import { cspNonce } from '../hardening/csp-nonce';
import { SESSION_COOKIE } from '../session/session';

interface RenderRequest {
  url: string;
  origin: string;
  template: string;
  manifest: Record<string, unknown>;
  nonce: string;
  cookies: Record<string, string | undefined>;
  userAgent?: string;
  mobileHint?: string;
  graphql: (operation: {
    query: DocumentNode;
    variables: Record<string, unknown>;
    operationName: string | undefined;
  }) => Promise<FormattedExecutionResult>;
  signal?: AbortSignal;
}

/** What the web build's server bundle answers (apps/web/src/app/server/render-page.tsx). */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client'; html: string }
  | { kind: 'page'; status: number; html: string; indexable: boolean };

interface ServerBundle {
  renderPage(request: RenderRequest & { shared?: boolean }): Promise<RenderResult>;
  sharedRenderKey(
    request: Pick<RenderRequest, 'url' | 'cookies' | 'userAgent' | 'mobileHint'>,
  ): string | undefined;
}

export interface SharedPages {
  /** How long a page rendered for every visitor is served again; 0 = never. */
  ttlMs: number;
  /** Content changes (a banner, a price list): every shared page is dropped. */
  onContentChange: (listener: () => void) => void;
}

/** Stands for the answer's CSP nonce in a stored page; each answer gets its own. */
const NONCE_SLOT = '\u0000nonce\u0000';

export type ContextFactory = (
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId?: string,
) => GatewayContext;

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<RenderResult>;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The renderer, or undefined when the web build has no server bundle (the pages render in the browser). */
export async function loadPageRenderer(
  distDir: string,
  serverDir: string,
  apollo: ApolloServer<GatewayContext>,
  contextOf: ContextFactory,
  sharedPages: SharedPages,
): Promise<PageRenderer | undefined> {
  const entry = join(serverDir, 'entry-server.js');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;

  // Pages rendered for visitors who are not signed in (the catalogue, the home page): the same
  // for every such visitor, so kept for a short time. Never a signed-in user's page.
  const shared = new LRUCache<string, RenderResult>({ max: 1000, ttl: Math.max(sharedPages.ttlMs, 1) });
  sharedPages.onContentChange(() => shared.clear());

  return async (request, reply) => {
    const nonce = cspNonce(reply.raw);
    const identity = {
      url: request.url,
      cookies: request.cookies,
      userAgent: request.headers['user-agent'],
      mobileHint: headerValue(request.headers['sec-ch-ua-mobile']),
    };
    const signedIn = Boolean(request.cookies[SESSION_COOKIE] || request.headers.authorization);
    const key = signedIn || sharedPages.ttlMs === 0 ? undefined : bundle.sharedRenderKey(identity);
    const stored = key ? shared.get(key) : undefined;
    if (stored) return withNonce(stored, NONCE_SLOT, nonce);
    const contextValue = contextOf(request, reply, cookieSessionIdOf(request));
    const abort = new AbortController();
    // A browser that goes away before the answer stops the render (the answer's 'close' comes
    // before it is sent only when the connection is gone).
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const result = await bundle.renderPage({
      ...identity,
      origin: `${request.protocol}://${request.host}`,
      template,
      manifest,
      nonce,
      shared: key !== undefined,
      signal: abort.signal,
      graphql: async ({ query, variables, operationName }) => {
        const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue });
        if (response.body.kind !== 'single') throw new Error('an incremental answer in a page render');
        return response.body.singleResult;
      },
    });
    if (key && result.kind === 'page' && result.status === 200)
      shared.set(key, withNonce(result, nonce, NONCE_SLOT));
    return result;
  };
}

/** The page with its nonce replaced (stored pages hold a slot instead). */
function withNonce(result: RenderResult, from: string, to: string): RenderResult {
  return result.kind === 'redirect' ? result : { ...result, html: result.html.replaceAll(from, to) };
}
