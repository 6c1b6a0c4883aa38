// A notification's words as its reader sees them: values formatted for his language, no raw codes.
import { describe, expect, it } from 'vitest';
import { renderNotification } from './render-notification';

const sent = { quoteNumber: 'P2026/000012', clientName: 'Alimentari Rossi', validUntil: '2026-12-28' };

describe('renderNotification', () => {
  it('writes a quote’s validity day as an Italian reader does', () => {
    const { text } = renderNotification('quote.sent', sent, 'it');
    expect(text).toContain('28/12/2026');
    expect(text).not.toContain('2026-12-28');
  });

  it('writes it as an English reader does', () => {
    const { text } = renderNotification('quote.extended', sent, 'en');
    expect(text).toContain('28 Dec 2026');
    expect(text).not.toContain('2026-12-28');
  });
});
