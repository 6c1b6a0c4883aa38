// The messages of returns (resi), in Italian and English; messages.ts takes them into its catalogues.

export const returnsMessagesIt = {
  'returns.notFound': 'Il reso non esiste o non è tra quelli che puoi vedere.',
  'returns.ddtNotFound': 'Il DDT {ddt} non esiste o non è tra quelli che puoi vedere.',
  'returns.lineNotFound': 'Il DDT {ddt} non ha una riga {line}.',
  'returns.duplicateLine': 'La riga {line} del DDT {ddt} è già nella richiesta.',
  'returns.tooMany':
    'Riga {line} del DDT {ddt}: puoi rendere al massimo {returnable} pezzi (consegnati meno già resi o richiesti).',
  'returns.decided': 'Il reso è già stato approvato o rifiutato.',
  'returns.lineNotInReturn': 'Il reso non ha una riga {line}.',
  'returns.overAsked': 'Riga {line}: puoi approvare al massimo {max} pezzi, quanti ne sono stati richiesti.',
  'returns.nothingApproved': 'Nessun pezzo approvato: per non accettare il reso rifiutalo con un motivo.',
  'returns.noCreditNote': 'Il reso non ha una nota di credito.',
  'returns.photoLineNotFound': 'La richiesta non ha una riga {line} a cui legare la foto.',
  'validation.photoTooLarge': 'La foto è troppo grande: al massimo {max} MB.',
  'validation.photoType': 'Tipo di foto non ammesso: sono accettati JPEG, PNG e WebP.',
} as const;

export const returnsMessagesEn: Record<keyof typeof returnsMessagesIt, string> = {
  'returns.notFound': 'The return does not exist or is not one you may see.',
  'returns.ddtNotFound': 'The delivery note {ddt} does not exist or is not one you may see.',
  'returns.lineNotFound': 'The delivery note {ddt} has no line {line}.',
  'returns.duplicateLine': 'Line {line} of delivery note {ddt} is already in the request.',
  'returns.tooMany':
    'Line {line} of delivery note {ddt}: at most {returnable} units can be returned (delivered less already returned or asked).',
  'returns.decided': 'The return has already been approved or rejected.',
  'returns.lineNotInReturn': 'The return has no line {line}.',
  'returns.overAsked': 'Line {line}: at most {max} units can be approved, as many as were asked.',
  'returns.nothingApproved': 'Nothing approved: to refuse the return, reject it with a reason.',
  'returns.noCreditNote': 'The return has no credit note.',
  'returns.photoLineNotFound': 'The request has no line {line} to attach the photo to.',
  'validation.photoTooLarge': 'The photo is too large: at most {max} MB.',
  'validation.photoType': 'Photo type not allowed: JPEG, PNG and WebP are accepted.',
} as const;
