// Internal documents for the browser, outside GraphQL (as the returns module's routes and the orders
// module's document-pdfs.routes.ts do; the parts they share are kernel/plugins/upload-routes.ts):
//   POST /uploads/internal-document  multipart/form-data: `file`, `title`, `note`, and `clientCode` or
//        `orderNumber`; answers `{ document }` (InternalDocument's fields). Before the body is read it
//        needs one of Apollo's CSRF headers, a session and INTDOCUMENTS_EDIT (the API checks again and
//        applies the client scope). The file's size and type (sniffed from its content) are checked
//        here first and again by the API; refusals are BAD_USER_INPUT on `file`.
//   GET /intdocuments/<id>  the file as an attachment of its sniffed type (nosniff, no-store), for a
//        session with INTDOCUMENTS_READ in whose scope the document is.
// Errors come in GraphQL's shape, `{ errors: [{ message, extensions: { code, field, rule } }] }`.
import {
  INTERNAL_DOCUMENT_MAX_BYTES,
  INTERNAL_DOCUMENT_ROUTE,
  INTERNAL_DOCUMENT_RULES,
  INTERNAL_DOCUMENT_UPLOAD_ROUTE,
  internalDocumentPath,
  sniffInternalDocumentType,
  type InternalDocument,
  type Language,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { FormData } from 'undici';
import { callIdentityOf } from '../../kernel/context/context';
import { ERROR_CODE } from '../../kernel/errors/format-error';
import { createSession } from '../../kernel/session/session';
import { internalDocumentsUpstream } from './upstream';
import type { RestClient } from '../../kernel/upstream/rest-client';
import { renameFields } from '../../kernel/upstream/upstream-error';
import {
  acceptMultipartOnly,
  answer,
  formText,
  passFile,
  readForm,
  refuseField,
  refuseMalformed,
  signedIn,
  uploadGate,
  upstreamRefusal,
} from '../../kernel/plugins/upload-routes';

/** The file and the form's framing and fields. */
export const INTERNAL_DOCUMENT_BODY_LIMIT = INTERNAL_DOCUMENT_MAX_BYTES + 256 * 1024;
const MEGABYTES = Math.round(INTERNAL_DOCUMENT_MAX_BYTES / (1024 * 1024));

/** The refusals the gateway makes itself, in the API's words (its validation.<rule>). */
const MESSAGES: Record<string, Record<Language, string>> = {
  [INTERNAL_DOCUMENT_RULES.required]: { it: 'Scegli un file da caricare.', en: 'Choose a file to upload.' },
  [INTERNAL_DOCUMENT_RULES.tooLarge]: {
    it: `Il file è troppo grande: al massimo ${MEGABYTES} MB.`,
    en: `The file is too large: at most ${MEGABYTES} MB.`,
  },
  [INTERNAL_DOCUMENT_RULES.type]: {
    it: 'Tipo di file non ammesso: sono accettati PDF, JPEG, PNG, WebP, XLSX, DOCX, CSV e testo.',
    en: 'File type not allowed: PDF, JPEG, PNG, WebP, XLSX, DOCX, CSV and text files are accepted.',
  },
};

/** The API's fields → this form's. */
const FORM_FIELDS: Record<string, string> = {
  file: 'file',
  titolo: 'title',
  nota: 'note',
  cliente: 'clientCode',
  numero: 'orderNumber',
  nomeFile: 'file',
};

const GATE = { signInMessage: 'Sign in to use internal documents.', what: 'internal document' };

/** The document as GraphQL's InternalDocument has it. */
export function toDocumentJson(d: InternalDocument) {
  return {
    id: String(d.id),
    clientCode: d.cliente,
    orderNumber: d.numero,
    title: d.titolo,
    note: d.nota,
    fileName: d.nomeFile,
    contentType: d.tipo,
    size: d.dimensione,
    sha256: d.sha256,
    uploadedBy: d.caricatoDa,
    uploadedAt: d.caricato,
    downloadUrl: internalDocumentPath(d.id),
  };
}

export function registerInternalDocuments(rest: RestClient): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>(
      INTERNAL_DOCUMENT_ROUTE,
      { compress: false },
      async (request, reply) => {
        const { id } = request.params;
        if (!/^\d{1,12}$/.test(id)) {
          return answer(reply, 404, 'There is no such document.', { code: ERROR_CODE.NOT_FOUND });
        }
        if (!(await signedIn(rest, request, reply, { ...GATE, permission: 'intdocuments.read' })))
          return reply;
        const who = callIdentityOf(request, createSession(request, reply));
        try {
          return passFile(reply, await internalDocumentsUpstream(rest, who).download(id));
        } catch (error) {
          return upstreamRefusal(request, reply, error, GATE.what);
        }
      },
    );

    await app.register(async (uploads) => {
      acceptMultipartOnly(uploads, {
        bodyLimit: INTERNAL_DOCUMENT_BODY_LIMIT,
        tooLarge: (request, reply) =>
          refuseField(request, reply, MESSAGES, {
            status: 413,
            field: 'file',
            rule: INTERNAL_DOCUMENT_RULES.tooLarge,
          }),
        unsupported: 'Send the document as multipart/form-data, the file in the field “file”.',
      });
      const onRequest = uploadGate(rest, { ...GATE, permission: 'intdocuments.edit' });

      uploads.post(
        INTERNAL_DOCUMENT_UPLOAD_ROUTE,
        { bodyLimit: INTERNAL_DOCUMENT_BODY_LIMIT, onRequest },
        async (request, reply) => {
          const form = await readForm(request);
          if (!form) return refuseMalformed(reply);
          const value = form.get('file');
          const file = value === null || typeof value === 'string' ? null : (value as File);
          if (!file || file.size === 0)
            return refuseField(request, reply, MESSAGES, {
              status: 422,
              field: 'file',
              rule: INTERNAL_DOCUMENT_RULES.required,
            });
          if (file.size > INTERNAL_DOCUMENT_MAX_BYTES) {
            return refuseField(request, reply, MESSAGES, {
              status: 413,
              field: 'file',
              rule: INTERNAL_DOCUMENT_RULES.tooLarge,
            });
          }
          const bytes = new Uint8Array(await file.arrayBuffer());
          if (!sniffInternalDocumentType(bytes, file.name)) {
            return refuseField(request, reply, MESSAGES, {
              status: 422,
              field: 'file',
              rule: INTERNAL_DOCUMENT_RULES.type,
            });
          }
          const upstreamForm = new FormData();
          const fields = { cliente: formText(form, 'clientCode'), numero: formText(form, 'orderNumber') };
          for (const [name, given] of Object.entries(fields)) if (given) upstreamForm.append(name, given);
          upstreamForm.append('titolo', formText(form, 'title'));
          upstreamForm.append('nota', formText(form, 'note'));
          upstreamForm.append('nomeFile', file.name || 'documento');
          upstreamForm.append('file', new Blob([bytes]), file.name || 'documento');
          const who = callIdentityOf(request, createSession(request, reply));
          try {
            const document = await internalDocumentsUpstream(rest, who)
              .upload(upstreamForm)
              .catch((error: unknown) => renameFields(error, (field) => FORM_FIELDS[field]));
            return reply
              .code(201)
              .header('cache-control', 'no-store')
              .send({ document: toDocumentJson(document) });
          } catch (error) {
            return upstreamRefusal(request, reply, error, GATE.what);
          }
        },
      );
    });
  };
}
