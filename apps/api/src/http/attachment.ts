// An uploaded file sent back as a download (internal documents, return photos): never run in place.

/** `attachment` with the name as typed (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The headers of a stored file sent as a private download. */
export function attachmentHeaders(file: { contentType: string; fileName: string; bytes: Uint8Array }) {
  return {
    'content-type': file.contentType,
    'content-disposition': attachmentHeader(file.fileName),
    'content-length': String(file.bytes.length),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    // A file opened in place runs nothing (a PDF with scripts, an SVG never accepted anyway).
    'content-security-policy': "default-src 'none'; sandbox",
  };
}
