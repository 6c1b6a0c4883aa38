// Where a browser reaches a return's files and sends a return request through the gateway (outside
// GraphQL, as internal documents and document PDFs are):
//   POST /uploads/return                     multipart: `lines` (JSON), `note`, optional `photo`
//   GET  /return-files/photos/<id>           a photo of a return (nosniff)
//   GET  /return-files/<id>/credit-note.pdf  the credit note of a return (?lang=en for English)
import type { Language } from '../kernel/language';

export const RETURN_REQUEST_UPLOAD_ROUTE = '/uploads/return';
export const RETURN_PHOTO_ROUTE = '/return-files/photos/:id';
export const RETURN_CREDIT_NOTE_ROUTE = '/return-files/:id/credit-note.pdf';

export const returnPhotoPath = (id: number | string) => `/return-files/photos/${encodeURIComponent(id)}`;

export function returnCreditNotePath(returnId: number | string, language: Language = 'it'): string {
  const query = language === 'en' ? '?lang=en' : '';
  return `/return-files/${encodeURIComponent(returnId)}/credit-note.pdf${query}`;
}
