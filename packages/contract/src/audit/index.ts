// Audit: the audit trail of management changes.
export * from './audit';
