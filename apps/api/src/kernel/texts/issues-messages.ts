// The messages of issues on orders and of internal documents, in Italian and English; messages.ts
// takes them into its catalogues.

export const issuesMessagesIt = {
  'issues.notFound': 'La segnalazione non esiste o non è tra quelle che puoi vedere.',
  'issues.orderNotFound': 'L’ordine non esiste o non è tra quelli che puoi vedere.',
  'issues.lineNotFound': 'L’ordine non ha una riga {line}.',
  'issues.closed': 'La segnalazione è chiusa: non si può più rispondere. Aprine una nuova se serve.',
  'issues.sameStatus': 'La segnalazione è già in questo stato.',
  'intdocuments.notFound': 'Il documento non esiste o non è tra quelli che puoi vedere.',
  'intdocuments.ownerNotFound': 'Il cliente o l’ordine non esiste o non è tra quelli che puoi vedere.',
  'validation.fileRequired': 'Scegli un file da caricare.',
  'validation.fileTooLarge': 'Il file è troppo grande: al massimo {max} MB.',
  'validation.fileType':
    'Tipo di file non ammesso: sono accettati PDF, JPEG, PNG, WebP, XLSX, DOCX, CSV e testo.',
} as const;

export const issuesMessagesEn: Record<keyof typeof issuesMessagesIt, string> = {
  'issues.notFound': 'The issue does not exist or is not one you may see.',
  'issues.orderNotFound': 'The order does not exist or is not one you may see.',
  'issues.lineNotFound': 'The order has no line {line}.',
  'issues.closed': 'The issue is closed: it takes no more replies. Open a new one if needed.',
  'issues.sameStatus': 'The issue already has this status.',
  'intdocuments.notFound': 'The document does not exist or is not one you may see.',
  'intdocuments.ownerNotFound': 'The client or the order does not exist or is not one you may see.',
  'validation.fileRequired': 'Choose a file to upload.',
  'validation.fileTooLarge': 'The file is too large: at most {max} MB.',
  'validation.fileType':
    'File type not allowed: PDF, JPEG, PNG, WebP, XLSX, DOCX, CSV and text files are accepted.',
} as const;
