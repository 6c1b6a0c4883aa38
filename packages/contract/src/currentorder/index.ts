// Current order: ordering for a client (the agent's current client and line discounts).
export * from './currentorder';
