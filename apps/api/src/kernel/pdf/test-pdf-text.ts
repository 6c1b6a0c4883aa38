// What a reader sees on each page of a PDF, for tests: pdf.js (through unpdf) extracts the text, and
// runs of white space (new lines, the no-break space Intl puts before "€") become one space.
import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';

export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.map((page) => page.replace(/\s+/g, ' ').trim());
  } finally {
    await document.destroy();
  }
}

/** How far right any text reaches on any page, in points from the left edge. */
export async function rightmostText(pdf: Buffer): Promise<number> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { items } = await extractTextItems(document);
    return Math.max(...items.flat().map((item) => item.x + item.width));
  } finally {
    await document.destroy();
  }
}
