import { defineMessages } from 'react-intl';

export const legalMessages = defineMessages({
  cookiesTitle: {
    id: 'legal.cookies.title',
    defaultMessage: 'Cookie policy',
    description: 'Heading of the cookie policy page when the shop has no CookiePolicy entry',
  },
  saleConditionsTitle: {
    id: 'legal.saleConditions.title',
    defaultMessage: 'Condizioni di vendita',
    description: 'Heading of the page with the general terms of sale',
  },
  loading: {
    id: 'legal.loading',
    defaultMessage: 'Caricamento del testo…',
    description: 'Accessible name of the spinner while a legal text loads',
  },
  loadFailed: {
    id: 'legal.loadFailed',
    defaultMessage: 'Non è stato possibile caricare il testo. Controlla la connessione e riprova.',
    description: 'Shown when a legal text could not be loaded',
  },
  manageConsents: {
    id: 'legal.privacy.manageConsents',
    defaultMessage: 'Vedi e modifica i tuoi consensi',
    description: 'Link from the privacy policy to the signed-in customer’s consents page',
  },
  categoriesHeading: {
    id: 'legal.cookies.categoriesHeading',
    defaultMessage: 'Le categorie di cookie',
    description: 'Heading of the cookie categories on the cookie policy page',
  },
  noAnalytics: {
    id: 'legal.cookies.noAnalytics',
    defaultMessage:
      'Oggi il negozio non usa strumenti statistici: non salva cookie statistici, qualunque sia la scelta.',
    description: 'Under the statistics cookies category: the shop loads no analytics today',
  },
  storedHeading: {
    id: 'legal.cookies.storedHeading',
    defaultMessage: 'Cosa salva il negozio nel tuo browser',
    description: 'Heading of the list of cookies and stored values on the cookie policy page',
  },
  storedCaption: {
    id: 'legal.cookies.storedCaption',
    defaultMessage: 'Cookie e dati salvati dal negozio, tutti essenziali',
    description: 'Accessible name of the list of cookies and stored values',
  },
  columnPurpose: {
    id: 'legal.cookies.column.purpose',
    defaultMessage: 'A cosa serve',
    description: 'Label: what it is for',
  },
  columnDuration: {
    id: 'legal.cookies.column.duration',
    defaultMessage: 'Durata',
    description: 'Label: how long it is kept',
  },
  kindCookie: {
    id: 'legal.cookies.kind.cookie',
    defaultMessage: 'Cookie tecnico',
    description: 'Kind of stored value: a technical cookie',
  },
  kindLocal: {
    id: 'legal.cookies.kind.local',
    defaultMessage: 'Memoria del browser',
    description: 'Kind of stored value: the browser’s local storage (kept across visits)',
  },
  kindTab: {
    id: 'legal.cookies.kind.tab',
    defaultMessage: 'Memoria della scheda',
    description: 'Kind of stored value: the browser tab’s session storage',
  },
  purposeSession: {
    id: 'legal.cookies.purpose.session',
    defaultMessage: 'Tiene aperto l’accesso di chi ha fatto il login (non è leggibile dalle pagine)',
    description: 'What the session cookie is for',
  },
  purposeSessionId: {
    id: 'legal.cookies.purpose.sessionId',
    defaultMessage: 'Riconosce il carrello di chi non ha fatto l’accesso',
    description: 'What the anonymous session id is for',
  },
  purposeListingView: {
    id: 'legal.cookies.purpose.listingView',
    defaultMessage: 'Ricorda se elenchi i prodotti in schede o in elenco',
    description: 'What the stored listing view (cards or dense list) is for',
  },
  purposeConsent: {
    id: 'legal.cookies.purpose.consent',
    defaultMessage: 'Ricorda la tua scelta sui cookie',
    description: 'What the stored cookie choice is for',
  },
  purposeQuickOrderDraft: {
    id: 'legal.cookies.purpose.quickOrderDraft',
    defaultMessage:
      'Conserva le righe dell’ordine rapido non ancora aggiunte al carrello, per utente e cliente servito',
    description: 'What quick order’s draft rows kept for the browser tab are for',
  },
  purposeTab: {
    id: 'legal.cookies.purpose.tab',
    defaultMessage: 'Ricorda l’avviso chiuso e il tipo di utente, per mostrare subito la pagina giusta',
    description: 'What the values kept for the browser tab are for',
  },
  durationSession: {
    id: 'legal.cookies.duration.session',
    defaultMessage: 'Fino all’uscita o alla scadenza della sessione',
    description: 'How long the session cookie lasts',
  },
  durationKept: {
    id: 'legal.cookies.duration.kept',
    defaultMessage: 'Finché non cancelli i dati del sito',
    description: 'How long the anonymous session id is kept',
  },
  durationYear: {
    id: 'legal.cookies.duration.year',
    defaultMessage: 'Un anno, poi la scelta ti viene chiesta di nuovo',
    description: 'How long the cookie choice is kept',
  },
  durationTab: {
    id: 'legal.cookies.duration.tab',
    defaultMessage: 'Fino alla chiusura della scheda',
    description: 'How long the values kept for the browser tab last',
  },
});
