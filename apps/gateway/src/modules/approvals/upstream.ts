// Approvals (issue 15): POST /api/approvals/queue, /approve, /reject (orders.approve) and /rules,
// /saverules (approvals.rules), bound to the caller (the API keeps each user to his client scope and
// never lets the placer decide).
import {
  REST_PATHS,
  approvalQueueDataSchema,
  approvalRulesDataSchema,
  orderRecordDataSchema,
  type ApprovalQueueData,
  type ApprovalRulesData,
  type OrderRecord,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

export function approvalsUpstream(client: RestClient, who: CallIdentity) {
  return {
    queue: (fields: FormFields): Promise<ApprovalQueueData> =>
      client.post(REST_PATHS.approvalsQueue, fields, approvalQueueDataSchema, who),
    /** The order after the decision: 403 for its placer, 409 when another approver decided first. */
    approve: async (fields: FormFields): Promise<OrderRecord> =>
      (await client.post(REST_PATHS.approvalsApprove, fields, orderRecordDataSchema, who)).ordine,
    reject: async (fields: FormFields): Promise<OrderRecord> =>
      (await client.post(REST_PATHS.approvalsReject, fields, orderRecordDataSchema, who)).ordine,
    rules: (): Promise<ApprovalRulesData> =>
      client.post(REST_PATHS.approvalsRules, {}, approvalRulesDataSchema, who),
    saveRules: (fields: FormFields): Promise<ApprovalRulesData> =>
      client.post(REST_PATHS.approvalsSaveRules, fields, approvalRulesDataSchema, who),
  };
}
