import { describe, expect, it } from 'vitest';
import { renderDeliveryNotePdf } from './render-delivery-note';
import { deliveryNote } from './test-fixtures';
import { pdfPages } from './test-pdf-text';

describe('renderDeliveryNotePdf', () => {
  it('prints an Italian DDT with the data DPR 472/1996 asks for', async () => {
    const pdf = await renderDeliveryNotePdf(deliveryNote('it'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [page, ...rest] = await pdfPages(pdf);
    expect(rest).toEqual([]);
    // Number and date, the seller (cedente) and the buyer (cessionario) with their VAT numbers.
    expect(page).toContain('DOCUMENTO DI TRASPORTO');
    expect(page).toContain('N. 128/2025 del 12/03/2025');
    expect(page).toContain('Ingrosso Rossi S.r.l.');
    expect(page).toContain('P. IVA IT01234567890');
    expect(page).toContain('Ferramenta Bianchi S.n.c. di Bianchi Mario & C.');
    expect(page).toContain('P. IVA IT09876543210 – C.F. 09876543210');
    // Destination, reason, who transports, carriage and the referenced order.
    expect(page).toContain('Luogo di destinazione Magazzino Bianchi Strada del Drosso 120 10135 Torino (TO)');
    expect(page).toContain('Causale del trasporto Vendita');
    expect(page).toContain('Trasporto a cura del Vettore');
    expect(page).toContain('Porto Franco');
    expect(page).toContain('Ordine n. W-2025-000731 del 10/03/2025');
    // Nature and quantity of the goods, a long description wrapped whole inside its row.
    expect(page).toContain('Codice Descrizione dei beni U.M. Quantità');
    expect(page).toContain('NASTRO-50 Nastro americano 50 mm x 25 m grigio PZ 1.250');
    expect(page).toContain('set di 32 inserti assortiti per legno, metallo e muratura PZ 2');
    // Goods' appearance, packages, weight, carrier, transport start and the signature boxes.
    expect(page).toContain('Aspetto esteriore dei beni Scatole di cartone su bancale');
    expect(page).toContain('N. colli 14');
    expect(page).toContain('Peso lordo (kg) 182,5');
    expect(page).toContain('Vettore Trasporti Veloci S.p.A.');
    expect(page).toContain('Data e ora inizio trasporto 12/03/2025 08:30');
    expect(page).toContain('Firma conducente');
    expect(page).toContain('Firma destinatario');
    expect(page).toContain('Consegna al mattino, scarico con sponda idraulica.');
    expect(page).toContain('D.P.R. 472/1996');
    expect(page).toContain('REA MI-1234567 – Cap. soc. 100.000,00 € i.v.');
    expect(page).toContain('Pagina 1 di 1');
  });

  it('prints the same DDT in English, with English numbers and dates', async () => {
    const pdf = await renderDeliveryNotePdf(deliveryNote('en'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [page] = await pdfPages(pdf);
    expect(page).toContain('DELIVERY NOTE (DDT)');
    expect(page).toContain('No. 128/2025 of 12/03/2025');
    expect(page).toContain('Ferramenta Bianchi S.n.c. di Bianchi Mario & C.');
    expect(page).toContain('Reason for transport Sale');
    expect(page).toContain('Transport by Carrier');
    expect(page).toContain('Carriage Paid');
    expect(page).toContain('NASTRO-50 Nastro americano 50 mm x 25 m grigio PZ 1,250');
    expect(page).toContain('External appearance of goods Cardboard boxes on a pallet');
    expect(page).toContain('Gross weight (kg) 182.5');
    expect(page).toContain('Transport start date and time 12/03/2025 08:30');
    expect(page).toContain('Driver signature');
    expect(page).toContain('Recipient signature');
    expect(page).toContain('Page 1 of 1');
  });

  it('leaves weight and transport start blank to fill by hand, and prints a free reason', async () => {
    const doc = {
      ...deliveryNote('it'),
      transportReason: 'other' as const,
      transportReasonText: 'Sostituzione in garanzia',
      transportBy: 'sender' as const,
      carrier: undefined,
      grossWeightKg: undefined,
      transportStart: undefined,
      carriage: 'forward' as const,
    };
    const [page] = await pdfPages(await renderDeliveryNotePdf(doc));
    expect(page).toContain('Causale del trasporto Sostituzione in garanzia');
    expect(page).toContain('Trasporto a cura del Mittente');
    expect(page).toContain('Porto Assegnato');
    expect(page).toContain('Peso lordo (kg) Vettore Data e ora inizio trasporto Firma conducente');
  });

  it('runs a long DDT over several pages, repeating the letterhead and the table header', async () => {
    const pages = await pdfPages(await renderDeliveryNotePdf(deliveryNote('it', 120)));

    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain('N. 128/2025 del 12/03/2025');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    // Every page that carries lines starts them under the column headings.
    const withLines = pages.filter((page) => /ART-\d{4}/.test(page));
    expect(withLines.length).toBeGreaterThanOrEqual(3);
    for (const page of withLines) expect(page).toContain('Codice Descrizione dei beni U.M. Quantità');
    // No line lost or printed twice across the page breaks.
    const all = pages.join(' ');
    for (let n = 4; n <= 120; n++) {
      expect(all.split(`ART-${String(n).padStart(4, '0')} `)).toHaveLength(2);
    }
    // The signatures close the document, after the last line.
    expect(pages.at(-1)).toContain('Firma destinatario');
    expect(pages.slice(0, -1).join(' ')).not.toContain('Firma destinatario');
  });
});
