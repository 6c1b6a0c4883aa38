import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../../i18n/common-messages';

export const sessionMessages = defineMessages({
  mandatory: {
    id: 'SelectMandatoryFieldAlert',
    defaultMessage: 'Seleziona tutti i campi obbligatori.',
    description:
      'Spec §5 SelectMandatoryFieldAlert: an item of the privacy or sale-conditions dialog is not answered',
  },
  mandatoryItem: {
    id: 'session.policy.itemRequired',
    defaultMessage: 'Campo obbligatorio: seleziona una risposta.',
    description: 'Field message under an unanswered item of the privacy or sale-conditions dialog',
  },
  privacyTitle: commonMessages.privacyNotice,
  saleTitle: commonMessages.saleConditions,
  policyIntro: {
    id: 'session.policy.intro',
    defaultMessage: 'Per continuare leggi e rispondi a ogni punto, poi salva.',
    description: 'Text at the top of the privacy and sale-conditions dialogs',
  },
  save: commonMessages.save,
  unreachable: {
    id: 'session.unreachable',
    defaultMessage: 'Il servizio non risponde: i dati inseriti sono conservati, riprova.',
    description: 'The save could not reach the server; what was entered is kept',
  },
  loadFailed: {
    id: 'session.policy.loadFailed',
    defaultMessage: 'Impossibile caricare il testo. Riprova.',
    description: 'The policy text could not be loaded',
  },
  retry: commonMessages.tryAgain,
  passwordTitle: {
    id: 'session.password.title',
    defaultMessage: 'Cambia la password',
    description: 'Title of the forced password-change dialog',
  },
  passwordIntro: {
    id: 'session.password.intro',
    defaultMessage: 'Per sicurezza devi scegliere una nuova password prima di continuare.',
    description: 'Text of the forced password-change dialog',
  },
  currentPassword: {
    id: 'session.password.current',
    defaultMessage: 'Password attuale',
    description: 'Label of the current password field',
  },
  newPassword: {
    id: 'session.password.new',
    defaultMessage: 'Nuova password',
    description: 'Label of the new password field',
  },
  repeatPassword: {
    id: 'session.password.repeat',
    defaultMessage: 'Ripeti la nuova password',
    description: 'Label of the repeated new password field',
  },
  passwordRules: {
    id: 'session.password.rules',
    defaultMessage: 'Almeno 10 caratteri, con almeno una lettera e un numero.',
    description: 'Help text under the new password field',
  },
  showPassword: commonMessages.showThePassword,
  required: {
    id: 'session.required',
    defaultMessage: 'Campo obbligatorio.',
    description: 'Field error: the field is empty',
  },
  tooShort: {
    id: 'session.password.tooShort',
    defaultMessage: 'La password deve avere almeno 10 caratteri.',
    description: 'Strength error: the new password is shorter than 10 characters',
  },
  tooLong: {
    id: 'session.password.tooLong',
    defaultMessage: 'La password può avere al massimo 128 caratteri.',
    description: 'Strength error: the new password is longer than 128 characters',
  },
  needsLetterAndDigit: {
    id: 'session.password.letterAndDigit',
    defaultMessage: 'La password deve contenere almeno una lettera e un numero.',
    description: 'Strength error: the new password lacks a letter or a digit',
  },
  containsUserCode: {
    id: 'session.password.containsUserCode',
    defaultMessage: 'La password non può contenere il tuo codice utente.',
    description: 'Strength error: the new password contains the user code',
  },
  sameAsCurrent: {
    id: 'session.password.sameAsCurrent',
    defaultMessage: 'La nuova password deve essere diversa da quella attuale.',
    description: 'Strength error: the new password equals the current one',
  },
  mismatch: {
    id: 'session.password.mismatch',
    defaultMessage: 'Le due password non coincidono.',
    description: 'Match error: the repeated password differs from the new one',
  },
  nameTitle: {
    id: 'session.name.title',
    defaultMessage: 'Completa il tuo profilo',
    description: 'Title of the forced name dialog',
  },
  nameIntro: {
    id: 'session.name.intro',
    defaultMessage: 'Inserisci nome e cognome per continuare.',
    description: 'Text of the forced name dialog',
  },
  firstName: commonMessages.firstName,
  lastName: commonMessages.lastName,
  nameTooLong: {
    id: 'session.name.tooLong',
    defaultMessage: 'Massimo 80 caratteri.',
    description: 'Field error: a name is longer than 80 characters',
  },
});
