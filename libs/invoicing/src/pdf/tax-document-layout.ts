import { shortOrderId, type TaxDocument } from '@store/contracts';
import { lineColumns, placeColumns, type PlacedColumn } from './line-table';
import { FONT } from './pdf-fonts';
import {
  AMOUNTS_NOTE,
  computerGenerated,
  documentTitle,
  ORIGINAL_FOR_RECIPIENT,
  pdfTitle,
  printedDay,
  rupees,
  stateTaxLabel,
  stateWithCode,
} from './tax-document-texts';

type Pdf = PDFKit.PDFDocument;

export const MARGIN = 32;
/** Room kept at the foot of every page for its page number. */
const FOOT = 22;
const GAP = 16;
const SIZE = { title: 16, label: 7, body: 8.5, name: 10, table: 7 } as const;
const GREY = '#555555';
const RULE = '#bbbbbb';
const HEADER_FILL = '#eeeeee';
const CELL_PAD = { x: 2, y: 2.5 };
const TOTAL_LINE = 13;
/** Room left blank above the signatory line, for a stamp or a signature. */
const SIGNING_SPACE = 30;
/** The declaration and signatory block: its rule, the legal name, the signing space and the label. */
const SIGNATURE_HEIGHT = 8 + 11 + SIGNING_SPACE + 3 + 11;

/**
 * Where everything of a tax document goes on A4: the heading, the parties and details, the
 * lines' table (onto more pages with its header repeated), then the totals, the declaration and
 * the signatory kept together, and each page's number at its foot.
 */
export class TaxDocumentLayout {
  private readonly left = MARGIN;
  private readonly width: number;
  private readonly bottom: number;
  private readonly columns: PlacedColumn[];
  private y = MARGIN;

  constructor(
    private readonly pdf: Pdf,
    private readonly document: TaxDocument,
  ) {
    this.width = pdf.page.width - 2 * MARGIN;
    this.bottom = pdf.page.height - MARGIN - FOOT;
    this.columns = placeColumns(lineColumns(document), this.left, this.width);
  }

  draw() {
    this.heading();
    this.parties();
    this.table();
    this.closing();
    this.pageNumbers();
  }

  private text(value: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}) {
    this.pdf.text(value, x, y, { width, lineBreak: true, ...options });
    return this.pdf.heightOfString(value, { width, ...options });
  }

  private style(font: string, size: number, color = 'black') {
    this.pdf.font(font).fontSize(size).fillColor(color);
  }

  private rule(y: number, color = RULE) {
    this.pdf
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  private heading() {
    this.style(FONT.bold, SIZE.title);
    this.text(documentTitle(this.document), this.left, this.y, this.width);
    this.style(FONT.bold, SIZE.body);
    this.text(ORIGINAL_FOR_RECIPIENT, this.left, this.y + 5, this.width, { align: 'right' });
    this.y += 24;
    this.rule(this.y, 'black');
    this.y += 8;
  }

  /** Label/value lines of one block; returns its height. */
  private block(x: number, y: number, width: number, title: string, name: string | null, lines: string[]) {
    let at = y;
    this.style(FONT.bold, SIZE.label, GREY);
    at += this.text(title.toUpperCase(), x, at, width) + 2;
    if (name) {
      this.style(FONT.bold, SIZE.name);
      at += this.text(name, x, at, width) + 1;
    }
    this.style(FONT.regular, SIZE.body);
    for (const line of lines) at += this.text(line, x, at, width) + 1;
    return at - y;
  }

  private details(): string[] {
    const document = this.document;
    const noun = document.kind === 'invoice' ? 'Invoice' : 'Credit note';
    const lines = [
      `${noun} number: ${document.number}`,
      `${noun} date: ${printedDay(document.issueDate)}`,
      `Place of supply: ${stateWithCode(document.placeOfSupply)}`,
      'Reverse charge: No',
      `Order: ${shortOrderId(document.orderId)}`,
    ];
    // An invoice of one dispatch (issue #43), and its credit notes, name the shipment.
    if (document.shipment) lines.push(`Shipment: ${document.shipment.carrier}, AWB ${document.shipment.awb}`);
    if (document.correctsInvoice)
      lines.push(
        `Against invoice: ${document.correctsInvoice.number} dated ${printedDay(document.correctsInvoice.issueDate)}`,
      );
    if (document.reason) lines.push(`Reason: ${document.reason}`);
    return lines;
  }

  private parties() {
    const { seller, buyer } = this.document;
    const half = (this.width - GAP) / 2;
    const right = this.left + half + GAP;
    const supplier = this.block(this.left, this.y, half, 'Supplier', seller.name, [
      `Trade name: ${seller.tradeName}`,
      seller.address,
      `State: ${stateWithCode(seller)}`,
      `GSTIN: ${seller.gstin}`,
    ]);
    const details = this.block(right, this.y, half, `${documentTitle(this.document)} details`, null, this.details());
    this.y += Math.max(supplier, details) + 10;
    const recipient = [buyer.address, `State: ${stateWithCode(buyer)}`];
    if (this.document.b2b && buyer.gstin) recipient.push(`GSTIN: ${buyer.gstin}`);
    this.y +=
      this.block(this.left, this.y, this.width, 'Recipient (billed and shipped to)', buyer.name, recipient) + 10;
    this.style(FONT.regular, SIZE.label, GREY);
    this.y += this.text(AMOUNTS_NOTE, this.left, this.y, this.width, { align: 'right' }) + 2;
  }

  private cellHeight(value: string, column: PlacedColumn) {
    return this.pdf.heightOfString(value, { width: column.width - 2 * CELL_PAD.x });
  }

  private row(cells: string[], font: string, fill: string | null) {
    const height = this.rowHeight(cells, font);
    if (fill) this.pdf.rect(this.left, this.y, this.width, height).fillColor(fill).fill();
    this.style(font, SIZE.table);
    this.columns.forEach((column, index) =>
      this.text(cells[index]!, column.x + CELL_PAD.x, this.y + CELL_PAD.y, column.width - 2 * CELL_PAD.x, {
        align: column.align,
      }),
    );
    this.y += height;
    this.rule(this.y);
  }

  private rowHeight(cells: string[], font: string = FONT.regular) {
    this.style(font, SIZE.table);
    return Math.max(...cells.map((cell, index) => this.cellHeight(cell, this.columns[index]!))) + 2 * CELL_PAD.y;
  }

  private tableHeader() {
    this.row(
      this.columns.map((column) => column.header),
      FONT.bold,
      HEADER_FILL,
    );
  }

  /** A new page, headed with the document's title and number so a loose page is still known. */
  private nextPage() {
    this.pdf.addPage();
    this.y = MARGIN;
    this.style(FONT.bold, SIZE.body);
    this.y += this.text(`${pdfTitle(this.document)} (continued)`, this.left, this.y, this.width) + 6;
  }

  private table() {
    this.tableHeader();
    this.document.lines.forEach((line, index) => {
      const cells = this.columns.map((column) => column.cell(line, index));
      if (this.y + this.rowHeight(cells) > this.bottom) {
        this.nextPage();
        this.tableHeader();
      }
      this.row(cells, FONT.regular, null);
    });
  }

  private totalsLines(): [string, number][] {
    const { totals } = this.document;
    const taxes: [string, number][] =
      this.document.taxKind === 'IGST'
        ? [['IGST', totals.igstPaise]]
        : [
            ['CGST', totals.cgstPaise],
            [stateTaxLabel(this.document), totals.sgstPaise],
          ];
    return [['Taxable value', totals.taxablePaise], ...taxes];
  }

  /** Totals in figures and words, the declaration and the signatory, kept together on one page. */
  private closing() {
    const totalsWidth = 200;
    const wordsWidth = this.width - totalsWidth - GAP;
    const lines = this.totalsLines();
    this.style(FONT.regular, SIZE.body);
    const words = this.pdf.heightOfString(this.document.amountInWords, { width: wordsWidth });
    const totalsHeight = (lines.length + 1) * TOTAL_LINE + 8;
    const needed = 8 + Math.max(totalsHeight, words + 10) + 14 + SIGNATURE_HEIGHT;
    if (this.y + needed > this.bottom) this.nextPage();

    let y = this.y + 8;
    const totalsLeft = this.left + this.width - totalsWidth;
    this.style(FONT.bold, SIZE.label, GREY);
    this.text('AMOUNT IN WORDS', this.left, y, wordsWidth);
    this.style(FONT.regular, SIZE.body);
    const wordsEnd = y + 10 + this.text(this.document.amountInWords, this.left, y + 10, wordsWidth);
    for (const [label, paise] of lines) {
      this.text(label, totalsLeft, y, totalsWidth / 2);
      this.text(rupees(paise), totalsLeft + totalsWidth / 2, y, totalsWidth / 2, { align: 'right' });
      y += TOTAL_LINE;
    }
    this.pdf
      .moveTo(totalsLeft, y)
      .lineTo(totalsLeft + totalsWidth, y)
      .lineWidth(0.6)
      .strokeColor('black')
      .stroke();
    y += 4;
    this.style(FONT.bold, SIZE.name);
    const totalLabel = this.document.kind === 'invoice' ? 'Total' : 'Total credit';
    this.text(totalLabel, totalsLeft, y, totalsWidth / 2);
    this.text(rupees(this.document.totals.totalPaise), totalsLeft + totalsWidth / 2, y, totalsWidth / 2, {
      align: 'right',
    });
    this.y = Math.max(wordsEnd, y + TOTAL_LINE) + 14;
    this.signature();
  }

  private signature() {
    const boxWidth = 200;
    const boxLeft = this.left + this.width - boxWidth;
    this.rule(this.y);
    this.y += 8;
    this.style(FONT.regular, SIZE.body);
    this.text(computerGenerated(this.document), this.left, this.y, this.width - boxWidth - GAP);
    this.style(FONT.bold, SIZE.body);
    const nameHeight = this.text(`For ${this.document.seller.name}`, boxLeft, this.y, boxWidth, { align: 'right' });
    const signedAt = this.y + nameHeight + SIGNING_SPACE;
    this.pdf
      .moveTo(boxLeft + 40, signedAt)
      .lineTo(boxLeft + boxWidth, signedAt)
      .lineWidth(0.6)
      .strokeColor(GREY)
      .stroke();
    this.style(FONT.regular, SIZE.body);
    this.text('Authorised signatory', boxLeft, signedAt + 3, boxWidth, { align: 'right' });
  }

  private pageNumbers() {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let page = start; page < start + count; page += 1) {
      this.pdf.switchToPage(page);
      // Writing inside the bottom margin would make PDFKit start a page of its own.
      const margins = this.pdf.page.margins;
      this.pdf.page.margins = { ...margins, bottom: 0 };
      const y = this.pdf.page.height - MARGIN - 10;
      this.style(FONT.regular, SIZE.label, GREY);
      this.text(pdfTitle(this.document), this.left, y, this.width / 2);
      this.text(`Page ${page - start + 1} of ${count}`, this.left + this.width / 2, y, this.width / 2, {
        align: 'right',
      });
      this.pdf.page.margins = margins;
    }
  }
}
