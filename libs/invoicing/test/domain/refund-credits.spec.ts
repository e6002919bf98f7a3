import type { TaxDocument } from '@store/contracts';
import { ConflictError } from '@store/platform/domain';
import {
  allocateRefund,
  buildCreditNote,
  uninvoicedShare,
  type InvoiceCredit,
  type RefundLine,
} from '../../src/domain';
import { dispatchInvoices, randomDispatches } from './dispatch-fixtures';
import { BUYER_IN_KARNATAKA, goodsLine, invoiceInput, randomBasket, seededRandom } from './invoice-fixtures';

/** 2 tees at ₹1,000 (line 0) and a hoodie at ₹3,000 (line 1), ₹29 shipping: ₹5,029 paid, shipped in two parcels. */
const order = invoiceInput({
  buyer: { ...BUYER_IN_KARNATAKA, state: 'Maharashtra' },
  lines: [
    goodsLine({ quantity: 2, unitPricePaise: 100000 }),
    goodsLine({ hsn: '611020', name: 'Hoodie', unitPricePaise: 300000 }),
  ],
  shippingPaise: 2900,
});
const [first, second] = dispatchInvoices(order, [
  [{ line: 0, quantity: 1 }],
  [
    { line: 0, quantity: 1 },
    { line: 1, quantity: 1 },
  ],
]) as [TaxDocument, TaxDocument];

let sequence = 0;
/** The credit notes of one refund, as the issuer builds them from its allocation. */
function creditNotes(credits: InvoiceCredit[], before: readonly TaxDocument[]): TaxDocument[] {
  return credits.map((credit) => {
    sequence += 1;
    return buildCreditNote({
      invoice: credit.invoice,
      number: `CN/2627/${String(sequence).padStart(6, '0')}`,
      issuedAt: '2026-05-10T09:00:00.000Z',
      issueDate: '2026-05-10',
      refundId: `refund-${sequence}`,
      reason: 'Damaged',
      amountPaise: credit.amountPaise,
      parts: credit.parts,
      units: credit.units,
      creditedBefore: before.filter((note) => note.correctsInvoice?.number === credit.invoice.number),
    });
  });
}

const refund = (amountPaise: number, lines: RefundLine[] | null, before: TaxDocument[] = [], uninvoicedPaise = 0) =>
  creditNotes(
    allocateRefund({ invoices: [first, second], creditNotes: before, amountPaise, lines, uninvoicedPaise }),
    before,
  );

const credited = (notes: TaxDocument[], invoice: TaxDocument) =>
  notes.filter((note) => note.correctsInvoice?.number === invoice.number);

describe('credit notes of a refund over an order’s invoices (issue #43)', () => {
  it('given a return of the hoodie, then one credit note against the second dispatch’s invoice, crediting the hoodie line whole', () => {
    const notes = refund(300000, [{ line: 1, quantity: 1, amountPaise: 300000 }]);
    expect(notes).toHaveLength(1);
    const [note] = notes as [TaxDocument];
    expect(note.correctsInvoice).toEqual({ number: second.number, issueDate: second.issueDate });
    expect(note.shipment).toEqual(second.shipment);
    const hoodie = second.lines.findIndex((line) => line.orderLine === 1);
    expect(note.lines[hoodie]).toMatchObject({
      quantity: 1,
      totalPaise: 300000,
      taxablePaise: second.lines[hoodie]!.taxablePaise,
      igstPaise: second.lines[hoodie]!.igstPaise,
      orderLine: 1,
    });
    expect(note.totals.totalPaise).toBe(300000);
    expect(note.lines.filter((line) => line.totalPaise > 0)).toHaveLength(1);
  });

  it('given a return of both tees, then one credit note per invoice that carried them, each for its tee', () => {
    const notes = refund(200000, [{ line: 0, quantity: 2, amountPaise: 200000 }]);
    expect(notes.map((note) => [note.correctsInvoice!.number, note.totals.totalPaise])).toEqual([
      [first.number, 100000],
      [second.number, 100000],
    ]);
    for (const note of notes) {
      const tee = note.lines.find((line) => line.orderLine === 0)!;
      expect(tee).toMatchObject({ quantity: 1, totalPaise: 100000 });
    }
  });

  it('given one tee returned for less than it cost, then the oldest invoice credits one piece at that amount', () => {
    const [note, ...others] = refund(60000, [{ line: 0, quantity: 1, amountPaise: 60000 }]);
    expect(others).toEqual([]);
    expect(note!.correctsInvoice!.number).toBe(first.number);
    expect(note!.lines[0]).toMatchObject({ quantity: 1, valuePaise: 60000, discountPaise: 0, totalPaise: 60000 });
    // The next return of a tee finds the first invoice's piece credited: the second invoice's.
    const next = refund(100000, [{ line: 0, quantity: 1, amountPaise: 100000 }], [note!]);
    expect(next.map((item) => item.correctsInvoice!.number)).toEqual([second.number]);
  });

  it('given a line refunded for more than remains of it, then the rest is credited pro rata over what remains of the invoices', () => {
    // The hoodie and the ₹29 shipping back: more than the hoodie's line, less than the second invoice.
    const notes = refund(302900, [{ line: 1, quantity: 1, amountPaise: 302900 }]);
    expect(notes.reduce((sum, note) => sum + note.totals.totalPaise, 0)).toBe(302900);
    const hoodie = credited(notes, second)[0]!.lines.find((line) => line.orderLine === 1)!;
    expect(hoodie.totalPaise).toBe(300000);
  });

  it('given a refund without lines, then it is shared over the invoices in proportion to what remains of each', () => {
    const notes = refund(100000, null);
    expect(notes.map((note) => [note.correctsInvoice!.number, note.totals.totalPaise])).toEqual([
      // ₹1,029 and ₹4,000 remain: ₹1,000 shared 1029 : 4000
      [first.number, 20461],
      [second.number, 79539],
    ]);
  });

  it('given refunds without lines that together refund everything, then every invoice is reversed to the paisa', () => {
    const half = refund(251450, null);
    const rest = refund(251450, null, half);
    const notes = [...half, ...rest];
    for (const invoice of [first, second]) {
      const total = credited(notes, invoice).reduce(
        (sum, note) => ({
          taxable: sum.taxable + note.totals.taxablePaise,
          igst: sum.igst + note.totals.igstPaise,
          total: sum.total + note.totals.totalPaise,
        }),
        { taxable: 0, igst: 0, total: 0 },
      );
      expect(total).toEqual({
        taxable: invoice.totals.taxablePaise,
        igst: invoice.totals.igstPaise,
        total: invoice.totals.totalPaise,
      });
    }
  });

  it('given a part shipped and the rest cancelled, then the refund of the part that never left credits nothing, and a full refund only the invoice', () => {
    const paidPaise = 502900;
    const invoicedPaise = first.totals.totalPaise;
    const room = uninvoicedShare({ paidPaise, invoicedPaise, earlierRefundsPaise: [] });
    expect(room).toBe(400000);
    expect(allocateRefund({ invoices: [first], creditNotes: [], amountPaise: 400000, uninvoicedPaise: room })).toEqual(
      [],
    );
    const all = allocateRefund({ invoices: [first], creditNotes: [], amountPaise: paidPaise, uninvoicedPaise: room });
    expect(all.map((credit) => credit.amountPaise)).toEqual([invoicedPaise]);
    // A second refund finds the room taken by the first.
    expect(uninvoicedShare({ paidPaise, invoicedPaise, earlierRefundsPaise: [400000] })).toBe(0);
    // A returned unit that never left (units beyond the invoices) is not credited either.
    const neverLeft = allocateRefund({
      invoices: [first],
      creditNotes: [],
      amountPaise: 300000,
      lines: [{ line: 1, quantity: 1, amountPaise: 300000 }],
      uninvoicedPaise: room,
    });
    expect(neverLeft).toEqual([]);
  });

  it('refuses to credit more than remains of the invoices', () => {
    expect(() => refund(502901, null)).toThrow(ConflictError);
    expect(() => refund(502901, null)).toThrow('only ₹5,029.00 remains');
  });
});

describe('returns line by line credit every invoice exactly (300 random baskets and dispatches)', () => {
  it('given every unit returned in random refunds of one line each, then each invoice’s goods are reversed to the paisa', () => {
    const random = seededRandom(4343);
    for (let basket = 0; basket < 300; basket += 1) {
      const { input } = randomBasket(random);
      const quantities = input.lines.map((line) => line.quantity);
      const invoices = dispatchInvoices(input, randomDispatches(random, quantities));
      const notes: TaxDocument[] = [];
      // Each line comes back in one or two refunds, at the price it was charged (its discount included).
      const refunds = input.lines.flatMap((line, index): RefundLine[] => {
        const total = line.unitPricePaise * line.quantity - line.discountPaise;
        if (line.quantity === 1 || random.chance(0.5))
          return [{ line: index, quantity: line.quantity, amountPaise: total }];
        const some = random.between(1, line.quantity - 1);
        const part = Math.floor((total * some) / line.quantity);
        return [
          { line: index, quantity: some, amountPaise: part },
          { line: index, quantity: line.quantity - some, amountPaise: total - part },
        ];
      });
      for (const refundLine of refunds) {
        const credits = allocateRefund({
          invoices,
          creditNotes: notes,
          amountPaise: refundLine.amountPaise,
          lines: [refundLine],
        });
        expect(credits.reduce((sum, credit) => sum + credit.amountPaise, 0)).toBe(refundLine.amountPaise);
        notes.push(...creditNotes(credits, notes));
      }
      for (const invoice of invoices) {
        const goods = invoice.lines.filter((line) => line.kind === 'goods');
        const ofInvoice = credited(notes, invoice);
        const sum = (field: 'totalPaise' | 'taxablePaise' | 'quantity') =>
          ofInvoice.reduce(
            (total, note) =>
              total + note.lines.filter((line) => line.kind === 'goods').reduce((s, l) => s + l[field], 0),
            0,
          );
        expect(sum('totalPaise')).toBe(goods.reduce((s, l) => s + l.totalPaise, 0));
        expect(sum('taxablePaise')).toBe(goods.reduce((s, l) => s + l.taxablePaise, 0));
        expect(sum('quantity')).toBe(goods.reduce((s, l) => s + l.quantity, 0));
      }
    }
  });
});
