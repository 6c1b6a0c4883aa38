// The seller printed on every delivery note and invoice: the shop's company (fictitious, as the footer
// of the demo shop shows it). Each document keeps a copy as it was on its day (documents.issuer).
import type { DocumentIssuer } from '@shop/contract';

export const SHOP_COMPANY: DocumentIssuer = {
  ragioneSociale: 'Ingrosso Bellini S.p.A.',
  partitaIva: 'IT03958270371',
  codiceFiscale: '03958270371',
  indirizzo: "Via dell'Industria 24",
  cap: '40138',
  citta: 'Bologna',
  provincia: 'BO',
  nazione: 'IT',
  telefono: '+39 051 634 2190',
  email: 'ordini@ingrossobellini.it',
  pec: 'ingrossobellini@pec.it',
  rea: 'BO-412587',
  capitaleSociale: '€ 500.000 i.v.',
};
