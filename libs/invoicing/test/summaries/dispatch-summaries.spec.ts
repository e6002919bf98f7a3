import type { TaxDocument } from '@store/contracts';
import { allocateRefund, buildCreditNote } from '../../src/domain';
import { foldGstSummaries } from '../../src/summaries';
import { dispatchInvoices } from '../domain/dispatch-fixtures';
import { BUYER_IN_KARNATAKA, goodsLine, invoiceInput } from '../domain/invoice-fixtures';

/** 3 tees at ₹999 (less ₹10 over the line) and a hoodie at ₹3,000, ₹29 shipping, to Karnataka: shipped in two parcels. */
const order = invoiceInput({
  issueDate: '2026-05-04',
  buyer: BUYER_IN_KARNATAKA,
  lines: [
    goodsLine({ quantity: 3, unitPricePaise: 99900, discountPaise: 1000 }),
    goodsLine({ hsn: '611020', name: 'Hoodie', unitPricePaise: 300000 }),
  ],
  shippingPaise: 2900,
});
const paidPaise = 3 * 99900 - 1000 + 300000 + 2900;
const invoices = dispatchInvoices(order, [
  [{ line: 0, quantity: 2 }],
  [
    { line: 0, quantity: 1 },
    { line: 1, quantity: 1 },
  ],
]);

/** A return of one tee and the hoodie, credited line by line. */
function returnOf(lines: { line: number; quantity: number; amountPaise: number }[]): TaxDocument[] {
  const amountPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return allocateRefund({ invoices, creditNotes: [], amountPaise, lines }).map((credit, k) =>
    buildCreditNote({
      invoice: credit.invoice,
      number: `CN/2627/${String(k + 1).padStart(6, '0')}`,
      issuedAt: '2026-05-12T09:00:00.000Z',
      issueDate: '2026-05-12',
      refundId: 'refund-1',
      reason: 'Return: damaged',
      amountPaise: credit.amountPaise,
      parts: credit.parts,
      units: credit.units,
      creditedBefore: [],
    }),
  );
}

describe('the monthly summaries of an order invoiced per dispatch (issue #43)', () => {
  it('count each dispatch’s invoice, net of the return’s credit notes, in B2CS and the HSN summary alike', () => {
    const notes = returnOf([
      { line: 0, quantity: 1, amountPaise: 99567 },
      { line: 1, quantity: 1, amountPaise: 300000 },
    ]);
    expect(notes.map((note) => note.correctsInvoice!.number)).toEqual(['INV/2627/000001', 'INV/2627/000002']);
    const summaries = foldGstSummaries('2026-05', [...invoices, ...notes]);
    const credited = notes.reduce((sum, note) => sum + note.totals.totalPaise, 0);
    expect(summaries.totals).toEqual({
      invoicesPaise: paidPaise,
      creditNotesPaise: credited,
      netPaise: paidPaise - credited,
      invoiceCount: 2,
      creditNoteCount: 2,
    });
    const b2cs = summaries.b2cs.reduce(
      (sum, row) => sum + row.taxablePaise + row.cgstPaise + row.sgstPaise + row.igstPaise,
      0,
    );
    expect(b2cs).toBe(paidPaise - credited);
    expect(summaries.hsn.reduce((sum, row) => sum + row.totalPaise, 0)).toBe(paidPaise - credited);
    // 4 pieces invoiced over the two dispatches, 2 returned.
    expect(summaries.hsn.reduce((sum, row) => sum + row.quantity, 0)).toBe(2);
    // One row per note and rate: the second note credits a tee at 5% and the hoodie at 18%.
    expect(summaries.creditNotes.map((row) => [row.invoiceNumber, row.ratePercent])).toEqual([
      ['INV/2627/000001', 5],
      ['INV/2627/000002', 5],
      ['INV/2627/000002', 18],
    ]);
  });
});
