// Builds the gateway: Fastify + Apollo Server over the REST API, the storefront's static files,
// the GraphiQL playground and health endpoints. server.ts only listens, so tests use app.inject().
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { typeDefs } from '@shop/schema';
import { ContentVersionWatcher } from './kernel/cache/content-version';
import { PublicCache } from './kernel/cache/public-cache';
import { publicAnswers } from './kernel/cache/public-responses';
import type { GatewayConfig } from './config';
import { buildContext } from './context';
import type { GatewayContext } from './kernel/context/context';
import { formatError } from './kernel/errors/format-error';
import { registerInputDepthLimit } from './kernel/hardening/input-depth';
import { PARSE_OPTIONS, queryLimits } from './kernel/hardening/limits';
import { loginRateLimitPlugin } from './kernel/hardening/login-rate-limit';
import { hopCountWarning, trustProxyOption } from './kernel/hardening/trusted-proxies';
import { graphiqlLandingPage, registerGraphiqlAssets } from './kernel/plugins/graphiql';
import { registerHealth } from './kernel/plugins/health';
import { registerImportGraphql } from './kernel/plugins/import-graphql';
import { registerRequestErrors } from './kernel/plugins/request-errors';
import { registerSecurityHeaders } from './kernel/plugins/security-headers';
import { loadPageRenderer } from './kernel/plugins/page-render';
import { registerStaticWeb } from './kernel/plugins/static-web';
import { MODULES } from './modules';
import { resolvers } from './resolvers';
import { RestClient } from './kernel/upstream/rest-client';

const BODY_LIMIT_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's content version as this gateway follows it (what its public caches are keyed by). */
    contentVersion: ContentVersionWatcher;
  }
}

export async function buildApp(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  registerRequestErrors(app, '/graphql');
  const trustWarning = hopCountWarning(config);
  if (trustWarning) app.log.warn(trustWarning);
  const rest = new RestClient(config.apiBaseUrl, config.upstreamTimeoutMs, config.upstreamConnections);
  // Public data is shared between requests and dropped as soon as the API's content version moves.
  const content = new ContentVersionWatcher(config.apiBaseUrl, app.log);
  const epoch = () => content.epoch();
  const publicCache = new PublicCache(config.publicCacheTtlMs, epoch);
  const limits = queryLimits({ hideSuggestions: !config.playground });
  const publicFields = MODULES.flatMap((module) => module.publicQueryFields ?? []);
  const answers = publicAnswers(config.publicCacheTtlMs, (context) => context.request, publicFields, epoch);
  content.onChange(() => {
    publicCache.clear();
    answers.clear();
  });
  content.start();
  app.decorate('contentVersion', content);
  app.addHook('onClose', async () => content.stop());

  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers,
    introspection: config.playground,
    includeStacktraceInErrorResponses: false,
    // One operation per HTTP request, so the limits and the login counter see every operation.
    allowBatchedHttpRequests: false,
    // Apollo's defaults, spelled out: CSRF prevention on, automatic persisted queries (in memory) on.
    csrfPrevention: true,
    formatError,
    validationRules: limits.validationRules,
    parseOptions: PARSE_OPTIONS,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ...limits.plugins,
      loginRateLimitPlugin(config.loginRateLimit),
      answers.plugin,
      // Nothing per request that the shop does not use: no cache hints, no Apollo Studio reporting.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      config.playground ? graphiqlLandingPage(config.graphiqlDir) : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  // GraphQL answers (a product page is tens of KB of JSON) travel compressed to clients that accept
  // it; brotli at a fast quality, as the answers are made per request. Static files come pre-compressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, { graphqlPath: '/graphql' });
  registerInputDepthLimit(app, '/graphql');
  answers.register(app, '/graphql');
  const contextOf = (request: FastifyRequest, reply: FastifyReply, sessionId?: string) =>
    buildContext({ rest, publicCache, content }, request, reply, sessionId);
  await app.register(fastifyApollo(apollo), { context: async (request, reply) => contextOf(request, reply) });
  const importFields = MODULES.flatMap((module) => module.importFields ?? []);
  registerImportGraphql(app, apollo, contextOf, importFields);
  if (config.playground) await registerGraphiqlAssets(app, config.graphiqlDir);

  registerHealth(app, rest);
  // The modules' own routes outside GraphQL (uploads, files, the sitemap).
  const routeDeps = {
    rest,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    publicCacheTtlMs: config.publicCacheTtlMs,
  };
  for (const module of MODULES) await module.routes?.(app, routeDeps);
  const renderer = await loadPageRenderer(config.webDistDir, config.webServerDir, apollo, contextOf, {
    ttlMs: config.publicCacheTtlMs,
    onContentChange: (listener) => content.onChange(listener),
  });
  await registerStaticWeb(app, config.webDistDir, renderer);
  app.addHook('onClose', async () => rest.close());
  return app;
}
