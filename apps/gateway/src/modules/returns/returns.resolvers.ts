// Returns: thin resolvers over the REST calls. Customers and staff use the same calls (the API keeps
// each to his client scope); a return out of reach is NOT_FOUND, a refused value BAD_USER_INPUT on the
// GraphQL argument. A request with a photo is the multipart route of returns.routes.ts; requestReturn
// asks without one. Both answer a line asking more than is left as ReturnQuantityExceeded.
import { returnCreditNotePath, returnPhotoPath } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import {
  returnField,
  returnQuantityExceeded,
  toApproveFields,
  toMessageFields,
  toRejectFields,
  toReturnIdFields,
  toReturnListFields,
  toReturnReason,
  toReturnSide,
  toReturnStatus,
  toReturnableFields,
  toRequestForm,
} from './returns.mapping';

const renamed = (error: unknown) => renameFields(error, returnField);

export const returnsResolvers: Resolvers = {
  Query: {
    returnableLines: (_root, args, { upstream }) =>
      upstream.returns.returnable(toReturnableFields(args)).catch(renamed),
    returns: (_root, args, { upstream }) => upstream.returns.list(toReturnListFields(args)).catch(renamed),
    return: (_root, args, { upstream }) => upstream.returns.detail(toReturnIdFields(args)).catch(renamed),
  },
  Mutation: {
    writeReturnMessage: (_root, args, { upstream }) =>
      upstream.returns.message(toMessageFields(args)).catch(renamed),
    approveReturn: (_root, args, { upstream }) =>
      upstream.returns.approve(toApproveFields(args)).catch(renamed),
    rejectReturn: (_root, args, { upstream }) => upstream.returns.reject(toRejectFields(args)).catch(renamed),
    requestReturn: (_root, args, { upstream }) =>
      upstream.returns.request(toRequestForm(args)).then(
        (made) => ({ __typename: 'Return' as const, ...made }),
        (error: unknown) => returnQuantityExceeded(error, args.lines) ?? renamed(error),
      ),
  },
  Return: {
    id: (r) => String(r.id),
    number: (r) => r.numero,
    client: (r) => ({ code: r.cliente.codice, name: r.cliente.ragioneSociale }),
    status: (r) => toReturnStatus(r.stato),
    requestedBy: (r) => r.richiestoDa,
    requestedAt: (r) => r.data,
    updatedAt: (r) => r.aggiornato,
    lineCount: (r) => r.righe,
    pieces: (r) => r.pezzi,
    creditNoteNumber: (r) => r.notaCredito,
    rejectionReason: (r) => ('motivoRifiuto' in r ? r.motivoRifiuto : null),
    lines: (r) => ('linee' in r ? r.linee : []),
    photos: (r) => ('foto' in r ? r.foto : []),
    messages: (r) => ('thread' in r ? r.thread : []),
    statusHistory: (r) => ('stati' in r ? r.stati : []),
    creditNote: (r) => {
      const note = 'documentoCredito' in r ? r.documentoCredito : null;
      if (!note) return null;
      return {
        number: note.numero,
        date: note.data,
        taxable: note.imponibile,
        vat: note.iva,
        total: note.totale,
        pdfUrl: returnCreditNotePath(r.id),
      };
    },
  },
  ReturnLine: {
    line: (l) => l.riga,
    deliveryNote: (l) => l.ddt,
    deliveryNoteLine: (l) => l.rigaDdt,
    productCode: (l) => l.codice,
    description: (l) => l.descrizione,
    requestedQuantity: (l) => l.qtaRichiesta,
    approvedQuantity: (l) => l.qtaApprovata,
    reason: (l) => toReturnReason(l.motivo),
    note: (l) => l.nota,
  },
  ReturnPhoto: {
    id: (p) => String(p.id),
    line: (p) => p.riga,
    fileName: (p) => p.nomeFile,
    contentType: (p) => p.tipo,
    size: (p) => p.dimensione,
    url: (p) => returnPhotoPath(p.id),
  },
  ReturnMessage: {
    id: (m) => String(m.id),
    text: (m) => m.testo,
    author: (m) => m.autore,
    side: (m) => toReturnSide(m.lato),
    date: (m) => m.data,
  },
  ReturnStatusChange: {
    status: (s) => toReturnStatus(s.stato),
    author: (s) => s.autore,
    note: (s) => s.nota,
    date: (s) => s.data,
  },
  OrderDocumentSummary: {
    returnId: (d) => (d.reso === null || d.reso === undefined ? null : String(d.reso)),
  },
  ReturnableLine: {
    deliveryNote: (l) => l.ddt,
    date: (l) => l.data,
    orderNumber: (l) => l.ordine,
    line: (l) => l.riga,
    productCode: (l) => l.codice,
    description: (l) => l.descrizione,
    unit: (l) => l.um,
    delivered: (l) => l.consegnata,
    returned: (l) => l.resa,
    left: (l) => l.rendibile,
  },
};
