// Issues on orders (issue 15): POST /api/issues/list, /order, /open, /reply, /setstatus, bound to the
// caller (the API keeps each user to his client scope: a customer his own orders).
import {
  REST_PATHS,
  issueDataSchema,
  issuesListDataSchema,
  issuesOrderDataSchema,
  type IssuesListData,
  type OrderIssue,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

export function orderIssuesUpstream(client: RestClient, who: CallIdentity) {
  return {
    list: (fields: FormFields): Promise<IssuesListData> =>
      client.post(REST_PATHS.issuesList, fields, issuesListDataSchema, who),
    /** A 404 for an unknown order or one out of the caller's scope. */
    ofOrder: async (fields: FormFields): Promise<OrderIssue[]> =>
      (await client.post(REST_PATHS.issuesOrder, fields, issuesOrderDataSchema, who)).criticita,
    open: async (fields: FormFields): Promise<OrderIssue> =>
      (await client.post(REST_PATHS.issuesOpen, fields, issueDataSchema, who)).criticita,
    reply: async (fields: FormFields): Promise<OrderIssue> =>
      (await client.post(REST_PATHS.issuesReply, fields, issueDataSchema, who)).criticita,
    setStatus: async (fields: FormFields): Promise<OrderIssue> =>
      (await client.post(REST_PATHS.issuesSetstatus, fields, issueDataSchema, who)).criticita,
  };
}
