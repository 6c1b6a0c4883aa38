export { OrderIssuesCard } from './storefront/OrderIssuesCard';
// The names of an issue's statuses and kinds (an order's audit log shows them).
export { ISSUE_KINDS, issueStatusMessages } from './common/status-messages';
export { issueMessages } from './storefront/messages';
