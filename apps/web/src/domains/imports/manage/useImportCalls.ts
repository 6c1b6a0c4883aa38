// The import's two calls (check, run) for the page's mode, sent to /graphql/imports. Not cached:
// their variables are the file's rows, and their answers are used once.
import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type {
  ImportCartsRunMutation,
  ImportCartsCheckMutationVariables,
  ImportOrdersCheckMutation,
  ImportRowInput,
  Language,
} from '../../../gql/graphql';
import {
  IMPORT_CONTEXT,
  ImportCartsCheckMutation,
  ImportCartsRunMutation as CartsRun,
  ImportOrdersCheckMutation as OrdersCheck,
  ImportOrdersRunMutation,
} from './imports-documents';

export type ImportCheckAnswer = ImportOrdersCheckMutation['answer'];
export type ImportRunAnswer = ImportCartsRunMutation['answer'];

export interface ImportVariables {
  client: string | null;
  rows: ImportRowInput[];
  language: Language;
}

/** An import mutation: the four take the same variables and answer under `answer`. */
type ImportMutation<Answer> = TypedDocumentNode<{ answer: Answer }, ImportCartsCheckMutationVariables>;

/** Each mode's check and run. */
const DOCUMENTS: Record<
  'carts' | 'orders',
  { check: ImportMutation<ImportCheckAnswer>; run: ImportMutation<ImportRunAnswer> }
> = {
  carts: { check: ImportCartsCheckMutation, run: CartsRun },
  orders: { check: OrdersCheck, run: ImportOrdersRunMutation },
};

export function useImportCalls(apollo: ApolloClient, mode: 'carts' | 'orders') {
  const send = async <Answer>(mutation: ImportMutation<Answer>, variables: ImportVariables) => {
    const { data } = await apollo.mutate({
      mutation,
      variables,
      context: IMPORT_CONTEXT,
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('no answer');
    return data.answer;
  };
  return {
    check: (variables: ImportVariables) => send(DOCUMENTS[mode].check, variables),
    run: (variables: ImportVariables) => send(DOCUMENTS[mode].run, variables),
  };
}
