// Returns: return requests, decisions and credit notes, and the links to them.
export * from './returns';
export * from './return-links';
