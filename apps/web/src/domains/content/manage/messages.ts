import { defineMessages } from 'react-intl';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

export const listMessages = defineMessages({
  intro: {
    id: 'management.banners.intro',
    defaultMessage: 'I testi dell’intestazione e i banner della pagina iniziale, in italiano e in inglese.',
    description: 'Line under the title of the banners page',
  },
  search: {
    id: 'management.banners.search',
    defaultMessage: 'Cerca nei titoli, nei testi e nei collegamenti',
    description: 'Label of the banners search box',
  },
});

export const columnMessages = defineMessages({
  text: {
    id: 'management.banners.column.text',
    defaultMessage: 'Titolo o testo',
    description: "Banners list column: a home banner's title or a header text",
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
  EXPIRED: commonMessages.expired,
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
  titleIt: manageCommonMessages.titleItalian,
  titleEn: manageCommonMessages.titleEnglish,
  textIt: manageCommonMessages.textItalian,
  textEn: manageCommonMessages.textEnglish,
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
  link: manageCommonMessages.link,
  linkHint: {
    id: 'management.banners.field.linkHint',
    defaultMessage: 'Un percorso del negozio (es. /offerte?type=P), un indirizzo https://, mailto: o tel:.',
    description: "Hint under the banner's link field",
  },
  picture: manageCommonMessages.picture,
  icon: manageCommonMessages.icon,
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
  activeAudit: manageCommonMessages.active,
  active: {
    id: 'management.banners.field.active',
    defaultMessage: 'Attivo: si vede nei suoi giorni',
    description: 'Checkbox: the banner is switched on (shown within its days)',
  },
});

export const recordMessages = defineMessages({
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
