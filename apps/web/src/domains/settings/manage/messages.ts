// The texts of the shop's settings (/tools/settings) and of the configuration entries by tipo
// (/tablemanagement).
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';

export const settingsMessages = defineMessages({
  title: {
    id: 'management.settings.title',
    defaultMessage: 'Impostazioni del negozio',
    description: 'Heading of /tools/settings',
  },
  intro: {
    id: 'management.settings.intro',
    defaultMessage: 'Le modifiche valgono subito per tutto il negozio.',
    description: 'Line under the heading of /tools/settings',
  },
  groupPrices: {
    id: 'management.settings.group.prices',
    defaultMessage: 'Prezzi',
    description: 'Group of settings: decimals, price lists, prices for visitors',
  },
  groupLanguage: {
    id: 'management.settings.group.language',
    defaultMessage: 'Lingue',
    description: 'Group of settings: the English option',
  },
  pageSize: {
    id: 'management.settings.pageSize',
    defaultMessage: 'Prodotti per pagina nel catalogo (clienti)',
    description: 'Setting Set_NumRes_B2B: products per page for business customers',
  },
  internalPageSize: {
    id: 'management.settings.internalPageSize',
    defaultMessage: 'Prodotti per pagina nel catalogo (area interna)',
    description: 'Setting Set_NumRes_INT: products per page for staff and agents',
  },
  pageSizeHint: {
    id: 'management.settings.pageSizeHint',
    defaultMessage: 'Da {min} a {max}.',
    description: 'Hint of a number setting: its bounds',
  },
  smallScreenBanner: {
    id: 'management.settings.smallScreenBanner',
    defaultMessage: 'Banner in alto anche sugli schermi piccoli',
    description: 'Setting Set_Ban_XS_Visible',
  },
  showSecondCode: {
    id: 'management.settings.showSecondCode',
    defaultMessage: 'Colonna del secondo codice articolo negli elenchi',
    description: 'Setting Set_Col_CodArt2',
  },
  priceDecimals: {
    id: 'management.settings.priceDecimals',
    defaultMessage: 'Decimali dei prezzi (clienti)',
    description: 'Setting Set_Round',
  },
  internalPriceDecimals: {
    id: 'management.settings.internalPriceDecimals',
    defaultMessage: 'Decimali dei prezzi (area interna)',
    description: 'Setting Set_RoundInt',
  },
  p1: {
    id: 'management.settings.p1',
    defaultMessage: 'Listino 1 (area interna)',
    description: 'Setting Parametro1: a price list selector',
  },
  p1B2B: {
    id: 'management.settings.p1B2B',
    defaultMessage: 'Listino 1 (clienti)',
    description: 'Setting Parametro1B2B: a price list selector',
  },
  p2: {
    id: 'management.settings.p2',
    defaultMessage: 'Listino 2',
    description: 'Setting Parametro2: a price list selector',
  },
  p3: {
    id: 'management.settings.p3',
    defaultMessage: 'Listino 3',
    description: 'Setting Parametro3: a price list selector',
  },
  notSet: {
    id: 'management.settings.notSet',
    defaultMessage: 'Non impostato',
    description: 'Option of a setting that has no value',
  },
  visitorPrices: {
    id: 'management.settings.visitorPrices',
    defaultMessage: 'I visitatori vedono i prezzi',
    description: 'Setting Set_PrezziVisitatori',
  },
  quantityMode: {
    id: 'management.settings.quantityMode',
    defaultMessage: 'Pulsanti della quantità (area interna)',
    description: 'Setting Set_AddRemoveQta',
  },
  businessQuantityMode: {
    id: 'management.settings.businessQuantityMode',
    defaultMessage: 'Pulsanti della quantità (clienti)',
    description: 'Setting Set_AddRemoveQtaB2B',
  },
  modeCF: {
    id: 'management.settings.mode.CF',
    defaultMessage: 'Per confezione',
    description: 'Quantity mode CF: the buttons step by selling pack',
  },
  modePZ: {
    id: 'management.settings.mode.PZ',
    defaultMessage: 'Per pezzo',
    description: 'Quantity mode PZ: the buttons step by piece',
  },
  defaultOrderType: {
    id: 'management.settings.defaultOrderType',
    defaultMessage: 'Tipo d’ordine del gestionale per gli ordini del sito',
    description: 'Setting Default_TipoOrdine',
  },
  defaultOrderTypeHint: {
    id: 'management.settings.defaultOrderTypeHint',
    defaultMessage:
      'Il codice con cui il gestionale registra gli ordini arrivati dal sito (per esempio ORD): da 1 a 8 lettere o cifre; se lasci vuoto resta quello salvato. I clienti non lo vedono.',
    description: 'Hint of the default order type setting',
  },
  visitorCart: {
    id: 'management.settings.visitorCart',
    defaultMessage: 'I visitatori possono riempire un carrello',
    description: 'Setting Set_CarrelloVisitatori',
  },
  englishEnabled: {
    id: 'management.settings.englishEnabled',
    defaultMessage: 'Offri il negozio anche in inglese',
    description: 'Setting Set_LinguaEN',
  },
  save: {
    id: 'management.settings.save',
    defaultMessage: 'Salva le impostazioni',
    description: 'Submit button of the settings form',
  },
  loadFailed: {
    id: 'management.settings.loadFailed',
    defaultMessage: 'Non è stato possibile caricare i dati. Riprova.',
    description: 'Error when the settings or entries could not be loaded',
  },
});

export const entryMessages = defineMessages({
  intro: {
    id: 'management.entries.intro',
    defaultMessage: 'Menu, piè di pagina, messaggi e riquadri di assistenza, in italiano e in inglese.',
    description: 'Line under the heading of /tablemanagement',
  },
  tipo: {
    id: 'management.entries.tipo',
    defaultMessage: 'Tipo di voce',
    description: 'Label of the chooser of the configuration tipo',
  },
  count: {
    id: 'management.entries.count',
    defaultMessage: '{count, plural, one {# voce} other {# voci}} (al massimo {max})',
    description: 'How many entries the tipo has and its limit',
  },
  countPerColumn: {
    id: 'management.entries.countPerColumn',
    defaultMessage: '{count, plural, one {# voce} other {# voci}} (al massimo {max} per colonna)',
    description: 'How many entries a footer-like tipo has and its limit per column',
  },
  column: {
    id: 'management.entries.column',
    defaultMessage: 'Colonna {column}',
    description: 'Heading of a footer or bottom-menu column',
  },
  empty: {
    id: 'management.entries.empty',
    defaultMessage: 'Nessuna voce.',
    description: 'The tipo has no entries',
  },
  add: {
    id: 'management.entries.add',
    defaultMessage: 'Nuova voce',
    description: 'Button that opens the form of a new entry',
  },
  addTitle: {
    id: 'management.entries.addTitle',
    defaultMessage: 'Nuova voce: {tipo}',
    description: 'Title of the new entry dialog',
  },
  editTitle: {
    id: 'management.entries.editTitle',
    defaultMessage: 'Modifica la voce {name}',
    description: 'Title of the edit entry dialog',
  },
  editLabel: {
    id: 'management.entries.editLabel',
    defaultMessage: 'Modifica {name}',
    description: 'Accessible name of the edit button of an entry',
  },
  removeLabel: {
    id: 'management.entries.removeLabel',
    defaultMessage: 'Elimina {name}',
    description: 'Accessible name of the delete button of an entry',
  },
  removeTitle: {
    id: 'management.entries.removeTitle',
    defaultMessage: 'Eliminare la voce?',
    description: 'Title of the question before deleting an entry',
  },
  removeText: {
    id: 'management.entries.removeText',
    defaultMessage: '«{name}» sparirà subito dal negozio, in italiano e in inglese.',
    description: 'What deleting an entry does',
  },
  moveUp: {
    id: 'management.entries.moveUp',
    defaultMessage: 'Sposta su {name}',
    description: 'Accessible name of the button that moves an entry up',
  },
  moveDown: {
    id: 'management.entries.moveDown',
    defaultMessage: 'Sposta giù {name}',
    description: 'Accessible name of the button that moves an entry down',
  },
  actionFailed: {
    id: 'management.entries.actionFailed',
    defaultMessage: 'Non è stato possibile salvare: {reason}',
    description: 'Error after a failed delete or move',
  },
  untitled: {
    id: 'management.entries.untitled',
    defaultMessage: '(senza titolo)',
    description: 'Name of an entry without a title',
  },
  sectionTitleBadge: {
    id: 'management.entries.sectionTitleBadge',
    defaultMessage: 'Titolo di sezione',
    description: 'Badge of a footer entry that is a section title',
  },
  linkHint: {
    id: 'management.entries.field.linkHint',
    defaultMessage: 'Un percorso del negozio (/offerte) o un indirizzo https://, mailto: o tel:.',
    description: 'Hint of the link field',
  },
  iconHint: {
    id: 'management.entries.field.iconHint',
    defaultMessage: 'Nome dell’icona: lettere minuscole, cifre e trattini.',
    description: 'Hint of the icon field',
  },
  social: {
    id: 'management.entries.field.social',
    defaultMessage: 'Social network',
    description: 'Field of an entry: the social network of an icon',
  },
  noSocial: {
    id: 'management.entries.field.noSocial',
    defaultMessage: 'Nessuno',
    description: 'Option: no social network',
  },
  columnField: {
    id: 'management.entries.field.column',
    defaultMessage: 'Colonna',
    description: 'Field of a footer entry: its column 1 to 4',
  },
  isSectionTitle: {
    id: 'management.entries.field.isSectionTitle',
    defaultMessage: 'Titolo di sezione (senza collegamento)',
    description: 'Field of a footer entry',
  },
  previewDraft: {
    id: 'management.entries.previewDraft',
    defaultMessage: 'Mostra l’anteprima',
    description: 'Button of the entry form that previews the entry as typed',
  },
  previewEmpty: {
    id: 'management.entries.previewEmpty',
    defaultMessage: 'Il negozio non mostra nulla per questo tipo.',
    description: 'The preview has nothing to show',
  },
  previewFailed: {
    id: 'management.entries.previewFailed',
    defaultMessage: 'Anteprima non disponibile.',
    description: 'The preview could not be loaded',
  },
});

/** The names of the tipi in the chooser (grouped as the contract groups them). */
export const tipoMessages = defineMessages({
  Menu: commonMessages.mainMenu,
  LeftMenu: {
    id: 'management.entries.tipo.LeftMenu',
    defaultMessage: 'Menu laterale',
    description: 'Config tipo LeftMenu',
  },
  BottomMenu: {
    id: 'management.entries.tipo.BottomMenu',
    defaultMessage: 'Menu in fondo alla pagina',
    description: 'Config tipo BottomMenu (links and social icons in columns)',
  },
  Footer: {
    id: 'management.entries.tipo.Footer',
    defaultMessage: 'Piè di pagina',
    description: 'Config tipo Footer (text lines in columns)',
  },
  Msg01: {
    id: 'management.entries.tipo.Msg01',
    defaultMessage: 'Avviso in alto',
    description: 'Config tipo Msg01: the top notice',
  },
  Message: {
    id: 'management.entries.tipo.Message',
    defaultMessage: 'Messaggio del carrello',
    description: 'Config tipo Message: the cart message',
  },
  Assistenza_Contatti: {
    id: 'management.entries.tipo.Assistenza_Contatti',
    defaultMessage: 'Assistenza: contatti',
    description: 'Config tipo Assistenza_Contatti',
  },
  Assistenza_Video: {
    id: 'management.entries.tipo.Assistenza_Video',
    defaultMessage: 'Assistenza: video',
    description: 'Config tipo Assistenza_Video',
  },
  Assistenza_Url: {
    id: 'management.entries.tipo.Assistenza_Url',
    defaultMessage: 'Assistenza: collegamento',
    description: 'Config tipo Assistenza_Url',
  },
  Assistenza_Html: {
    id: 'management.entries.tipo.Assistenza_Html',
    defaultMessage: 'Assistenza: riquadro HTML',
    description: 'Config tipo Assistenza_Html',
  },
  Assistenza_Faq: {
    id: 'management.entries.tipo.Assistenza_Faq',
    defaultMessage: 'Assistenza: domande frequenti',
    description: 'Config tipo Assistenza_Faq',
  },
  PrivacyPolicy: {
    id: 'management.entries.tipo.PrivacyPolicy',
    defaultMessage: 'Informativa privacy (collegamento)',
    description: 'Config tipo PrivacyPolicy',
  },
  CookiePolicy: {
    id: 'management.entries.tipo.CookiePolicy',
    defaultMessage: 'Informativa cookie (collegamento)',
    description: 'Config tipo CookiePolicy',
  },
  RegButtonPri: {
    id: 'management.entries.tipo.RegButtonPri',
    defaultMessage: 'Registrazione: privati',
    description: 'Config tipo RegButtonPri',
  },
  RegButtonAzi: {
    id: 'management.entries.tipo.RegButtonAzi',
    defaultMessage: 'Registrazione: aziende',
    description: 'Config tipo RegButtonAzi',
  },
  RegButtonCli: {
    id: 'management.entries.tipo.RegButtonCli',
    defaultMessage: 'Registrazione: già clienti',
    description: 'Config tipo RegButtonCli',
  },
  Form: {
    id: 'management.entries.tipo.Form',
    defaultMessage: 'Campi del modulo di contatto',
    description: 'Config tipo Form',
  },
});

/** The groups of tipi in the chooser (the contract's ENTRY_GROUPS). */
export const entryGroupMessages = defineMessages({
  menus: {
    id: 'management.entries.group.menus',
    defaultMessage: 'Menu',
    description: 'Group of config tipi',
  },
  footer: {
    id: 'management.entries.group.footer',
    defaultMessage: 'Fondo pagina',
    description: 'Group of config tipi: footer and bottom menu',
  },
  messages: commonMessages.messages,
  help: {
    id: 'management.entries.group.help',
    defaultMessage: 'Assistenza',
    description: 'Group of config tipi: help boxes',
  },
  policies: {
    id: 'management.entries.group.policies',
    defaultMessage: 'Informative',
    description: 'Group of config tipi: privacy and cookie policy links',
  },
  registration: {
    id: 'management.entries.group.registration',
    defaultMessage: 'Registrazione',
    description: 'Group of config tipi: registration buttons',
  },
  form: {
    id: 'management.entries.group.form',
    defaultMessage: 'Modulo di contatto',
    description: 'Group of config tipi: contact form fields',
  },
});
