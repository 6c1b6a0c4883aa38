import { defineMessages } from 'react-intl';
import { manageCommonMessages } from '../common-messages';

/** Field messages for the rules of the contract's zod schemas (zod-issues.ts picks one per issue). */
export const fieldErrorMessages = defineMessages({
  required: manageCommonMessages.thisFieldIsRequired,
  tooShort: {
    id: 'management.form.error.tooShort',
    defaultMessage: 'Almeno {min, plural, one {# carattere} other {# caratteri}}.',
    description: 'A text field is shorter than allowed',
  },
  tooLong: {
    id: 'management.form.error.tooLong',
    defaultMessage: 'Al massimo {max, plural, one {# carattere} other {# caratteri}}.',
    description: 'A text field is longer than allowed',
  },
  tooSmall: {
    id: 'management.form.error.tooSmall',
    defaultMessage: 'Il valore minimo è {min}.',
    description: 'A number is below the minimum (number already formatted)',
  },
  tooBig: {
    id: 'management.form.error.tooBig',
    defaultMessage: 'Il valore massimo è {max}.',
    description: 'A number is above the maximum (number already formatted)',
  },
  tooFew: {
    id: 'management.form.error.tooFew',
    defaultMessage: 'Scegline almeno {min}.',
    description: 'A list field has fewer items than required',
  },
  tooMany: {
    id: 'management.form.error.tooMany',
    defaultMessage: 'Al massimo {max} elementi.',
    description: 'A list field has more items than allowed',
  },
  email: {
    id: 'management.form.error.email',
    defaultMessage: 'Indirizzo e-mail non valido.',
    description: 'An e-mail field holds no valid address',
  },
  format: {
    id: 'management.form.error.format',
    defaultMessage: 'Formato non valido.',
    description: 'A field does not have the expected format (a code, a VAT number, a date)',
  },
  number: {
    id: 'management.form.error.number',
    defaultMessage: 'Inserisci un numero.',
    description: 'A number field holds something else',
  },
  integer: {
    id: 'management.form.error.integer',
    defaultMessage: 'Inserisci un numero intero.',
    description: 'A field takes whole numbers only',
  },
  choice: {
    id: 'management.form.error.choice',
    defaultMessage: 'Scegli uno dei valori proposti.',
    description: 'A field holds a value that is not one of its choices',
  },
  controlCharacters: {
    id: 'management.form.error.controlCharacters',
    defaultMessage: 'Contiene caratteri non ammessi.',
    description: 'A text field holds control characters (pasted from another program)',
  },
  vatNumber: {
    id: 'management.form.error.vatNumber',
    defaultMessage: 'Partita IVA non valida (es. IT01234567890).',
    description: 'A VAT number field holds no valid EU VAT number',
  },
  fiscalCode: {
    id: 'management.form.error.fiscalCode',
    defaultMessage: 'Codice fiscale non valido (16 caratteri, o 11 cifre per una società).',
    description: 'A fiscal code field holds no valid Italian fiscal code',
  },
  phone: {
    id: 'management.form.error.phone',
    defaultMessage: 'Numero di telefono non valido.',
    description: 'A phone field holds no valid phone number',
  },
  postcode: {
    id: 'management.form.error.postcode',
    defaultMessage: 'CAP non valido.',
    description: 'A postcode field holds no valid postcode',
  },
  province: {
    id: 'management.form.error.province',
    defaultMessage: 'Sigla della provincia non valida (due lettere, es. MI).',
    description: 'A province field holds no valid two-letter province code',
  },
  country: {
    id: 'management.form.error.country',
    defaultMessage: 'Codice del paese non valido (due lettere, es. IT).',
    description: 'A country field holds no valid two-letter country code',
  },
  discountChain: {
    id: 'management.form.error.discountChain',
    defaultMessage: 'Catena di sconti non valida (es. 20+10+5, al massimo 6 sconti).',
    description: 'A discount chain field holds no valid chain of percentages',
  },
  amount: {
    id: 'management.form.error.amount',
    defaultMessage: 'Importo non valido (es. 25.000,50).',
    description: 'An amount field holds no valid amount of money',
  },
  percentage: {
    id: 'management.form.error.percentage',
    defaultMessage: 'Percentuale non valida (da 0 a 99,99).',
    description: 'A percentage field holds no valid percentage',
  },
  configLink: {
    id: 'management.form.error.configLink',
    defaultMessage:
      'Un percorso del negozio (che inizia con /) oppure un indirizzo https://, mailto: o tel:.',
    description: 'A link of the configuration is not a shop path or an http(s), mailto or tel address',
  },
  iconName: {
    id: 'management.form.error.iconName',
    defaultMessage: 'Nome di icona: lettere minuscole, cifre e trattini (es. life-buoy).',
    description: 'An icon name breaks the naming rule',
  },
  entryKey: {
    id: 'management.form.error.entryKey',
    defaultMessage: 'Lettere minuscole, cifre e trattini (es. offerte-estate).',
    description: 'A configuration entry key breaks the naming rule',
  },
  orderType: {
    id: 'management.form.error.orderType',
    defaultMessage: 'Da 1 a 8 lettere o cifre (es. ORD).',
    description: 'An order type code breaks its rule',
  },
  policyCode: {
    id: 'management.form.error.policyCode',
    defaultMessage: 'Solo lettere, cifre, trattini e trattini bassi (es. PRIV04).',
    description: 'A policy item code breaks its rule',
  },
  policyOptions: {
    id: 'management.form.error.policyOptions',
    defaultMessage: 'Compila le opzioni in ordine, senza lasciarne vuote, e uguali nelle due lingue.',
    description: 'Policy item options have a gap or differ between the two languages',
  },
  policyDuplicate: {
    id: 'management.form.error.policyDuplicate',
    defaultMessage: 'Questo codice è già usato da un’altra voce.',
    description: 'Two policy items have the same code',
  },
  userCode: {
    id: 'management.form.error.userCode',
    defaultMessage:
      'Da 3 a 32 tra lettere, cifre, punti, trattini e trattini bassi; inizia con una lettera o una cifra.',
    description: 'A new user code breaks the rule for user codes',
  },
  supplierCode: {
    id: 'management.form.error.supplierCode',
    defaultMessage:
      'Da 1 a 20 tra lettere, cifre, trattini e trattini bassi; inizia con una lettera o una cifra.',
    description: 'A new supplier code breaks the rule for supplier codes',
  },
  passwordStrength: {
    id: 'management.form.error.passwordStrength',
    defaultMessage: 'Deve contenere almeno una lettera e una cifra.',
    description: 'A password field lacks a letter or a digit',
  },
  date: {
    id: 'management.form.error.date',
    defaultMessage: 'Data non valida.',
    description: 'A date field holds no valid calendar day',
  },
  dateOrder: {
    id: 'management.form.error.dateOrder',
    defaultMessage: 'La data di fine non può essere prima di quella di inizio.',
    description: 'The last day of a period is before its first day',
  },
  discountPercent: {
    id: 'management.form.error.discountPercent',
    defaultMessage: 'Una percentuale maggiore di 0 e minore di 100, al massimo 2 decimali (es. 12,5).',
    description: 'A promotion discount is not a percentage above 0 and below 100',
  },
  netPrice: {
    id: 'management.form.error.netPrice',
    defaultMessage: 'Un prezzo maggiore di 0, al massimo 4 decimali (es. 12,50).',
    description: 'A net price is not a price above 0',
  },
  positiveInteger: {
    id: 'management.form.error.positiveInteger',
    defaultMessage: 'Un numero intero da 1 a 9999.',
    description: 'A count (free goods: N every M) is not a whole number from 1 to 9999',
  },
  promotionCode: {
    id: 'management.form.error.promotionCode',
    defaultMessage: 'Da 2 a 20 tra lettere, cifre, trattini e trattini bassi (es. ESTATE26).',
    description: 'A new promotion code breaks the rule for promotion codes',
  },
  promotionTargets: {
    id: 'management.form.error.promotionTargets',
    defaultMessage: 'Indica almeno un articolo, una categoria o un marchio.',
    description: 'A product promotion lists no product, category or brand',
  },
  netPriceTargets: {
    id: 'management.form.error.netPriceTargets',
    defaultMessage: 'Un prezzo netto vale per un articolo: togli categorie e marchi.',
    description: 'A net-price promotion lists categories or brands (it takes products only)',
  },
  orderTargets: {
    id: 'management.form.error.orderTargets',
    defaultMessage: 'Uno sconto sull’ordine vale per tutto l’ordine: togli articoli, categorie e marchi.',
    description: 'An order-discount promotion lists products, categories or brands',
  },
  duplicateCode: {
    id: 'management.form.error.duplicateCode',
    defaultMessage: 'Questo codice è già nell’elenco.',
    description: 'A code is listed twice',
  },
  unknownCode: {
    id: 'management.form.error.unknownCode',
    defaultMessage: 'Questo codice non esiste.',
    description: 'A code (product, category, brand, client) does not exist',
  },
  bannerTitle: {
    id: 'management.form.error.bannerTitle',
    defaultMessage: 'I testi dell’intestazione non hanno un titolo.',
    description: 'A header banner text was given a title (only home banners have one)',
  },
  topBannerText: {
    id: 'management.form.error.topBannerText',
    defaultMessage: 'Troppo lungo per l’intestazione: al massimo 120 caratteri.',
    description: 'A header banner text is longer than the header allows',
  },
  bannerImage: {
    id: 'management.form.error.bannerImage',
    defaultMessage: 'Carica un’immagine per questo tipo di banner.',
    description: "A banner's picture was not uploaded for its kind of banner",
  },
  promotionImage: {
    id: 'management.form.error.promotionImage',
    defaultMessage: 'Carica un’immagine per le promozioni.',
    description: "A promotion's picture was not uploaded for promotions",
  },
  imageType: {
    id: 'management.form.error.imageType',
    defaultMessage: 'Il file non è un’immagine PNG, JPEG o WebP.',
    description: 'An uploaded file is not a PNG, JPEG or WebP picture',
  },
  imageTooLarge: {
    id: 'management.form.error.imageTooLarge',
    defaultMessage: 'L’immagine è troppo grande: al massimo 5 MB.',
    description: 'An uploaded picture weighs more than allowed',
  },
  imageTooSmall: {
    id: 'management.form.error.imageTooSmall',
    defaultMessage: 'L’immagine è troppo piccola per questo formato.',
    description: 'An uploaded picture is narrower than its format needs',
  },
  imageUnreadable: {
    id: 'management.form.error.imageUnreadable',
    defaultMessage: 'L’immagine non si può leggere: il file è danneggiato o incompleto.',
    description: 'An uploaded picture cannot be decoded',
  },
  invalid: {
    id: 'management.form.error.invalid',
    defaultMessage: 'Valore non valido.',
    description: "A field's value breaks a rule with no more specific message",
  },
});

export const formMessages = defineMessages({
  unreachable: {
    id: 'management.form.unreachable',
    defaultMessage: 'Il servizio non risponde: i dati inseriti sono conservati, riprova.',
    description: 'Saving a form failed because the service could not be reached; nothing typed is lost',
  },
  refused: {
    id: 'management.form.refused',
    defaultMessage: 'Non salvato: {reason}',
    description: "Saving a form was refused; the reason is the server's translated message",
  },
  leaveTitle: {
    id: 'management.form.leave.title',
    defaultMessage: 'Uscire senza salvare?',
    description: 'Title of the question asked when leaving a page with unsaved changes',
  },
  leaveText: {
    id: 'management.form.leave.text',
    defaultMessage: 'Le modifiche non salvate andranno perse.',
    description: 'Text of the question asked when leaving a page with unsaved changes',
  },
  leaveConfirm: {
    id: 'management.form.leave.confirm',
    defaultMessage: 'Esci senza salvare',
    description: 'Button: leave the page and lose the unsaved changes',
  },
  stay: {
    id: 'management.form.leave.stay',
    defaultMessage: 'Resta sulla pagina',
    description: 'Button: stay on the page with the unsaved changes',
  },
});
