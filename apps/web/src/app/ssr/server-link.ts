// The server render's Apollo link: operations run in the gateway's own GraphQL server, in process,
// as the caller of the page request (their session, their prices), with no HTTP hop.
import { ApolloLink } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

export interface ServerOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** Runs one operation for the page request's caller (the gateway's `executeOperation`). */
export type ServerGraphql = (operation: ServerOperation) => Promise<FormattedExecutionResult>;

export function serverLink(execute: ServerGraphql): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}
