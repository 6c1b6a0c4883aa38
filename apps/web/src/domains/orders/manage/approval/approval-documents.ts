// The decisions on an order waiting for approval: each answers the order's record, written back in
// the cache by useApprovalMutations.
import { graphql } from '../../../../gql';

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
