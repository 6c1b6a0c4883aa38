import { defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  title: {
    id: 'consent.title',
    defaultMessage: 'Cookie e privacy',
    description: 'Title of the cookie consent dialog when the shop configuration has no CookiePolicy title',
  },
  intro: {
    id: 'consent.intro',
    defaultMessage:
      'Usiamo cookie essenziali per far funzionare il negozio (sessione, carrello, lingua) e, solo con il tuo consenso, cookie statistici per capire come viene usato il sito.',
    description: 'Explanation at the top of the cookie consent dialog',
  },
  policyLink: {
    id: 'consent.policyLink',
    defaultMessage: 'Leggi la {title} (si apre in una nuova scheda)',
    description:
      'Link to the cookie policy page from the consent dialog; {title} is the policy title from the config',
  },
  essential: {
    id: 'consent.essential.label',
    defaultMessage: 'Cookie essenziali',
    description: 'Label of the always-on essential cookies switch',
  },
  essentialHelp: {
    id: 'consent.essential.help',
    defaultMessage: 'Sempre attivi: servono al funzionamento del sito e non si possono disattivare.',
    description: 'Explains why the essential cookies switch is on and cannot be changed',
  },
  analytics: {
    id: 'consent.analytics.label',
    defaultMessage: 'Cookie statistici',
    description: 'Label of the analytics cookies switch',
  },
  analyticsHelp: {
    id: 'consent.analytics.help',
    defaultMessage: 'Ci aiutano a migliorare il negozio misurando in forma aggregata le pagine visitate.',
    description: 'What the analytics cookies are for',
  },
  saveSettings: {
    id: 'consent.saveSettings',
    defaultMessage: 'Salva impostazioni',
    description: 'Button that stores the cookie choice as set by the switches',
  },
  acceptAll: {
    id: 'consent.acceptAll',
    defaultMessage: 'Accetta tutti',
    description: 'Button that accepts essential and analytics cookies',
  },
  close: {
    id: 'consent.close',
    defaultMessage: 'Chiudi senza modificare',
    description: 'Accessible name of the close button of the cookie dialog opened again from the footer',
  },
  preferences: {
    id: 'consent.preferencesLink',
    defaultMessage: 'Preferenze cookie',
    description: 'Footer link that opens the cookie consent dialog again',
  },
});
