// Quick order: many lines by code at once.
export * from './quickorder';
