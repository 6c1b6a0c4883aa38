// Quick order's GraphQL documents: the check (a query, not cached: its variables are the rows), the
// add (whose cart carries CartContent_cart, so the one Cart:current entry gets what its readers
// show), and the code lookup of a typed row.
import { graphql } from '../../../gql';

export const QuickOrderRow_result = graphql(`
  fragment QuickOrderRow_result on QuickOrderRow {
    row
    code
    quantity
    outcome
    reason
    message
    cartQuantity
    cartQuantityBefore
    description
    unit
  }
`);

export const QuickOrderCheckQuery = graphql(`
  query QuickOrderCheck($rows: [QuickOrderRowInput!]!, $language: Language) {
    quickOrderCheck(rows: $rows, language: $language) {
      validCount
      warningCount
      errorCount
      rows {
        ...QuickOrderRow_result
      }
    }
  }
`);

export const QuickOrderAddMutation = graphql(`
  mutation QuickOrderAdd($rows: [QuickOrderRowInput!]!, $language: Language) {
    quickOrderAdd(rows: $rows, language: $language) {
      validCount
      warningCount
      errorCount
      rows {
        ...QuickOrderRow_result
      }
      cart {
        id
        ...CartContent_cart
      }
    }
  }
`);

export const QuickOrderLookupQuery = graphql(`
  query QuickOrderLookup($code: String!, $language: Language!) {
    product(code: $code, language: $language) {
      code
      description
      unit
      minQuantity
      quantityStep
    }
  }
`);
