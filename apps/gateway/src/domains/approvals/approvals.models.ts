// What the approvals resolvers receive: the REST contract's rows.
import type { ApprovalQueueItem, ApprovalReason, ApprovalRule, OrderApproval } from '@shop/contract';

export type ApprovalRuleModel = ApprovalRule;
export type ApprovalReasonModel = ApprovalReason;
export type ApprovalQueueItemModel = ApprovalQueueItem;
export type OrderApprovalModel = OrderApproval;
