// The texts of /altmanagement: the privacy policy and the sale conditions as versions.
import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const policyMessages = defineMessages({
  title: {
    id: 'management.policies.title',
    defaultMessage: 'Privacy e condizioni di vendita',
    description: 'Heading of /altmanagement',
  },
  intro: {
    id: 'management.policies.intro',
    defaultMessage: 'Ogni nuova versione pubblicata va accettata di nuovo da tutti i clienti.',
    description: 'Line under the heading of /altmanagement',
  },
  documents: commonMessages.document,
  PRIVACY: commonMessages.privacyPolicy,
  SALE_CONDITIONS: commonMessages.saleConditions,
  versions: {
    id: 'management.policies.versions',
    defaultMessage: 'Versioni',
    description: 'Heading of the list of versions of a document',
  },
  noVersions: {
    id: 'management.policies.noVersions',
    defaultMessage: 'Nessuna versione.',
    description: 'The document has no versions',
  },
  colNumber: { id: 'management.policies.col.number', defaultMessage: 'Versione', description: 'Column' },
  colState: manageCommonMessages.state,
  colCreated: manageCommonMessages.createdFem,
  colPublished: manageCommonMessages.published,
  colItems: { id: 'management.policies.col.items', defaultMessage: 'Voci', description: 'Column' },
  colAccepted: {
    id: 'management.policies.col.accepted',
    defaultMessage: 'Accettata da',
    description: 'Column: how many users accepted this version',
  },
  by: {
    id: 'management.policies.by',
    defaultMessage: '{date} ({name})',
    description: 'A date and who: "12/03/2026 (Mario Bianchi)"',
  },
  stateDraft: commonMessages.draft,
  statePublished: manageCommonMessages.published,
  stateCurrent: manageCommonMessages.inForce,
  users: {
    id: 'management.policies.users',
    defaultMessage: '{count, plural, one {# utente} other {# utenti}}',
    description: 'How many users accepted a version',
  },
  draft: {
    id: 'management.policies.draft',
    defaultMessage: 'Bozza della versione {number}',
    description: 'Heading of the draft editor',
  },
  noDraft: {
    id: 'management.policies.noDraft',
    defaultMessage: 'Nessuna bozza in corso.',
    description: 'The document has no draft',
  },
  newDraft: {
    id: 'management.policies.newDraft',
    defaultMessage: 'Prepara una nuova versione',
    description: 'Button that starts a draft from the version in force',
  },
  newDraftHeading: {
    id: 'management.policies.newDraftHeading',
    defaultMessage: 'Nuova versione (non ancora salvata)',
    description: 'Heading of the editor of a draft not saved yet',
  },
  editorLabel: {
    id: 'management.policies.editorLabel',
    defaultMessage: 'Voci della bozza',
    description: 'Accessible name of the draft form',
  },
  item: {
    id: 'management.policies.item',
    defaultMessage: 'Voce {n}',
    description: 'Heading of an item of the draft',
  },
  code: commonMessages.code,
  codeHint: {
    id: 'management.policies.codeHint',
    defaultMessage: 'Lettere, cifre, - e _ (es. PRIV01).',
    description: 'Hint of the item code',
  },
  textIt: manageCommonMessages.textItalian,
  textEn: manageCommonMessages.textEnglish,
  optionIt: {
    id: 'management.policies.optionIt',
    defaultMessage: 'Opzione {n} (italiano)',
    description: 'Field: an option of the item in Italian',
  },
  optionEn: {
    id: 'management.policies.optionEn',
    defaultMessage: 'Opzione {n} (inglese)',
    description: 'Field: an option of the item in English',
  },
  optionsHint: {
    id: 'management.policies.optionsHint',
    defaultMessage:
      'Solo l’opzione 1: una casella da spuntare. Più opzioni, senza salti e uguali nelle due lingue: se ne sceglie una.',
    description: 'How the options of an item work',
  },
  addItem: { id: 'management.policies.addItem', defaultMessage: 'Aggiungi una voce', description: 'Button' },
  removeItem: {
    id: 'management.policies.removeItem',
    defaultMessage: 'Togli la voce {n}',
    description: 'Button that removes an item of the draft',
  },
  moveUp: {
    id: 'management.policies.moveUp',
    defaultMessage: 'Sposta su la voce {n}',
    description: 'Button that moves an item up',
  },
  moveDown: {
    id: 'management.policies.moveDown',
    defaultMessage: 'Sposta giù la voce {n}',
    description: 'Button that moves an item down',
  },
  saveDraft: {
    id: 'management.policies.saveDraft',
    defaultMessage: 'Salva la bozza',
    description: 'Button that saves the draft',
  },
  discard: {
    id: 'management.policies.discard',
    defaultMessage: 'Elimina la bozza',
    description: 'Button that discards the draft',
  },
  discardTitle: {
    id: 'management.policies.discardTitle',
    defaultMessage: 'Eliminare la bozza?',
    description: 'Title of the question before discarding the draft',
  },
  discardText: {
    id: 'management.policies.discardText',
    defaultMessage: 'Le modifiche della bozza andranno perse. La versione in vigore resta com’è.',
    description: 'What discarding the draft does',
  },
  publish: {
    id: 'management.policies.publish',
    defaultMessage: 'Pubblica la versione {number}',
    description: 'Button that publishes the draft',
  },
  publishTitle: {
    id: 'management.policies.publishTitle',
    defaultMessage: 'Pubblicare la versione {number}?',
    description: 'Title of the question before publishing',
  },
  publishText: {
    id: 'management.policies.publishText',
    defaultMessage:
      'Diventa subito la versione in vigore e a ogni cliente sarà chiesto di accettarla di nuovo alla prossima visita. Una versione pubblicata non si può più modificare.',
    description: 'What publishing a version does',
  },
  saveFirst: {
    id: 'management.policies.saveFirst',
    defaultMessage: 'Salva la bozza prima di pubblicarla.',
    description: 'Hint: the draft has unsaved changes',
  },
  draftSaved: {
    id: 'management.policies.draftSaved',
    defaultMessage: 'Bozza salvata.',
    description: 'Note after saving the draft',
  },
  discarded: {
    id: 'management.policies.discarded',
    defaultMessage: 'Bozza eliminata.',
    description: 'Note after discarding the draft',
  },
  published: {
    id: 'management.policies.published',
    defaultMessage: 'Versione {number} pubblicata: i clienti dovranno accettarla di nuovo.',
    description: 'Note after publishing',
  },
  actionFailed: manageCommonMessages.theOperationFailed,
  loadFailed: {
    id: 'management.policies.loadFailed',
    defaultMessage: 'Non è stato possibile caricare le versioni. Riprova.',
    description: 'Error when the versions could not be loaded',
  },
  retry: commonMessages.tryAgain,
  consents: {
    id: 'management.policies.consents',
    defaultMessage: 'Accettazioni di un utente',
    description: 'Heading of the lookup of what a user accepted',
  },
  userCode: commonMessages.userCode,
  lookUp: {
    id: 'management.policies.lookUp',
    defaultMessage: 'Cerca',
    description: 'Button of the consents lookup',
  },
  noUser: {
    id: 'management.policies.noUser',
    defaultMessage: 'Nessun utente con questo codice.',
    description: 'The consents lookup found no user',
  },
  acceptedVersion: {
    id: 'management.policies.acceptedVersion',
    defaultMessage: 'versione {version} del {date}',
    description: 'What a user accepted of a document',
  },
  neverAccepted: {
    id: 'management.policies.neverAccepted',
    defaultMessage: 'mai accettata',
    description: 'The user never accepted the document',
  },
  valid: manageCommonMessages.valid,
  toAcceptAgain: {
    id: 'management.policies.toAcceptAgain',
    defaultMessage: 'Da accettare di nuovo',
    description: 'Badge: the acceptance is of an older version',
  },
  answers: {
    id: 'management.policies.answers',
    defaultMessage: 'Risposte',
    description: 'Heading of the answers a user gave',
  },
  answer: {
    id: 'management.policies.answer',
    defaultMessage: '{kind} v{version}, {code}: {value} ({date})',
    description: 'One answer of a user',
  },
});
