// The client's fields as the audit log names them (the API's REST field names) → their labels.
import { defineMessages } from 'react-intl';

/** The audit log's field names of a client (as the API logs them) → their labels. */
export const auditFieldMessages = defineMessages({
  ragioneSociale: {
    id: 'management.client.audit.ragioneSociale',
    defaultMessage: 'Ragione sociale',
    description: 'Audit field',
  },
  partitaIva: {
    id: 'management.client.audit.partitaIva',
    defaultMessage: 'Partita IVA',
    description: 'Audit field',
  },
  codiceFiscale: {
    id: 'management.client.audit.codiceFiscale',
    defaultMessage: 'Codice fiscale',
    description: 'Audit field',
  },
  email: { id: 'management.client.audit.email', defaultMessage: 'E-mail', description: 'Audit field' },
  telefono: {
    id: 'management.client.audit.telefono',
    defaultMessage: 'Telefono',
    description: 'Audit field',
  },
  indirizzo: {
    id: 'management.client.audit.indirizzo',
    defaultMessage: 'Indirizzo',
    description: 'Audit field',
  },
  cap: { id: 'management.client.audit.cap', defaultMessage: 'CAP', description: 'Audit field' },
  citta: { id: 'management.client.audit.citta', defaultMessage: 'Città', description: 'Audit field' },
  provincia: {
    id: 'management.client.audit.provincia',
    defaultMessage: 'Provincia',
    description: 'Audit field',
  },
  nazione: { id: 'management.client.audit.nazione', defaultMessage: 'Nazione', description: 'Audit field' },
  listino: { id: 'management.client.audit.listino', defaultMessage: 'Listino', description: 'Audit field' },
  sconti: { id: 'management.client.audit.sconti', defaultMessage: 'Sconti', description: 'Audit field' },
  pagamento: {
    id: 'management.client.audit.pagamento',
    defaultMessage: 'Pagamento',
    description: 'Audit field',
  },
  fido: { id: 'management.client.audit.fido', defaultMessage: 'Fido', description: 'Audit field' },
  agente: { id: 'management.client.audit.agente', defaultMessage: 'Agente', description: 'Audit field' },
  nota: { id: 'management.client.audit.nota', defaultMessage: 'Nota', description: 'Audit field' },
  'destinazione.descrizione': {
    id: 'management.client.audit.destinazione.descrizione',
    defaultMessage: 'Destinazione: descrizione',
    description: 'Audit field',
  },
  'destinazione.indirizzo': {
    id: 'management.client.audit.destinazione.indirizzo',
    defaultMessage: 'Destinazione: indirizzo',
    description: 'Audit field',
  },
  'destinazione.cap': {
    id: 'management.client.audit.destinazione.cap',
    defaultMessage: 'Destinazione: CAP',
    description: 'Audit field',
  },
  'destinazione.citta': {
    id: 'management.client.audit.destinazione.citta',
    defaultMessage: 'Destinazione: città',
    description: 'Audit field',
  },
  'destinazione.provincia': {
    id: 'management.client.audit.destinazione.provincia',
    defaultMessage: 'Destinazione: provincia',
    description: 'Audit field',
  },
  'destinazione.nazione': {
    id: 'management.client.audit.destinazione.nazione',
    defaultMessage: 'Destinazione: nazione',
    description: 'Audit field',
  },
  'destinazione.predefinito': {
    id: 'management.client.audit.destinazione.predefinito',
    defaultMessage: 'Destinazione: predefinita',
    description: 'Audit field',
  },
  'contatto.nome': {
    id: 'management.client.audit.contatto.nome',
    defaultMessage: 'Contatto: nome',
    description: 'Audit field',
  },
  'contatto.ruolo': {
    id: 'management.client.audit.contatto.ruolo',
    defaultMessage: 'Contatto: ruolo',
    description: 'Audit field',
  },
  'contatto.email': {
    id: 'management.client.audit.contatto.email',
    defaultMessage: 'Contatto: e-mail',
    description: 'Audit field',
  },
  'contatto.telefono': {
    id: 'management.client.audit.contatto.telefono',
    defaultMessage: 'Contatto: telefono',
    description: 'Audit field',
  },
});
