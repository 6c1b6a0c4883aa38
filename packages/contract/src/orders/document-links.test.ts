import { describe, expect, it } from 'vitest';
import { documentPdfPath } from './document-links';

describe('documentPdfPath', () => {
  it('names the kind, the year and the sequence, and the language when English', () => {
    expect(documentPdfPath('ddt', '2026/000012')).toBe('/documents/ddt/2026/000012.pdf');
    expect(documentPdfPath('invoice', '2025/000003', 'en')).toBe(
      '/documents/invoice/2025/000003.pdf?lang=en',
    );
  });
});
