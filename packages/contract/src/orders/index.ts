// Orders: the spec's order calls (storefront.ts), the orders grid and record (manage.ts), their lifecycle
// and actions, approval reasons, reorder, backorders, documents (delivery notes, invoices) and their links.
export * from './storefront';
export * from './manage';
export * from './order-lifecycle';
export * from './order-actions';
export * from './approval-reasons';
export * from './reorder';
export * from './backorders';
export * from './documents';
export * from './document-links';
