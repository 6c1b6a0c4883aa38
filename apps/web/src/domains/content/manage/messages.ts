import { defineMessages } from 'react-intl';

export const listMessages = defineMessages({
  title: {
    id: 'management.banners.title',
    defaultMessage: 'Banner',
    description: "Title of the banners page: the header's texts and the home page's banners",
  },
  intro: {
    id: 'management.banners.intro',
    defaultMessage: 'I testi dell’intestazione e i banner della pagina iniziale, in italiano e in inglese.',
    description: 'Line under the title of the banners page',
  },
  newBanner: {
    id: 'management.banners.new',
    defaultMessage: 'Nuovo banner',
    description: 'Button: create a banner',
  },
  search: {
    id: 'management.banners.search',
    defaultMessage: 'Cerca nei titoli, nei testi e nei collegamenti',
    description: 'Label of the banners search box',
  },
  placementFilter: {
    id: 'management.banners.filter.placement',
    defaultMessage: 'Dove',
    description: 'Filter of the banners list: where the banner is shown',
  },
  stateFilter: {
    id: 'management.banners.filter.state',
    defaultMessage: 'Stato',
    description: 'Filter of the banners list: shown today, scheduled, expired, off',
  },
});

export const columnMessages = defineMessages({
  text: {
    id: 'management.banners.column.text',
    defaultMessage: 'Titolo o testo',
    description: "Banners list column: a home banner's title or a header text",
  },
  placement: {
    id: 'management.banners.column.placement',
    defaultMessage: 'Dove',
    description: 'Banners list column: where the banner is shown',
  },
  picture: {
    id: 'management.banners.column.picture',
    defaultMessage: 'Immagine',
    description: "Banners list column: the banner's picture or icon",
  },
  link: {
    id: 'management.banners.column.link',
    defaultMessage: 'Collegamento',
    description: 'Banners list column: where a click leads',
  },
  days: {
    id: 'management.banners.column.days',
    defaultMessage: 'Giorni',
    description: 'Banners list column: first and last day shown',
  },
  position: {
    id: 'management.banners.column.position',
    defaultMessage: 'Ordine',
    description: 'Banners list column: the order among banners of the same place',
  },
  state: {
    id: 'management.banners.column.state',
    defaultMessage: 'Stato',
    description: 'Banners list column: shown today, scheduled, expired, off',
  },
  noPicture: {
    id: 'management.banners.column.noPicture',
    defaultMessage: 'nessuna',
    description: 'Banners list: the banner has no picture',
  },
});

export const placementMessages = defineMessages({
  TOP_LEFT: {
    id: 'management.banners.placement.topLeft',
    defaultMessage: 'Intestazione, a sinistra',
    description: "Where a banner is shown: the header's left text",
  },
  TOP_CENTER: {
    id: 'management.banners.placement.topCenter',
    defaultMessage: 'Intestazione, al centro',
    description: "Where a banner is shown: the header's centre text",
  },
  TOP_RIGHT: {
    id: 'management.banners.placement.topRight',
    defaultMessage: 'Intestazione, a destra',
    description: "Where a banner is shown: the header's right text",
  },
  HOME: {
    id: 'management.banners.placement.home',
    defaultMessage: 'Pagina iniziale',
    description: 'Where a banner is shown: a home page banner',
  },
});

export const stateMessages = defineMessages({
  VISIBLE: {
    id: 'management.banners.state.visible',
    defaultMessage: 'Visibile',
    description: 'Banner state: active and within its days, shown today',
  },
  SCHEDULED: {
    id: 'management.banners.state.scheduled',
    defaultMessage: 'Programmato',
    description: 'Banner state: active, its first day still to come',
  },
  EXPIRED: {
    id: 'management.banners.state.expired',
    defaultMessage: 'Scaduto',
    description: 'Banner state: its last day is past',
  },
  OFF: {
    id: 'management.banners.state.off',
    defaultMessage: 'Spento',
    description: 'Banner state: switched off',
  },
});

export const fieldMessages = defineMessages({
  placement: {
    id: 'management.banners.field.placement',
    defaultMessage: 'Dove si vede',
    description: 'Field: where the banner is shown (header left/centre/right, home page)',
  },
  titleIt: {
    id: 'management.banners.field.titleIt',
    defaultMessage: 'Titolo (italiano)',
    description: "Field: a home banner's title in Italian",
  },
  titleEn: {
    id: 'management.banners.field.titleEn',
    defaultMessage: 'Titolo (inglese)',
    description: "Field: a home banner's title in English",
  },
  textIt: {
    id: 'management.banners.field.textIt',
    defaultMessage: 'Testo (italiano)',
    description: "Field: the banner's text in Italian",
  },
  textEn: {
    id: 'management.banners.field.textEn',
    defaultMessage: 'Testo (inglese)',
    description: "Field: the banner's text in English",
  },
  topTextHint: {
    id: 'management.banners.field.topTextHint',
    defaultMessage: 'Una riga, al massimo 120 caratteri.',
    description: 'Hint under a header text field',
  },
  homeTextHint: {
    id: 'management.banners.field.homeTextHint',
    defaultMessage: 'Facoltativo: una o due frasi sotto il titolo.',
    description: "Hint under a home banner's text field",
  },
  link: {
    id: 'management.banners.field.link',
    defaultMessage: 'Collegamento',
    description: 'Field: where a click on the banner leads',
  },
  linkHint: {
    id: 'management.banners.field.linkHint',
    defaultMessage: 'Un percorso del negozio (es. /offerte?type=P), un indirizzo https://, mailto: o tel:.',
    description: "Hint under the banner's link field",
  },
  picture: {
    id: 'management.banners.field.picture',
    defaultMessage: 'Immagine',
    description: "Field: a home banner's wide picture",
  },
  icon: {
    id: 'management.banners.field.icon',
    defaultMessage: 'Icona',
    description: "Field: a header text's optional icon",
  },
  pictureHint: {
    id: 'management.banners.field.pictureHint',
    defaultMessage:
      'PNG, JPEG o WebP fino a 5 MB, larga almeno 600 px: viene ritagliata in 3:1. Senza testo: il titolo le va sopra.',
    description: "Hint under a home banner's picture upload",
  },
  iconHint: {
    id: 'management.banners.field.iconHint',
    defaultMessage: 'Facoltativa: PNG, JPEG o WebP quadrata, mostrata a 16 px accanto al testo.',
    description: "Hint under a header text's icon upload",
  },
  activeAudit: {
    id: 'management.banners.field.activeAudit',
    defaultMessage: 'Attivo',
    description: "The audit log's name of the banner's on/off switch",
  },
  active: {
    id: 'management.banners.field.active',
    defaultMessage: 'Attivo: si vede nei suoi giorni',
    description: 'Checkbox: the banner is switched on (shown within its days)',
  },
});

export const recordMessages = defineMessages({
  createTitle: {
    id: 'management.banners.record.createTitle',
    defaultMessage: 'Nuovo banner',
    description: 'Title of the dialog that creates a banner',
  },
  create: {
    id: 'management.banners.record.create',
    defaultMessage: 'Crea il banner',
    description: 'Button: save the new banner',
  },
  untitled: {
    id: 'management.banners.record.untitled',
    defaultMessage: 'Banner {id}',
    description: 'Title of a banner without text',
  },
  subtitle: {
    id: 'management.banners.record.subtitle',
    defaultMessage: '{placement} · n. {id}',
    description: "Line under a banner's title: where it is shown and its number",
  },
  formTitle: {
    id: 'management.banners.record.formTitle',
    defaultMessage: 'Contenuto e giorni',
    description: "Heading of a banner's form on its page",
  },
  saved: {
    id: 'management.banners.record.saved',
    defaultMessage: 'Modifiche salvate: il negozio le mostra già.',
    description: 'A banner was saved; the storefront shows it at once',
  },
  notFoundTitle: {
    id: 'management.banners.record.notFoundTitle',
    defaultMessage: 'Banner non trovato',
    description: 'Title when a banner does not exist',
  },
  notFoundText: {
    id: 'management.banners.record.notFoundText',
    defaultMessage: 'Il banner n. {id} non esiste: forse è stato eliminato.',
    description: 'Text when a banner does not exist',
  },
  backToList: {
    id: 'management.banners.record.backToList',
    defaultMessage: 'Torna ai banner',
    description: 'Link from a missing banner back to the list',
  },
  delete: {
    id: 'management.banners.record.delete',
    defaultMessage: 'Elimina',
    description: 'Button: delete the banner',
  },
  deleteFailed: {
    id: 'management.banners.record.deleteFailed',
    defaultMessage: 'Non eliminato: {reason}',
    description: "Deleting a banner failed; the reason is the server's message or that it did not answer",
  },
  deleteTitle: {
    id: 'management.banners.record.deleteTitle',
    defaultMessage: 'Eliminare il banner?',
    description: 'Title of the question before deleting a banner',
  },
  deleteText: {
    id: 'management.banners.record.deleteText',
    defaultMessage:
      '«{name}» sparisce subito dal negozio e non si può recuperare. Per toglierlo solo per un periodo, spegnilo.',
    description: 'Text of the question before deleting a banner',
  },
});

export const previewMessages = defineMessages({
  preview: {
    id: 'management.banners.preview.title',
    defaultMessage: 'Anteprima',
    description: 'Heading of the preview of the banner as typed',
  },
  header: {
    id: 'management.banners.preview.header',
    defaultMessage: 'Nell’intestazione, con gli altri testi di oggi',
    description: "Caption of the preview of a header text: the header's line with today's other texts",
  },
  hero: {
    id: 'management.banners.preview.hero',
    defaultMessage: 'Come primo banner della pagina iniziale',
    description: 'Caption of the preview of a home banner shown large',
  },
  card: {
    id: 'management.banners.preview.card',
    defaultMessage: 'Come banner affiancato',
    description: 'Caption of the preview of a home banner shown as a smaller card',
  },
  empty: {
    id: 'management.banners.preview.empty',
    defaultMessage: 'Scrivi il testo per vedere l’anteprima.',
    description: 'The preview has nothing to show yet',
  },
});
