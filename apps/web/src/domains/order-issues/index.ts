export { OrderIssuesCard } from './storefront/OrderIssuesCard';
export { issueAuditValueLabels } from './common/audit-labels';
