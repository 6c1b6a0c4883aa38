// Clients: the client register of the reserved area.
export * from './clients';
