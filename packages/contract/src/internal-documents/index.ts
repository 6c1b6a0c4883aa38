// Internal documents: files staff attach to clients and orders.
export * from './internal-documents';
