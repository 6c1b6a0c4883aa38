// Order issues: issues raised on an order and their thread.
export * from './order-issues';
