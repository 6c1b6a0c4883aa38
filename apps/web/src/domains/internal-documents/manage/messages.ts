import { defineMessages } from 'react-intl';

export const internalDocumentMessages = defineMessages({
  title: {
    id: 'management.intdocuments.title',
    defaultMessage: 'Documenti interni',
    description: 'Heading of the internal documents section of a client or order record',
  },
  intro: {
    id: 'management.intdocuments.intro',
    defaultMessage: 'File riservati allo staff: il cliente non li vede.',
    description: 'Text under the internal documents heading',
  },
  none: {
    id: 'management.intdocuments.none',
    defaultMessage: 'Nessun documento interno.',
    description: 'There is no internal document',
  },
  loading: {
    id: 'management.intdocuments.loading',
    defaultMessage: 'Caricamento dei documenti interni',
    description: 'Accessible name of the spinner while the documents load',
  },
  loadFailed: {
    id: 'management.intdocuments.loadFailed',
    defaultMessage: 'Non è stato possibile caricare i documenti interni.',
    description: 'The documents could not be loaded',
  },
  upload: {
    id: 'management.intdocuments.upload',
    defaultMessage: 'Carica un documento',
    description: 'Heading of the upload form',
  },
  file: {
    id: 'management.intdocuments.file',
    defaultMessage: 'File',
    description: 'Label of the file input',
  },
  fileHint: {
    id: 'management.intdocuments.fileHint',
    defaultMessage: 'PDF, JPEG, PNG, WebP, XLSX, DOCX, CSV o testo, al massimo 10 MB.',
    description: 'Hint under the file input: accepted types and size',
  },
  submit: {
    id: 'management.intdocuments.submit',
    defaultMessage: 'Carica',
    description: 'Button that uploads the document',
  },
  uploaded: {
    id: 'management.intdocuments.uploaded',
    defaultMessage: 'Documento «{title}» caricato.',
    description: 'Confirmation after an upload',
  },
  deleted: {
    id: 'management.intdocuments.deleted',
    defaultMessage: 'Documento «{title}» eliminato.',
    description: 'Confirmation after a deletion',
  },
  downloadNamed: {
    id: 'management.intdocuments.downloadNamed',
    defaultMessage: 'Scarica {title} ({file})',
    description: 'Accessible name of the download link of one document',
  },
  deleteNamed: {
    id: 'management.intdocuments.deleteNamed',
    defaultMessage: 'Elimina {title}',
    description: 'Accessible name of the delete button of one document',
  },
  confirmTitle: {
    id: 'management.intdocuments.confirmTitle',
    defaultMessage: 'Eliminare il documento?',
    description: 'Title of the confirmation before deleting a document',
  },
  confirmText: {
    id: 'management.intdocuments.confirmText',
    defaultMessage:
      '«{title}» ({file}) sarà eliminato per sempre. Il registro delle modifiche ne conserva i dati.',
    description: 'What deleting a document does',
  },
  meta: {
    id: 'management.intdocuments.meta',
    defaultMessage: '{file} · {size} · {by}, {date}',
    description: 'A document’s file name, size, uploader and date',
  },
  fileRequired: {
    id: 'management.intdocuments.fileRequired',
    defaultMessage: 'Scegli un file da caricare.',
    description: 'Error at the file input: no file chosen',
  },
  fileTooLarge: {
    id: 'management.intdocuments.fileTooLarge',
    defaultMessage: 'Il file è troppo grande: al massimo 10 MB.',
    description: 'Error at the file input: over 10 MB',
  },
  fileType: {
    id: 'management.intdocuments.fileType',
    defaultMessage: 'Tipo di file non ammesso: sono accettati PDF, JPEG, PNG, WebP, XLSX, DOCX, CSV e testo.',
    description: 'Error at the file input: a type not accepted',
  },
});
