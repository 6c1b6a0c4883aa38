// What the approvals resolvers receive: the REST contract's rows.
import type { ApprovalQueueItem, ApprovalReason, ApprovalRule, OrderApproval } from '@shop/contract';

export type ApprovalRuleModel = ApprovalRule;
export type ApprovalReasonModel = ApprovalReason;
export type ApprovalQueueItemModel = ApprovalQueueItem;
export type OrderApprovalModel = OrderApproval;

/** approveOrderResult's / rejectOrderResult's failure: another approver decided first. */
export interface ApprovalAlreadyDecidedModel {
  __typename: 'ApprovalAlreadyDecided';
  message: string;
  orderNumber: string;
  decision: 'APPROVED' | 'REJECTED';
  decidedBy: string;
}
