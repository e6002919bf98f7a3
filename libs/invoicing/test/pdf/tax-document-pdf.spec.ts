import type { TaxDocument } from '@store/contracts';
import { renderTaxDocumentPdf } from '../../src/pdf';
import { readPdf } from '../support/read-pdf';
import { CHANDIGARH_SELLER, creditNoteFor, gstin, taxDocument, SAMPLE_LINES } from '../../src/testing';

const { tee: TEE, hoodie: HOODIE, shipping: SHIPPING } = SAMPLE_LINES;

const intraState = taxDocument({
  number: 'INV/2627/000001',
  issueDate: '2026-05-04',
  buyerName: 'Priya Deshmukh',
  buyerAddress: '7 Carter Road, Bandra West, Mumbai 400050',
  buyerState: 'Maharashtra',
  lines: [{ ...TEE, quantity: 2, discountPaise: 10_000 }, SHIPPING],
  amountInWords: 'Indian Rupees Two Thousand Seven Hundred Ninety-Seven Only',
});
const interState = taxDocument({
  number: 'INV/2627/000002',
  issueDate: '2026-05-05',
  buyerState: 'Karnataka',
  lines: [TEE, HOODIE],
  amountInWords: 'Indian Rupees Four Thousand Six Hundred Ninety-Eight Only',
});
const unionTerritory = taxDocument({
  number: 'INV/2627/000003',
  issueDate: '2026-05-06',
  seller: CHANDIGARH_SELLER,
  buyerName: 'Harpreet Kaur',
  buyerAddress: 'House 221, Sector 15, Chandigarh 160015',
  buyerState: 'Chandigarh',
  lines: [HOODIE],
});
const business = taxDocument({
  number: 'INV/2627/000004',
  issueDate: '2026-05-07',
  buyerName: 'Bharat Fitness Studios LLP',
  buyerAddress: '22 Hauz Khas Village, New Delhi 110016',
  buyerState: 'Delhi',
  buyerGstin: gstin('07AABCB1234K1Z'),
  lines: [{ ...TEE, quantity: 10 }],
});
const creditNote = creditNoteFor(interState, {
  number: 'CN/2627/000001',
  issueDate: '2026-05-20',
  lines: [HOODIE],
  reason: 'Returned: damaged on arrival',
  amountInWords: 'Indian Rupees Three Thousand Two Hundred Ninety-Nine Only',
});

/** Every field Rule 46 asks for, as it must read in the PDF. */
function requiredTexts(document: TaxDocument, stateTax: 'SGST' | 'UTGST' | null): string[] {
  const { seller, buyer, placeOfSupply } = document;
  const invoice = document.kind === 'invoice';
  return [
    invoice ? 'Tax Invoice' : 'Credit Note',
    'Original for Recipient',
    seller.name,
    `Trade name: ${seller.tradeName}`,
    seller.address,
    `State: ${seller.state}, state code ${seller.stateCode}`,
    `GSTIN: ${seller.gstin}`,
    document.number,
    buyer.name,
    buyer.address,
    `State: ${buyer.state}, state code ${buyer.stateCode}`,
    `Place of supply: ${placeOfSupply.state}, state code ${placeOfSupply.stateCode}`,
    'Reverse charge: No',
    ...document.lines.flatMap((line) => [
      line.hsn,
      line.description,
      `${line.quantity} ${line.unit}`,
      `${line.ratePercent}%`,
    ]),
    'Price',
    'Value',
    'Discount',
    'Taxable value',
    'GST rate',
    ...(stateTax ? ['CGST', stateTax] : ['IGST']),
    'Total',
    document.amountInWords,
    invoice ? 'This is a computer-generated invoice.' : 'This is a computer-generated credit note.',
    `For ${seller.name}`,
    'Authorised signatory',
  ];
}

describe('the tax document PDF', () => {
  it('prints every Rule 46 field of an intra-state invoice, with CGST and SGST and amounts in rupees', async () => {
    const read = await readPdf(await renderTaxDocumentPdf(intraState));
    for (const text of requiredTexts(intraState, 'SGST')) expect(read.text).toContain(text);
    expect(read.text).toContain('Invoice date: 4 May 2026');
    expect(read.text).not.toContain('IGST');
    expect(read.text).toContain('₹2,797.00'); // the total: 2 x 1,399 - 100 + 99
    expect(read.text).toContain(`₹${(intraState.totals.cgstPaise / 100).toFixed(2)}`);
    expect(read.text).toContain('1,399.00'); // a price in the table
    expect(read.text).toContain('100.00'); // the discount
  });

  it('prints IGST alone for an inter-state invoice', async () => {
    const read = await readPdf(await renderTaxDocumentPdf(interState));
    for (const text of requiredTexts(interState, null)) expect(read.text).toContain(text);
    expect(read.text).not.toContain('CGST');
    expect(read.text).toContain('₹4,698.00');
    expect(read.text).not.toContain('GSTIN: 29'); // a consumer: no recipient GSTIN
  });

  it('labels the state tax UTGST in a union territory without a legislature', async () => {
    const read = await readPdf(await renderTaxDocumentPdf(unionTerritory));
    expect(unionTerritory.taxKind).toBe('CGST+UTGST');
    for (const text of requiredTexts(unionTerritory, 'UTGST')) expect(read.text).toContain(text);
    expect(read.text).not.toContain('SGST');
  });

  it("names a business buyer's GSTIN", async () => {
    const read = await readPdf(await renderTaxDocumentPdf(business));
    for (const text of requiredTexts(business, null)) expect(read.text).toContain(text);
    expect(read.text).toContain(`GSTIN: ${business.buyer.gstin}`);
  });

  it('prints a credit note with the invoice it corrects, its date and the reason', async () => {
    const read = await readPdf(await renderTaxDocumentPdf(creditNote));
    for (const text of requiredTexts(creditNote, null)) expect(read.text).toContain(text);
    expect(read.text).toContain('Credit note number: CN/2627/000001');
    expect(read.text).toContain('Against invoice: INV/2627/000002 dated 5 May 2026');
    expect(read.text).toContain('Reason: Returned: damaged on arrival');
    expect(read.text).not.toContain('Tax Invoice');
  });

  it("sets the PDF's title to the document's kind and number", async () => {
    expect((await readPdf(await renderTaxDocumentPdf(intraState))).title).toBe('Tax Invoice INV/2627/000001');
    expect((await readPdf(await renderTaxDocumentPdf(creditNote))).title).toBe('Credit Note CN/2627/000001');
  });

  describe('a long document', () => {
    const withLines = (number: string, count: number) =>
      taxDocument({
        number,
        issueDate: '2026-05-08',
        buyerState: 'Kerala',
        lines: Array.from({ length: count }, (_, index) => ({
          ...TEE,
          description: `Training Tee No. ${index + 1} (Black, M)`,
        })),
      });

    it('fits 30 lines with the totals and the signatory on one page', async () => {
      expect((await readPdf(await renderTaxDocumentPdf(withLines('INV/2627/000030', 30)))).pages).toBe(1);
    });

    it('runs 40 lines onto a second page, numbered and titled', async () => {
      const read = await readPdf(await renderTaxDocumentPdf(withLines('INV/2627/000040', 40)));
      expect(read.pages).toBeGreaterThanOrEqual(2);
      expect(read.text).toContain('Tax Invoice INV/2627/000040 (continued)');
      expect(read.text).toContain('Training Tee No. 40 (Black, M)');
      expect(read.text).toContain(`Page 2 of ${read.pages}`);
      expect(read.text).toContain('Authorised signatory');
    });

    it("repeats the table's header on each page the lines run onto", async () => {
      const read = await readPdf(await renderTaxDocumentPdf(withLines('INV/2627/000070', 70)));
      expect(read.pages).toBeGreaterThanOrEqual(2);
      expect(read.text.match(/# HSN Description Qty Price Value Discount/g)).toHaveLength(read.pages);
      expect(read.text).toContain('Training Tee No. 70 (Black, M)');
    });
  });

  it('gives the same bytes for the same document', async () => {
    expect((await renderTaxDocumentPdf(business)).equals(await renderTaxDocumentPdf(business))).toBe(true);
  });
});
