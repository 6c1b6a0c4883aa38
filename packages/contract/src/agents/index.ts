// Agents: sales agents and what they follow.
export * from './agents';
