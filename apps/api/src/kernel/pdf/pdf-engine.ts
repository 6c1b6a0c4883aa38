// pdfmake set up for the server: the Roboto fonts shipped inside the pdfmake package, read once into
// pdfmake's in-memory file system and embedded (subset) in every PDF; while rendering, no file on disk
// and no URL is ever read, whatever text a document carries.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DocumentDefinition, FontFamily, PdfMake } from './pdfmake-types';

export const FONT_FAMILY = 'Roboto';

const FONT_FILES: FontFamily = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};

// pdfmake's server entry is CommonJS exporting one instance (`module.exports = new pdfmake()`), which
// Node's ESM loader cannot split into named imports: require it.
const require = createRequire(import.meta.url);
let configured: PdfMake | undefined;

function pdfmake(): PdfMake {
  if (configured) return configured;
  const instance = require('pdfmake') as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const family = {} as FontFamily;
  for (const [style, file] of Object.entries(FONT_FILES) as [keyof FontFamily, string][]) {
    const name = `shop-documents/${file}`;
    instance.virtualfs.writeFileSync(name, readFileSync(path.join(fontDir, file)));
    family[style] = name;
  }
  instance.addFonts({ [FONT_FAMILY]: family });
  // Documents are drawn from data only: a text that looks like a path or a URL must never be fetched.
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy(() => false);
  configured = instance;
  return instance;
}

/** Lays out and renders a document definition; resolves with the whole PDF file. */
export async function renderPdf(definition: DocumentDefinition): Promise<Buffer> {
  return pdfmake().createPdf(definition).getBuffer();
}
