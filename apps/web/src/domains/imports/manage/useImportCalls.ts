// The import's two calls (check, run) for the page's mode, sent to /graphql/imports. Not cached:
// their variables are the file's rows, and their answers are used once.
import type { ApolloClient } from '@apollo/client';
import type {
  ImportCartsRunMutation,
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

export type ImportCheckAnswer = ImportOrdersCheckMutation['importOrdersCheck'];
export type ImportRunAnswer = ImportCartsRunMutation['importCartsRun'];

export interface ImportVariables {
  client: string | null;
  rows: ImportRowInput[];
  language: Language;
}

const noAnswer = () => new Error('no answer');

export function useImportCalls(apollo: ApolloClient, mode: 'carts' | 'orders') {
  const options = { context: IMPORT_CONTEXT, fetchPolicy: 'no-cache' } as const;
  return {
    check: async (variables: ImportVariables): Promise<ImportCheckAnswer> => {
      if (mode === 'carts') {
        const { data } = await apollo.mutate({ mutation: ImportCartsCheckMutation, variables, ...options });
        if (!data) throw noAnswer();
        return data.importCartsCheck;
      }
      const { data } = await apollo.mutate({ mutation: OrdersCheck, variables, ...options });
      if (!data) throw noAnswer();
      return data.importOrdersCheck;
    },
    run: async (variables: ImportVariables): Promise<ImportRunAnswer> => {
      if (mode === 'carts') {
        const { data } = await apollo.mutate({ mutation: CartsRun, variables, ...options });
        if (!data) throw noAnswer();
        return data.importCartsRun;
      }
      const { data } = await apollo.mutate({ mutation: ImportOrdersRunMutation, variables, ...options });
      if (!data) throw noAnswer();
      return data.importOrdersRun;
    },
  };
}
