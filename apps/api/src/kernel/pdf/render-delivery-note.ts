// The delivery note (DDT) as a PDF: what DPR 472/1996 art. 1 c. 3 asks a transport document to
// show (number and date, seller and buyer with VAT numbers, destination, reason, nature and quantity
// of the goods, who transports them) plus the usual packages/weight data and the signature boxes.
import { goodsTable } from './blocks';
import type { DeliveryNoteDocument } from './document-model';
import { formattersFor } from './format';
import { labelsFor } from '../texts/documents';
import {
  boxGrid,
  clientCell,
  destinationCell,
  documentDefinition,
  labelled,
  notesBlock,
  referenceLines,
  wrapping,
} from './layout';
import { renderPdf } from './pdf-engine';
import type { Content } from './pdfmake-types';

/** Room left for a hand-written value or a signature. */
const BLANK: Content = { text: ' ', margin: [0, 10, 0, 0] };
const SIGNATURE_SPACE: Content = { text: ' ', margin: [0, 26, 0, 0] };

export async function renderDeliveryNotePdf(doc: DeliveryNoteDocument): Promise<Buffer> {
  const labels = labelsFor(doc.language);
  const format = formattersFor(doc.language);

  const reason =
    doc.transportReason === 'other' && doc.transportReasonText
      ? doc.transportReasonText
      : labels.transportReasons[doc.transportReason];
  const references = referenceLines(doc, labels, format);
  const parties = boxGrid(
    ['*', '*'],
    [
      [
        clientCell(labels.ddtConsignee, doc.client, labels, false),
        destinationCell(labels.destination, doc.destination),
      ],
    ],
  );
  const transport = boxGrid(
    [120, 100, 80, '*'],
    [
      [
        labelled(labels.transportReason, { text: wrapping(reason), bold: true }),
        labelled(labels.transportByTitle, { text: labels.transportBy[doc.transportBy] }),
        labelled(labels.carriageTitle, { text: labels.carriage[doc.carriage] }),
        labelled(labels.references, references.length > 0 ? { stack: references } : ' '),
      ],
    ],
  );

  const lines = goodsTable(doc.lines, labels, format);

  const carrier = doc.carrier
    ? {
        stack: [
          { text: wrapping(doc.carrier.name), bold: true },
          ...(doc.carrier.addressLines ?? []).map((line) => ({ text: wrapping(line) })),
          ...(doc.carrier.vatNumber ? [{ text: `${labels.vatNumber} ${doc.carrier.vatNumber}` }] : []),
        ],
      }
    : BLANK;
  // Kept together so the signatures never land on a page of their own away from the goods data.
  const closing: Content = {
    unbreakable: true,
    stack: [
      boxGrid(
        ['*', 60, 80, '*'],
        [
          [
            labelled(labels.goodsAppearance, { text: wrapping(doc.goodsAppearance || ' ') }),
            labelled(
              labels.packages,
              doc.packages === undefined
                ? BLANK
                : { text: format.quantity(doc.packages), alignment: 'right' },
            ),
            labelled(
              labels.grossWeight,
              doc.grossWeightKg === undefined
                ? BLANK
                : { text: format.quantity(doc.grossWeightKg), alignment: 'right' },
            ),
            labelled(labels.carrier, carrier),
          ],
        ],
        0,
      ),
      boxGrid(
        [150, '*', '*'],
        [
          [
            labelled(
              labels.transportStart,
              doc.transportStart ? { text: format.dateTime(doc.transportStart) } : BLANK,
            ),
            labelled(labels.driverSignature, SIGNATURE_SPACE),
            labelled(labels.recipientSignature, SIGNATURE_SPACE),
          ],
        ],
      ),
    ],
  };

  return renderPdf(
    documentDefinition({
      doc,
      title: labels.ddtTitle,
      legalLine: labels.ddtLegalLine,
      labels,
      format,
      content: [parties, transport, lines, ...notesBlock(doc.notes, labels), closing],
    }),
  );
}
