// Picture uploads in tests: multipart bodies with a file part (as a browser's FormData sends them), and
// pictures made on the spot with sharp.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { SESSION_ID } from './requests';

/** POSTs `fields` and the file `immagine` (bytes, declared type, file name) as multipart form-data. */
export async function upload(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; type?: string; name?: string } | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      'immagine',
      new Blob([file.bytes], { type: file.type ?? 'image/png' }),
      file.name ?? 'picture.png',
    );
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? 'multipart/form-data',
      'x-sessionid': SESSION_ID,
      ...headers,
    },
  });
}

/** A picture of `width` × `height` in a type, with a gradient so it is not a flat colour. */
export async function picture(width: number, height: number, type: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#005AA6"/><stop offset="1" stop-color="#DA0E33"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(type).toBuffer();
}
