import { shortOrderId, type TaxDocument } from '@store/contracts';
import PDFDocument from 'pdfkit';
import { FONT, fontFiles } from './pdf-fonts';
import { MARGIN, TaxDocumentLayout } from './tax-document-layout';
import { documentTitle, pdfTitle } from './tax-document-texts';

/**
 * The tax invoice or credit note as an A4 PDF with every field of Rule 46 (CGST Rules 2017):
 * supplier, recipient, number and date, place of supply, reverse charge, the lines with HSN,
 * quantity, value, discount, taxable value, rate and each tax, the totals in figures and words,
 * and the authorised signatory line. A long document runs onto more pages, the table's header
 * repeated on each. Pure: the same document gives the same bytes.
 */
export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const issuedAt = new Date(document.issuedAt);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: pdfTitle(document),
      Author: document.seller.name,
      Subject: `${documentTitle(document)} for order ${shortOrderId(document.orderId)}`,
      Creator: document.seller.tradeName || document.seller.name,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const files = fontFiles();
  pdf.registerFont(FONT.regular, files.regular);
  pdf.registerFont(FONT.bold, files.bold);

  new TaxDocumentLayout(pdf, document).draw();
  pdf.end();
  return done;
}
