// Builds the gateway: Fastify + Apollo Server over the REST API, the storefront's static files,
// and health endpoints. server.ts only listens, so tests use app.inject() on what this returns.
import Fastify, { type FastifyInstance } from 'fastify';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { typeDefs } from '@shop/schema';
import type { GatewayConfig } from './config';
import { buildContext, type GatewayContext } from './context';
import { formatError } from './errors/format-error';
import { resolvers } from './resolvers';
import { RestClient } from './upstream/rest-client';
import { registerStaticWeb } from './plugins/static-web';

const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: BODY_LIMIT_BYTES });
  const rest = new RestClient(config.apiBaseUrl, config.upstreamTimeoutMs, config.upstreamConnections);

  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers,
    introspection: config.playground,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), { context: async (request) => buildContext(rest, request) });

  app.get('/readyz', async () => ({ status: 'ready' }));
  app.get('/healthz', async (_request, reply) => {
    try {
      const res = await rest.pool.request({ path: '/healthz', method: 'GET', headersTimeout: 2000 });
      await res.body.dump();
      if (res.statusCode === 200) return { status: 'ok', api: 'ok' };
    } catch {
      // fall through: the API is unreachable
    }
    return reply.code(503).send({ status: 'degraded', api: 'unreachable' });
  });

  await registerStaticWeb(app, config.webDistDir);
  app.addHook('onClose', async () => rest.close());
  return app;
}
