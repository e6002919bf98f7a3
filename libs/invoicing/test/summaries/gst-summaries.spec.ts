import { parseCsv } from '@store/catalogue/testing';
import {
  addToGstSummaries,
  emptyGstSummaryFold,
  foldGstSummaries,
  gstSummariesOf,
  gstSummaryCsv,
  rupeesCsv,
  type GstSummaryDocument,
} from '../../src/summaries';
import { creditNoteFor, gstin, taxDocument, SAMPLE_LINES } from '../../src/testing';

const { tee: TEE, hoodie: HOODIE, shipping: SHIPPING } = SAMPLE_LINES;

const BUYER_GSTIN = gstin('07AABCB1234K1Z');

// A month (May 2026) of a Maharashtra seller: consumers in Karnataka and Maharashtra at both
// rates, a business buyer in Delhi, a partial and a full credit note, one business credit note.
const karnatakaTwoRates = taxDocument({
  number: 'INV/2627/000010',
  issueDate: '2026-05-02',
  buyerState: 'Karnataka',
  lines: [{ ...TEE, quantity: 2, discountPaise: 10_000 }, HOODIE],
});
const karnatakaTee = taxDocument({
  number: 'INV/2627/000011',
  issueDate: '2026-05-09',
  buyerState: 'Karnataka',
  lines: [TEE],
});
const mumbaiWithShipping = taxDocument({
  number: 'INV/2627/000012',
  issueDate: '2026-05-14',
  buyerState: 'Maharashtra',
  lines: [{ ...TEE, quantity: 3 }, SHIPPING],
});
const businessInDelhi = taxDocument({
  number: 'INV/2627/000013',
  issueDate: '2026-05-20',
  buyerState: 'Delhi',
  buyerName: '=HYPERLINK("http://evil.example","Bharat Traders")',
  buyerGstin: BUYER_GSTIN,
  lines: [
    { ...TEE, quantity: 10 },
    { ...HOODIE, quantity: 4 },
  ],
});
const mumbaiHoodie = taxDocument({
  number: 'INV/2627/000014',
  issueDate: '2026-05-21',
  buyerState: 'Maharashtra',
  lines: [HOODIE],
});
const partialCredit = creditNoteFor(karnatakaTwoRates, {
  number: 'CN/2627/000003',
  issueDate: '2026-05-25',
  lines: [{ ...TEE, discountPaise: 5_000 }],
});
const fullCredit = creditNoteFor(mumbaiHoodie, { number: 'CN/2627/000004', issueDate: '2026-05-28', lines: [HOODIE] });
const businessCredit = creditNoteFor(businessInDelhi, {
  number: 'CN/2627/000005',
  issueDate: '2026-05-30',
  lines: [{ ...HOODIE, quantity: 1 }],
});
const aprilInvoice = taxDocument({
  number: 'INV/2627/000009',
  issueDate: '2026-04-30',
  buyerState: 'Kerala',
  lines: [TEE],
});
const juneInvoice = taxDocument({
  number: 'INV/2627/000015',
  issueDate: '2026-06-01',
  buyerState: 'Kerala',
  lines: [TEE],
});
const juneCredit = creditNoteFor(businessInDelhi, { number: 'CN/2627/000006', issueDate: '2026-06-01', lines: [TEE] });

const invoices = [karnatakaTwoRates, karnatakaTee, mumbaiWithShipping, businessInDelhi, mumbaiHoodie];
const creditNotes = [partialCredit, fullCredit, businessCredit];
const month = [aprilInvoice, ...invoices, ...creditNotes, juneInvoice, juneCredit];

const withTax = (row: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
  row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise;
const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
const totalOf = (documents: readonly GstSummaryDocument[]) =>
  sumOf(documents, (document) => document.totals.totalPaise);

describe('the monthly GST summaries', () => {
  const summaries = foldGstSummaries('2026-05', month);

  it('counts only the documents issued in the month, and nets the credit notes: net = invoices - credit notes', () => {
    expect(summaries.month).toBe('2026-05');
    expect(summaries.totals).toEqual({
      invoicesPaise: totalOf(invoices),
      creditNotesPaise: totalOf(creditNotes),
      netPaise: totalOf(invoices) - totalOf(creditNotes),
      invoiceCount: 5,
      creditNoteCount: 3,
    });
    const numbers = [
      ...summaries.b2b.map((row) => row.invoiceNumber),
      ...summaries.creditNotes.map((row) => row.number),
    ];
    expect(numbers).not.toContain(juneCredit.number);
    expect(summaries.b2cs.some((row) => row.placeOfSupply === '32-Kerala')).toBe(false);
  });

  it('B2CS + B2B - business credit notes equals the net, to the paisa', () => {
    const businessCredits = summaries.creditNotes.filter((row) => row.buyerGstin !== null);
    expect(sumOf(summaries.b2cs, withTax) + sumOf(summaries.b2b, withTax) - sumOf(businessCredits, withTax)).toBe(
      summaries.totals.netPaise,
    );
  });

  it('the HSN summary equals the net, in its totals and in taxable value plus taxes', () => {
    expect(sumOf(summaries.hsn, (row) => row.totalPaise)).toBe(summaries.totals.netPaise);
    expect(sumOf(summaries.hsn, withTax)).toBe(summaries.totals.netPaise);
  });

  it('groups consumer sales by place of supply and rate, net of the consumer credit notes', () => {
    const karnataka5 = summaries.b2cs.find((row) => row.placeOfSupply === '29-Karnataka' && row.ratePercent === 5);
    const teeLines = [karnatakaTwoRates.lines[0]!, karnatakaTee.lines[0]!];
    expect(karnataka5).toEqual({
      placeOfSupply: '29-Karnataka',
      ratePercent: 5,
      taxablePaise: sumOf(teeLines, (line) => line.taxablePaise) - partialCredit.totals.taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: sumOf(teeLines, (line) => line.igstPaise) - partialCredit.totals.igstPaise,
    });
    expect(summaries.b2cs.map((row) => `${row.placeOfSupply} ${row.ratePercent}%`)).toEqual([
      '27-Maharashtra 5%',
      '29-Karnataka 5%',
      '29-Karnataka 18%',
    ]);
    const maharashtra5 = summaries.b2cs[0]!;
    expect(maharashtra5.igstPaise).toBe(0);
    expect(maharashtra5.cgstPaise + maharashtra5.sgstPaise).toBe(
      mumbaiWithShipping.totals.cgstPaise + mumbaiWithShipping.totals.sgstPaise,
    );
  });

  it('a full credit note in the month cancels its group out of B2CS (Maharashtra at 18%)', () => {
    expect(
      summaries.b2cs.find((row) => row.placeOfSupply === '27-Maharashtra' && row.ratePercent === 18),
    ).toBeUndefined();
  });

  it('lists business invoices one row per rate, with the whole invoice value on each', () => {
    expect(summaries.b2b).toEqual([
      expect.objectContaining({
        buyerGstin: BUYER_GSTIN,
        buyerName: businessInDelhi.buyer.name,
        invoiceNumber: 'INV/2627/000013',
        invoiceDate: '2026-05-20',
        invoiceValuePaise: businessInDelhi.totals.totalPaise,
        placeOfSupply: '07-Delhi',
        ratePercent: 5,
        taxablePaise: businessInDelhi.lines[0]!.taxablePaise,
        igstPaise: businessInDelhi.lines[0]!.igstPaise,
      }),
      expect.objectContaining({
        invoiceNumber: 'INV/2627/000013',
        ratePercent: 18,
        invoiceValuePaise: businessInDelhi.totals.totalPaise,
      }),
    ]);
  });

  it('lists every credit note of the month one row per rate, naming the invoice it corrects', () => {
    expect(
      summaries.creditNotes.map((row) => [
        row.number,
        row.invoiceNumber,
        row.invoiceDate,
        row.buyerGstin,
        row.ratePercent,
      ]),
    ).toEqual([
      ['CN/2627/000003', 'INV/2627/000010', '2026-05-02', null, 5],
      ['CN/2627/000004', 'INV/2627/000014', '2026-05-21', null, 18],
      ['CN/2627/000005', 'INV/2627/000013', '2026-05-20', BUYER_GSTIN, 18],
    ]);
    expect(summaries.creditNotes[0]!.valuePaise).toBe(partialCredit.totals.totalPaise);
  });

  it("nets the HSN quantities: a credit note's pieces subtract, and shipping counts no piece", () => {
    const tee5 = summaries.hsn.find((row) => row.hsn === '6109' && row.ratePercent === 5)!;
    // 2 + 1 + 3 tees to consumers (the shipping line beside them is no piece), 10 to the business, 1 credited.
    expect(tee5.quantity).toBe(2 + 1 + 3 + 10 - 1);
    const hoodie18 = summaries.hsn.find((row) => row.hsn === '6110' && row.ratePercent === 18)!;
    expect(hoodie18.quantity).toBe(1 + 4 + 1 - 1 - 1);
  });

  it('gives the same figures in any order and when folded one event at a time (a replay)', () => {
    expect(foldGstSummaries('2026-05', [...month].reverse())).toEqual(summaries);
    const fold = emptyGstSummaryFold('2026-05');
    for (const document of month) addToGstSummaries(fold, document);
    expect(gstSummariesOf(fold)).toEqual(summaries);
  });

  it('folds issued documents as their events carry them, without the sealed buyer name and address', () => {
    const issued = month.map(({ buyer: { name: _name, address: _address, ...buyer }, ...document }) => ({
      ...document,
      buyer,
    }));
    const fromEvents = foldGstSummaries('2026-05', issued);
    expect(fromEvents.b2b.map((row) => row.buyerName)).toEqual(['', '']);
    expect({ ...fromEvents, b2b: [] }).toEqual({ ...summaries, b2b: [] });
  });
});

describe('the GST summary CSVs', () => {
  const summaries = foldGstSummaries('2026-05', month);

  it('writes rupees with two decimals, not paise', () => {
    expect(rupeesCsv(123_456)).toBe('1234.56');
    expect(rupeesCsv(5)).toBe('0.05');
    expect(rupeesCsv(-150)).toBe('-1.50');
    expect(rupeesCsv(0)).toBe('0.00');
  });

  it('writes B2CS with a header row and one row per place of supply and rate', () => {
    const rows = parseCsv(gstSummaryCsv(summaries, 'b2cs'));
    expect(rows[0]).toEqual([
      'Place Of Supply',
      'Rate (%)',
      'Taxable Value',
      'CGST Amount',
      'SGST/UTGST Amount',
      'IGST Amount',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['27-Maharashtra', '5'],
      ['29-Karnataka', '5'],
      ['29-Karnataka', '18'],
    ]);
    expect(rows[1]![2]).toBe(rupeesCsv(summaries.b2cs[0]!.taxablePaise));
    expect(rows[1]![2]).toMatch(/^\d+\.\d{2}$/);
  });

  it('writes B2B with the buyer, the invoice and its value, and defuses a name a spreadsheet would run', () => {
    const text = gstSummaryCsv(summaries, 'b2b');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'GSTIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice Date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Rate (%)',
      'Taxable Value',
      'CGST Amount',
      'SGST/UTGST Amount',
      'IGST Amount',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(0, 8)).toEqual([
      BUYER_GSTIN,
      `'=HYPERLINK("http://evil.example","Bharat Traders")`,
      'INV/2627/000013',
      '2026-05-20',
      rupeesCsv(businessInDelhi.totals.totalPaise),
      '07-Delhi',
      'N',
      '5',
    ]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Bharat Traders"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('writes the credit notes and the HSN summary with their headers and rows', () => {
    const credit = parseCsv(gstSummaryCsv(summaries, 'credit-notes'));
    expect(credit[0]!.slice(0, 8)).toEqual([
      'Note Number',
      'Note Date',
      'Invoice Number',
      'Invoice Date',
      'GSTIN of Recipient',
      'Place Of Supply',
      'Note Value',
      'Rate (%)',
    ]);
    expect(credit.slice(1).map((row) => row[0])).toEqual(['CN/2627/000003', 'CN/2627/000004', 'CN/2627/000005']);
    const hsn = parseCsv(gstSummaryCsv(summaries, 'hsn'));
    expect(hsn[0]).toEqual([
      'HSN',
      'Rate (%)',
      'Total Quantity',
      'Total Value',
      'Taxable Value',
      'CGST Amount',
      'SGST/UTGST Amount',
      'IGST Amount',
    ]);
    expect(hsn.slice(1).map((row) => `${row[0]} ${row[1]}%`)).toEqual(['6109 5%', '6110 18%']);
  });
});
