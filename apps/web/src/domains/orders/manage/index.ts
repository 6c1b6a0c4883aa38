export { reasonText } from './reason-text';
export { orderAuditFieldMessages, orderAuditValueLabels } from './audit-fields';
