// REST answers of the identity calls for tests against the fake API.
import type { CurrentUser } from '@shop/contract';

export const TOKEN = 'tok_'.padEnd(43, 'x');

export const USER: CurrentUser = {
  tipo: 'F',
  codutente: 'fiere',
  nome: 'Marta',
  cognome: 'Conti',
  email: 'marta@example.com',
  lingua: 'it',
  fiere: { dati: [{ codice: 'MAR26', descrizione: 'Marca Bologna 2026' }] },
  autorizzazioni: { promozioni: 'S' },
  richiestaCambioPassword: 'N',
  richiestaNomeCognome: 'S',
  consensi: { privacypolicy: 'S', condizionidivendita: 'N' },
  cliente: null,
  perConto: 'N',
  agente: null,
  destinazione: '/fieredetail/MAR26',
  permessi: ['dashboard.read'],
};

export const loginAnswer = {
  status: 200,
  body: { success: true, data: { token: TOKEN, scadenza: '2030-01-01T00:00:00.000Z', utente: USER } },
};
