// The client's fields as the audit log names them (the API's REST field names) → their labels.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { orderAuditFieldMessages } from '../../orders/manage/index';

/** The audit log's field names of a client (as the API logs them) → their labels. */
export const auditFieldMessages = {
  // The client's log holds the orders placed for it and their invoices too.
  ...orderAuditFieldMessages,
  ...defineMessages({
    ragioneSociale: commonMessages.companyName,
    partitaIva: commonMessages.vatNumber,
    codiceFiscale: commonMessages.fiscalCode,
    email: manageCommonMessages.eMail,
    telefono: commonMessages.phone,
    indirizzo: manageCommonMessages.street,
    cap: manageCommonMessages.postcode,
    citta: manageCommonMessages.city,
    provincia: manageCommonMessages.province,
    nazione: manageCommonMessages.country,
    listino: manageCommonMessages.priceList,
    sconti: commonMessages.discounts,
    pagamento: manageCommonMessages.paymentTerms,
    fido: manageCommonMessages.creditLimit,
    agente: commonMessages.agent,
    nota: manageCommonMessages.note,
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
    'contatto.nome': manageCommonMessages.contactName,
    'contatto.ruolo': manageCommonMessages.contactRole,
    'contatto.email': manageCommonMessages.contactEMail,
    'contatto.telefono': manageCommonMessages.contactPhone,
  }),
};
