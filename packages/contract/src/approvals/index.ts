// Approvals: orders and quotes waiting for approval, and the approval rules.
export * from './approvals';
