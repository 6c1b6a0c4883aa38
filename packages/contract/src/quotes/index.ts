// Quotes: quote requests, quotes, revisions and acceptance.
export * from './quotes';
