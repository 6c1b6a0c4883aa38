// The messages of banner and promotion management (and of their field rules, contract kernel/form-rules.ts),
// in Italian and English; messages.ts takes them into its catalogues.

export const contentMessagesIt = {
  'validation.date': 'Il campo «{field}» deve essere una data valida (AAAA-MM-GG).',
  'validation.dateOrder': 'Il campo «{field}» non può essere prima della data di inizio.',
  'validation.discountPercent':
    'Il campo «{field}» deve essere una percentuale maggiore di 0 e minore di 100, con al massimo 2 decimali.',
  'validation.netPrice': 'Il campo «{field}» deve essere un prezzo maggiore di 0, con al massimo 4 decimali.',
  'validation.positiveInteger': 'Il campo «{field}» deve essere un numero intero da 1 a 9999.',
  'validation.promotionCode':
    'Il campo «{field}» deve avere 2–20 lettere, cifre, trattini o trattini bassi (es. ESTATE26).',
  'validation.promotionTargets':
    'Indica almeno un articolo, una categoria o un marchio a cui si applica la promozione.',
  'validation.netPriceTargets':
    'Un prezzo netto vale per un articolo: indica gli articoli con il loro prezzo, non categorie o marchi.',
  'validation.orderTargets':
    'Una promozione sull’ordine vale per tutto l’ordine: non indicare articoli, categorie o marchi.',
  'validation.duplicateCode': 'Il codice indicato in «{field}» è già nell’elenco.',
  'validation.unknownCode': 'Il codice «{code}» indicato in «{field}» non esiste.',
  'validation.bannerTitle': 'I testi dell’intestazione non hanno un titolo: lascia vuoto il campo «{field}».',
  'validation.topBannerText': 'Il campo «{field}» è troppo lungo per l’intestazione (massimo 120 caratteri).',
  'validation.bannerImage':
    'Il campo «{field}» deve essere un’immagine caricata per questo tipo di banner (o l’immagine attuale).',
  'validation.promotionImage':
    'Il campo «{field}» deve essere un’immagine caricata per le promozioni (o l’immagine attuale).',
  'validation.imageType': 'Il file non è un’immagine PNG, JPEG o WebP.',
  'validation.imageTooLarge': 'L’immagine è troppo grande: al massimo {max} MB.',
  'validation.imageTooSmall': 'L’immagine è troppo piccola: deve essere larga almeno {min} pixel.',
  'validation.imageUnreadable': 'L’immagine non si può leggere: il file è danneggiato o incompleto.',
  'banners.notFound': 'Il banner richiesto non esiste.',
  'promotions.notFound': 'La promozione richiesta non esiste.',
  'promotions.codeTaken': 'Esiste già una promozione con il codice {code}.',
} as const;

export const contentMessagesEn: Record<keyof typeof contentMessagesIt, string> = {
  'validation.date': 'The field “{field}” must be a valid date (YYYY-MM-DD).',
  'validation.dateOrder': 'The field “{field}” cannot be before the start date.',
  'validation.discountPercent':
    'The field “{field}” must be a percentage above 0 and below 100, with at most 2 decimals.',
  'validation.netPrice': 'The field “{field}” must be a price above 0, with at most 4 decimals.',
  'validation.positiveInteger': 'The field “{field}” must be a whole number from 1 to 9999.',
  'validation.promotionCode':
    'The field “{field}” must have 2–20 letters, digits, dashes or underscores (e.g. SUMMER26).',
  'validation.promotionTargets': 'Name at least one product, category or brand the promotion applies to.',
  'validation.netPriceTargets':
    'A net price is the price of one product: list the products with their price, not categories or brands.',
  'validation.orderTargets':
    'An order promotion applies to the whole order: do not list products, categories or brands.',
  'validation.duplicateCode': 'The code in “{field}” is already in the list.',
  'validation.unknownCode': 'The code “{code}” in “{field}” does not exist.',
  'validation.bannerTitle': 'The header’s texts have no title: leave “{field}” empty.',
  'validation.topBannerText': 'The field “{field}” is too long for the header (at most 120 characters).',
  'validation.bannerImage':
    'The field “{field}” must be a picture uploaded for this kind of banner (or the current one).',
  'validation.promotionImage':
    'The field “{field}” must be a picture uploaded for promotions (or the current one).',
  'validation.imageType': 'The file is not a PNG, JPEG or WebP image.',
  'validation.imageTooLarge': 'The picture is too large: at most {max} MB.',
  'validation.imageTooSmall': 'The picture is too small: it must be at least {min} pixels wide.',
  'validation.imageUnreadable': 'The picture cannot be read: the file is damaged or incomplete.',
  'banners.notFound': 'The banner asked for does not exist.',
  'promotions.notFound': 'The promotion asked for does not exist.',
  'promotions.codeTaken': 'A promotion with the code {code} already exists.',
};
