import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../common-messages';

/** What banners and promotions share: the picture upload, the days, the languages, the preview. */
export const contentMessages = defineMessages({
  uploading: {
    id: 'management.content.image.uploading',
    defaultMessage: 'Caricamento dell’immagine…',
    description: 'Shown while a picture is being uploaded',
  },
  uploaded: {
    id: 'management.content.image.uploaded',
    defaultMessage: 'Immagine caricata: sarà usata al salvataggio.',
    description: 'A picture was uploaded; it is stored with the record when the form is saved',
  },
  removeImage: {
    id: 'management.content.image.remove',
    defaultMessage: 'Togli l’immagine',
    description: 'Button: remove the picture from the record (saved with the form)',
  },
  noImage: {
    id: 'management.content.image.none',
    defaultMessage: 'Nessuna immagine.',
    description: 'The record has no picture',
  },
  imagePreview: {
    id: 'management.content.image.preview',
    defaultMessage: 'Immagine attuale',
    description: 'Accessible name of the thumbnail of the picture chosen',
  },
  uploadUnreachable: {
    id: 'management.content.image.unreachable',
    defaultMessage: 'Il caricamento non è riuscito: il servizio non risponde. Riprova.',
    description: 'A picture upload got no answer; nothing typed in the form is lost',
  },
  uploadRefused: {
    id: 'management.content.image.refused',
    defaultMessage: 'Immagine rifiutata: {reason}',
    description: "A picture upload was refused; the reason is the server's translated message",
  },
  from: commonMessages.from,
  to: commonMessages.to,
  openDaysHint: {
    id: 'management.content.openDaysHint',
    defaultMessage: 'Vuoto: senza limite.',
    description: 'Hint under an optional date: empty means no limit',
  },
  days: {
    id: 'management.content.days',
    defaultMessage: '{from} – {to}',
    description: 'A period in a list: first and last day (each may be "sempre")',
  },
  always: {
    id: 'management.content.always',
    defaultMessage: 'sempre',
    description: 'An open start or end of a period in a list',
  },
  italian: manageCommonMessages.italian,
  english: manageCommonMessages.english,
  preview: manageCommonMessages.preview,
  previewLanguage: manageCommonMessages.languageOfThePreview,
  position: commonMessages.order,
  positionHint: {
    id: 'management.content.positionHint',
    defaultMessage: 'I numeri più bassi vengono prima.',
    description: 'Hint under the order field',
  },
  loading: commonMessages.loading,
  loadFailed: {
    id: 'management.content.loadFailed',
    defaultMessage: 'Non è stato possibile caricare i dati.',
    description: 'A record could not be loaded',
  },
  retry: commonMessages.tryAgain,
  actionFailed: manageCommonMessages.itDidNotWork,
});
