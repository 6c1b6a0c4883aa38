// The decisions on an order waiting for approval: each answers the order's record (written back in
// the cache by useApprovalMutations), or ApprovalAlreadyDecided when another approver decided first.
import { graphql } from '../../../gql';

export const ApproveOrderMutation = graphql(`
  mutation ApproveOrder($number: String!, $version: Int, $note: String, $language: Language) {
    approveOrderResult(number: $number, version: $version, note: $note, language: $language) {
      __typename
      ... on ManagedOrder {
        ...OrderRecord_all
      }
      ... on ApprovalAlreadyDecided {
        message
        decision
        decidedBy
      }
    }
  }
`);

export const RejectOrderMutation = graphql(`
  mutation RejectOrder($number: String!, $version: Int, $reason: String!, $language: Language) {
    rejectOrderResult(number: $number, version: $version, reason: $reason, language: $language) {
      __typename
      ... on ManagedOrder {
        ...OrderRecord_all
      }
      ... on ApprovalAlreadyDecided {
        message
        decision
        decidedBy
      }
    }
  }
`);
