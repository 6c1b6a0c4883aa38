// Fairs: the trade fairs a fair user works at.
export * from './fairs';
