// The approvals' GraphQL documents: the queue, the rules, and the decisions on an order (each answers
// the order's record, written back in the cache by useApprovalMutations).
import { graphql } from '../../gql';

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

export const ApprovalRulesQueryDocument = graphql(`
  query ApprovalRules {
    approvalRules {
      kind
      enabled
      threshold
      updatedBy
      updatedAt
    }
  }
`);

export const SetApprovalRulesMutation = graphql(`
  mutation SetApprovalRules($input: ApprovalRulesInput!) {
    setApprovalRules(input: $input) {
      kind
      enabled
      threshold
      updatedBy
      updatedAt
    }
  }
`);

export const ApproveOrderMutation = graphql(`
  mutation ApproveOrder($number: String!, $version: Int, $note: String, $language: Language) {
    approveOrder(number: $number, version: $version, note: $note, language: $language) {
      ...OrderRecord_all
    }
  }
`);

export const RejectOrderMutation = graphql(`
  mutation RejectOrder($number: String!, $version: Int, $reason: String!, $language: Language) {
    rejectOrder(number: $number, version: $version, reason: $reason, language: $language) {
      ...OrderRecord_all
    }
  }
`);
