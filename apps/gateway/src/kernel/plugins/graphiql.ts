// GraphiQL at GET /graphql for browser navigation (Accept: text/html), through Apollo's landing-page
// hook, and its bundle (built by scripts/build-graphiql.mjs, no CDN) at /graphiql/. Only registered
// when the playground is on (locally, or GRAPHQL_PLAYGROUND=1 in production).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const GRAPHIQL_PREFIX = '/graphiql/';

const page = (body: string, head = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shop GraphQL playground</title>
${head}
<style>html,body,#graphiql{height:100%;margin:0}</style>
</head>
<body>${body}</body>
</html>`;

export function graphiqlLandingPage(bundleDir: string): ApolloServerPlugin {
  const built = existsSync(join(bundleDir, 'graphiql.js'));
  const html = built
    ? page(
        '<div id="graphiql">Loading the playground…</div>',
        `<link rel="stylesheet" href="${GRAPHIQL_PREFIX}graphiql.css">\n<script type="module" src="${GRAPHIQL_PREFIX}graphiql.js"></script>`,
      )
    : page(
        '<p style="font-family:sans-serif;padding:1rem">The GraphiQL bundle is not built: run <code>pnpm --filter @shop/gateway build</code> (or <code>pnpm dev</code>). GraphQL itself works: POST to /graphql.</p>',
      );
  return {
    async serverWillStart() {
      return { renderLandingPage: async () => ({ html }) };
    },
  };
}

export async function registerGraphiqlAssets(app: FastifyInstance, bundleDir: string): Promise<void> {
  if (!existsSync(bundleDir)) return;
  await app.register(fastifyStatic, {
    root: bundleDir,
    prefix: GRAPHIQL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
}
