// The import's GraphQL documents. They go to /graphql/imports (the gateway's path for import
// operations, with a body limit fit for large files): see IMPORT_CONTEXT. Each answers under the
// alias `answer`, so carts and orders are read alike (useImportCalls.ts). They spell their fields
// out: /graphql/imports takes operations only, no fragment definitions.
import { graphql } from '../../../gql';

/** Sends an import operation to /graphql/imports instead of /graphql. */
export const IMPORT_CONTEXT = { uri: '/graphql/imports' } as const;

export const ImportCartsCheckMutation = graphql(`
  mutation ImportCartsCheck($client: String, $rows: [ImportRowInput!]!, $language: Language) {
    answer: importCartsCheck(client: $client, rows: $rows, language: $language) {
      rowCount
      validCount
      warningCount
      errorCount
      rows {
        row
        client
        code
        quantity
        outcome
        reason
        message
        importedQuantity
        description
      }
    }
  }
`);

export const ImportOrdersCheckMutation = graphql(`
  mutation ImportOrdersCheck($client: String, $rows: [ImportRowInput!]!, $language: Language) {
    answer: importOrdersCheck(client: $client, rows: $rows, language: $language) {
      rowCount
      validCount
      warningCount
      errorCount
      rows {
        row
        client
        code
        quantity
        outcome
        reason
        message
        importedQuantity
        description
      }
    }
  }
`);

export const ImportCartsRunMutation = graphql(`
  mutation ImportCartsRun($client: String, $rows: [ImportRowInput!]!, $language: Language) {
    answer: importCartsRun(client: $client, rows: $rows, language: $language) {
      rowCount
      validCount
      errorCount
      repeated
      importedAt
      clients {
        code
        name
        rowCount
        validCount
        errorCount
        orderNumber
        orderTotal
      }
      refusedRows {
        row
        client
        code
        quantity
        outcome
        reason
        message
        importedQuantity
        description
      }
    }
  }
`);

export const ImportOrdersRunMutation = graphql(`
  mutation ImportOrdersRun($client: String, $rows: [ImportRowInput!]!, $language: Language) {
    answer: importOrdersRun(client: $client, rows: $rows, language: $language) {
      rowCount
      validCount
      errorCount
      repeated
      importedAt
      clients {
        code
        name
        rowCount
        validCount
        errorCount
        orderNumber
        orderTotal
      }
      refusedRows {
        row
        client
        code
        quantity
        outcome
        reason
        message
        importedQuantity
        description
      }
    }
  }
`);
