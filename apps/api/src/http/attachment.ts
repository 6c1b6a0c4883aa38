// Files sent as downloads: an uploaded file (internal documents, return photos), never run in place, and
// a PDF the API drew (order documents, quotes, credit notes). Both are private and never cached.

/** The file name with what a quoted header value cannot hold (non-ASCII, quotes, backslashes) as `_`. */
const asciiName = (fileName: string) => fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/** What every download carries: private to its reader, never kept by a cache, its type never sniffed. */
const PRIVATE_DOWNLOAD = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** `attachment` with the name as typed (RFC 6266: an ASCII fallback and the UTF-8 name). */
function attachmentHeader(fileName: string): string {
  return `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The headers of a stored file sent as a private download. */
export function attachmentHeaders(file: { contentType: string; fileName: string; bytes: Uint8Array }) {
  return {
    'content-type': file.contentType,
    'content-disposition': attachmentHeader(file.fileName),
    'content-length': String(file.bytes.length),
    ...PRIVATE_DOWNLOAD,
    // A file opened in place runs nothing (a PDF with scripts, an SVG never accepted anyway).
    'content-security-policy': "default-src 'none'; sandbox",
  };
}

/**
 * The headers of a PDF the API drew, under the name it made ("DDT-2026-000012.pdf"): an attachment with
 * the ASCII name only (the names are ASCII), private like every download.
 */
export function pdfHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${asciiName(fileName)}"`,
    ...PRIVATE_DOWNLOAD,
  };
}
