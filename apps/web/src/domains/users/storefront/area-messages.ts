import { defineMessages } from 'react-intl';

/** Texts of the customer's account area beyond the landing page (profile, password, consents). */
export const areaMessages = defineMessages({
  nav: {
    id: 'account.nav.label',
    defaultMessage: 'Il tuo account',
    description: 'Label of the account navigation',
  },
  navBackorders: {
    id: 'account.nav.backorders',
    defaultMessage: 'Merce da ricevere',
    description: 'Account navigation: the order lines not yet shipped in full',
  },
  names: {
    id: 'account.profile.names',
    defaultMessage: 'Nome e cognome',
    description: 'Label: first and last name',
  },
  company: { id: 'account.company.heading', defaultMessage: 'Azienda', description: 'Heading: the company' },
  clientCode: {
    id: 'account.company.code',
    defaultMessage: 'Codice cliente',
    description: 'Label: client code',
  },
  payment: {
    id: 'account.company.payment',
    defaultMessage: 'Pagamento',
    description: 'Label: payment terms',
  },
  addresses: {
    id: 'account.addresses.heading',
    defaultMessage: 'Indirizzi di consegna',
    description: 'Heading: delivery addresses',
  },
  defaultAddress: {
    id: 'account.addresses.default',
    defaultMessage: 'Predefinito',
    description: 'Badge of the default delivery address',
  },
  noAddresses: {
    id: 'account.addresses.none',
    defaultMessage: 'Nessun indirizzo di consegna: gli ordini vanno alla sede legale.',
    description: 'The company has no delivery addresses',
  },
  addressesHelp: {
    id: 'account.addresses.help',
    defaultMessage: 'Per aggiungere o cambiare un indirizzo contatta il tuo agente o il servizio clienti.',
    description: 'How to change the addresses (they are kept by the back office)',
  },
  companyFailed: {
    id: 'account.company.failed',
    defaultMessage: 'Non è stato possibile caricare i dati dell’azienda.',
    description: 'The company data could not be loaded',
  },
  recentOrders: {
    id: 'account.next.orders',
    defaultMessage: 'Vedi i tuoi ordini e riordina',
    description: 'Link to the order history',
  },
  passwordIntro: {
    id: 'account.password.intro',
    defaultMessage: 'Dopo il cambio restano valide solo questa sessione e la nuova password.',
    description: 'What happens when the password changes',
  },
  passwordChanged: {
    id: 'account.password.changed',
    defaultMessage: 'Password cambiata.',
    description: 'Success message of the password change',
  },
  accepted: {
    id: 'account.consents.accepted',
    defaultMessage: 'Accettate',
    description: 'A policy is accepted',
  },
  notAccepted: {
    id: 'account.consents.notAccepted',
    defaultMessage: 'Non accettate',
    description: 'A policy is not accepted',
  },
  policyItems: {
    id: 'account.consents.items',
    defaultMessage: 'Voci del documento',
    description: 'Heading: the items of a policy document',
  },
  cookies: {
    id: 'account.consents.cookies',
    defaultMessage: 'Cookie',
    description: 'Heading: cookie preferences',
  },
  cookieEssential: {
    id: 'account.consents.essential',
    defaultMessage: 'Cookie tecnici: sempre attivi',
    description: 'Essential cookies are always on',
  },
  cookieAnalyticsOn: {
    id: 'account.consents.analyticsOn',
    defaultMessage: 'Cookie analitici: consentiti',
    description: 'Analytics cookies are allowed',
  },
  cookieAnalyticsOff: {
    id: 'account.consents.analyticsOff',
    defaultMessage: 'Cookie analitici: non consentiti',
    description: 'Analytics cookies are not allowed',
  },
  cookieExpiry: {
    id: 'account.consents.expiry',
    defaultMessage: 'Scelta valida fino al {date}',
    description: 'When the cookie choice expires',
  },
  cookieNone: {
    id: 'account.consents.cookieNone',
    defaultMessage: 'Non hai ancora scelto le preferenze sui cookie in questo browser.',
    description: 'No cookie choice stored',
  },
  cookieChange: {
    id: 'account.consents.change',
    defaultMessage: 'Cambia le preferenze sui cookie',
    description: 'Button reopening the cookie dialog',
  },
  cookieNote: {
    id: 'account.consents.cookieNote',
    defaultMessage: 'La scelta sui cookie è di questo browser, non del tuo utente.',
    description: 'Cookie consent is stored per browser',
  },
});
