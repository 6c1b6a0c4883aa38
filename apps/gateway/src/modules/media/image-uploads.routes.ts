// Picture uploads outside GraphQL (as Apollo recommends): POST /uploads/<name> takes
// multipart/form-data with one file, `file`, and answers `{ url, sizes: [{ url, width, height }] }`;
// the `url` is then sent as the record's `imageUrl`. The modules that own the pictures register their
// routes with their own upstream call: content /uploads/banner-home and /uploads/banner-top, promotions
// /uploads/promotion. Before the body is read, each needs one of the headers Apollo's CSRF prevention
// accepts and a session with the permission (kernel/plugins/upload-routes.ts). The body (at most
// UPLOAD_BODY_LIMIT, raised for these routes only) is parsed by the platform's FormData, checked as the
// contract checks it and forwarded to the API, which checks the picture again and stores it. Errors
// come in GraphQL's shape, `{ errors: [{ message, extensions: { code, field, rule } }] }`: the API's
// mapped by kernel/errors/format-error.ts, its `immagine` named `file`.
import {
  CONTENT_RULES,
  IMAGE_UPLOAD_MAX_BYTES,
  sniffImageType,
  type Language,
  type Permission,
  type UploadedImageData,
} from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { FormData } from 'undici';
import { callIdentityOf } from '../../kernel/context/context';
import {
  acceptMultipartOnly,
  readForm,
  refuseField,
  refuseMalformed,
  uploadGate,
  upstreamRefusal,
} from '../../kernel/plugins/upload-routes';
import { createSession } from '../../kernel/session/session';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';
import { renameFields } from '../../kernel/upstream/upstream-error';

/** The largest body an upload may have (the file and the multipart framing). */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;
const FILE_FIELD = 'file';

/** One upload route: the permission it needs, what it adds to the form, and the owner's upstream call. */
export interface ImageUpload {
  permission: Permission;
  fields: Record<string, string>;
  send: (rest: RestClient, who: CallIdentity, form: FormData) => Promise<UploadedImageData>;
}

const MEGABYTES = Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024));
/** The refusals the gateway makes itself, in the API's words (its catalogue's validation.<rule>). */
const MESSAGES: Record<string, Record<Language, string>> = {
  required: { it: 'Scegli un’immagine da caricare.', en: 'Choose a picture to upload.' },
  [CONTENT_RULES.imageTooLarge]: {
    it: `L’immagine è troppo grande: al massimo ${MEGABYTES} MB.`,
    en: `The picture is too large: at most ${MEGABYTES} MB.`,
  },
  [CONTENT_RULES.imageType]: {
    it: 'Il file non è un’immagine PNG, JPEG o WebP.',
    en: 'The file is not a PNG, JPEG or WebP image.',
  },
};
const refusal = (status: number, rule: string) => ({ status, field: FILE_FIELD, rule });

/** The API's field of the file (`immagine`) is this route's `file`. */
const fileField = (field: string) => (field === 'immagine' ? FILE_FIELD : undefined);

/** Registers `/uploads/<name>` for each of `uploads`, in a scope of their own. */
export function registerImageUploads(
  rest: RestClient,
  uploads: Record<string, ImageUpload>,
): FastifyPluginAsync {
  return async (app) => {
    acceptMultipartOnly(app, {
      bodyLimit: UPLOAD_BODY_LIMIT,
      tooLarge: (request, reply) =>
        refuseField(request, reply, MESSAGES, refusal(413, CONTENT_RULES.imageTooLarge)),
      unsupported: 'Send the picture as multipart/form-data, the file in the field “file”.',
    });

    for (const [name, upload] of Object.entries(uploads)) {
      const gate = {
        permission: upload.permission,
        signInMessage: 'Sign in to upload pictures.',
        what: 'upload',
      };
      const options = { bodyLimit: UPLOAD_BODY_LIMIT, onRequest: uploadGate(rest, gate) };
      app.post(`/uploads/${name}`, options, async (request, reply) => {
        const form = await readForm(request);
        if (!form) return refuseMalformed(reply);
        const value = form.get(FILE_FIELD);
        const file = value === null || typeof value === 'string' ? null : (value as File);
        // The contract's first checks, here too: nothing the API would refuse for them is sent to it.
        if (!file) return refuseField(request, reply, MESSAGES, refusal(422, 'required'));
        if (file.size > IMAGE_UPLOAD_MAX_BYTES)
          return refuseField(request, reply, MESSAGES, refusal(413, CONTENT_RULES.imageTooLarge));
        if (!sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer())))
          return refuseField(request, reply, MESSAGES, refusal(422, CONTENT_RULES.imageType));

        const upstreamForm = new FormData();
        for (const [field, given] of Object.entries(upload.fields)) upstreamForm.append(field, given);
        upstreamForm.append('immagine', file, file.name || 'picture');
        const who = callIdentityOf(request, createSession(request, reply));
        try {
          const data = await upload
            .send(rest, who, upstreamForm)
            .catch((error: unknown) => renameFields(error, fileField));
          return reply.header('cache-control', 'no-store').send({
            url: data.url,
            sizes: data.misure.map((size) => ({
              url: size.url,
              width: size.larghezza,
              height: size.altezza,
            })),
          });
        } catch (error) {
          return upstreamRefusal(request, reply, error, gate.what);
        }
      });
    }
  };
}
