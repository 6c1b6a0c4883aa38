// The issue thread's data: one fragment, the customer's and the staff's query of an order's issues,
// and the three mutations (each answers the issue as it is now; the list is read again after).
import { graphql } from '../../../gql';

export const OrderIssueThread_issue = graphql(`
  fragment OrderIssueThread_issue on OrderIssue {
    id
    orderNumber
    line
    product {
      code
      description
    }
    kind
    status
    openedBy
    side
    openedAt
    updatedAt
    messageCount
    messages {
      id
      text
      author
      side
      date
    }
  }
`);

export const CustomerOrderIssuesQuery = graphql(`
  query CustomerOrderIssues($number: String!, $language: Language) {
    order(number: $number, language: $language) {
      number
      issues(language: $language) {
        ...OrderIssueThread_issue
      }
    }
  }
`);

export const StaffOrderIssuesQuery = graphql(`
  query StaffOrderIssues($number: String!, $language: Language) {
    managedOrder(number: $number, language: $language) {
      number
      issues(language: $language) {
        ...OrderIssueThread_issue
      }
    }
  }
`);

export const OpenOrderIssueMutation = graphql(`
  mutation OpenOrderIssue(
    $orderNumber: String!
    $line: Int
    $kind: OrderIssueKind!
    $text: String!
    $language: Language
  ) {
    openOrderIssue(orderNumber: $orderNumber, line: $line, kind: $kind, text: $text, language: $language) {
      id
    }
  }
`);

export const ReplyToOrderIssueMutation = graphql(`
  mutation ReplyToOrderIssue($id: ID!, $text: String!, $language: Language) {
    replyToOrderIssue(id: $id, text: $text, language: $language) {
      id
    }
  }
`);

export const SetOrderIssueStatusMutation = graphql(`
  mutation SetOrderIssueStatus($id: ID!, $status: OrderIssueStatus!, $text: String, $language: Language) {
    setOrderIssueStatus(id: $id, status: $status, text: $text, language: $language) {
      id
      status
    }
  }
`);
