// What the issue resolvers receive: the contract's shapes (an issue of the grid has no thread).
import type { IssuesListData, OrderIssue, OrderIssueMessage, OrderIssueSummary } from '@shop/contract';

export type OrderIssueModel = OrderIssueSummary | OrderIssue;
export type OrderIssueMessageModel = OrderIssueMessage;
export type OrderIssuePageModel = IssuesListData;
