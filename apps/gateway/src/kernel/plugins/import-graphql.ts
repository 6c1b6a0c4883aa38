// POST /graphql/imports: the same GraphQL server as /graphql (schema, limits, CSRF prevention, error
// mapping, permissions) for the import operations only, with a body limit large enough for a file of
// tens of thousands of rows (/graphql keeps its 256 kB). An operation selecting anything but the
// import fields is refused here, so the raised limit serves nothing else.
import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, parse, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../context/context';
import { registerInputDepthLimit } from '../hardening/input-depth';
import { PARSE_OPTIONS } from '../hardening/limits';

export const IMPORT_GRAPHQL_PATH = '/graphql/imports';
/** 8 MiB: some 100,000 rows of client, code and quantity. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
/**
 * True when every operation of the document is a mutation selecting `importFields` (or __typename)
 * only, with no fragments at the root.
 */
export function onlyImportFields(document: DocumentNode, importFields: ReadonlySet<string>): boolean {
  return document.definitions.every(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      definition.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          (selection.name.value === '__typename' || importFields.has(selection.name.value)),
      ),
  );
}

function refuse(reply: FastifyReply, message: string) {
  return reply.code(400).send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

/** `importFields`: the modules' import mutations (GatewayModule.importFields). */
export function registerImportGraphql(
  app: FastifyInstance,
  apollo: ApolloServer<GatewayContext>,
  context: (request: FastifyRequest, reply: FastifyReply) => GatewayContext | Promise<GatewayContext>,
  importFields: readonly string[],
): void {
  const fields: ReadonlySet<string> = new Set(importFields);
  registerInputDepthLimit(app, IMPORT_GRAPHQL_PATH);
  app.post(IMPORT_GRAPHQL_PATH, {
    bodyLimit: IMPORT_BODY_LIMIT,
    preHandler: async (request, reply) => {
      const query = (request.body as { query?: unknown } | null)?.query;
      if (typeof query !== 'string') return refuse(reply, 'Send the import operation as `query`.');
      let document: DocumentNode;
      try {
        document = parse(query, PARSE_OPTIONS);
      } catch {
        return refuse(reply, 'The query is not valid GraphQL.');
      }
      if (!onlyImportFields(document, fields)) {
        return refuse(
          reply,
          `${IMPORT_GRAPHQL_PATH} takes the import mutations only: send the rest to /graphql.`,
        );
      }
      return undefined;
    },
    handler: fastifyApolloHandler(apollo, { context: async (request, reply) => context(request, reply) }),
  });
}
