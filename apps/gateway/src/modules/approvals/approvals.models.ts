// What the approvals resolvers receive: the REST contract's rows.
import type { ApprovalQueueItem, ApprovalReason, ApprovalRule, OrderApproval } from '@shop/contract';
import type { ExpectedFailureModel } from '../../kernel/errors/expected-failure';

export type ApprovalRuleModel = ApprovalRule;
export type ApprovalReasonModel = ApprovalReason;
export type ApprovalQueueItemModel = ApprovalQueueItem;
export type OrderApprovalModel = OrderApproval;

/** approveOrderResult's / rejectOrderResult's failure: another approver decided first. */
export type ApprovalAlreadyDecidedModel = ExpectedFailureModel<
  'ApprovalAlreadyDecided',
  'APPROVAL_ALREADY_DECIDED',
  { orderNumber: string; decision: 'APPROVED' | 'REJECTED'; decidedBy: string }
>;
