// The approvals' GraphQL documents: the queue and the rules (the decisions on an order: orders'
// approval-documents.ts).
import { graphql } from '../../../gql';

export const ApprovalQueueQueryDocument = graphql(`
  query ApprovalQueue($page: Int, $pageSize: Int, $search: String, $sort: ApprovalQueueSort) {
    approvalQueue(page: $page, pageSize: $pageSize, search: $search, sort: $sort) {
      items {
        canDecide
        reasons {
          kind
          value
          limit
        }
        order {
          number
          date
          client {
            code
            name
          }
          placedBy
          total
          status
          version
        }
      }
      total
      page
      pageSize
    }
  }
`);

/** A rule as the rules form shows it: what the query reads and the change answers. */
export const ApprovalRulesSection_rule = graphql(`
  fragment ApprovalRulesSection_rule on ApprovalRule {
    kind
    enabled
    threshold
    updatedBy
    updatedAt
  }
`);

export const ApprovalRulesQueryDocument = graphql(`
  query ApprovalRules {
    approvalRules {
      ...ApprovalRulesSection_rule
    }
  }
`);

export const SetApprovalRulesMutation = graphql(`
  mutation SetApprovalRules($input: ApprovalRulesInput!) {
    setApprovalRules(input: $input) {
      ...ApprovalRulesSection_rule
    }
  }
`);
