import type { TaxDocument, TaxDocumentLine } from '@store/contracts';
import { ConflictError, ValidationError } from '@store/platform/domain';
import { buildCreditNote, buildInvoice, type CreditNoteInput } from '../../src/domain';
import { BUYER_IN_KARNATAKA, goodsLine, invoiceInput, randomBasket, seededRandom } from './invoice-fixtures';

/** A hoodie at 18% and three shirts at 5%, shipped to Maharashtra with ₹99 shipping: ₹6,099 paid. */
const invoice = buildInvoice(
  invoiceInput({
    buyer: { ...BUYER_IN_KARNATAKA, state: 'Maharashtra' },
    lines: [
      goodsLine({ hsn: '611020', name: 'Hoodie', unitPricePaise: 300000 }),
      goodsLine({ hsn: '620520', name: 'Oxford Shirt', quantity: 3, unitPricePaise: 100000 }),
    ],
    shippingPaise: 9900,
  }),
);

let sequence = 0;
const refund = (amountPaise: number, creditedBefore: TaxDocument[] = [], of: TaxDocument = invoice): TaxDocument => {
  sequence += 1;
  const input: CreditNoteInput = {
    invoice: of,
    number: `CN/2627/${String(sequence).padStart(6, '0')}`,
    issuedAt: '2026-05-10T09:00:00.000Z',
    issueDate: '2026-05-10',
    refundId: `refund-${sequence}`,
    reason: 'Damaged in transit',
    amountPaise,
    creditedBefore,
  };
  return buildCreditNote(input);
};

const AMOUNTS = [
  'quantity',
  'valuePaise',
  'discountPaise',
  'taxablePaise',
  'cgstPaise',
  'sgstPaise',
  'igstPaise',
  'totalPaise',
] as const;
/** The notes' lines added up line by line. */
const summed = (notes: TaxDocument[]) =>
  invoice.lines.map((_, index) =>
    Object.fromEntries(
      AMOUNTS.map((field) => [field, notes.reduce((sum, note) => sum + note.lines[index]![field], 0)]),
    ),
  );
const amountsOf = (lines: TaxDocumentLine[]) =>
  lines.map((line) => Object.fromEntries(AMOUNTS.map((field) => [field, line[field]])));

describe('credit note for a refund (CGST Act s.34)', () => {
  it('given a full refund, then it names the invoice and reverses every line exactly', () => {
    const note = refund(invoice.totals.totalPaise);
    expect(note).toEqual({
      ...invoice,
      kind: 'credit-note',
      number: note.number,
      issuedAt: '2026-05-10T09:00:00.000Z',
      issueDate: '2026-05-10',
      financialYear: '2026-27',
      correctsInvoice: { number: 'INV/2627/000001', issueDate: '2026-05-04' },
      refundId: note.refundId,
      reason: 'Damaged in transit',
    });
    expect(note.lines).toEqual(invoice.lines);
    expect(note.totals).toEqual(invoice.totals);
  });

  it('given half a refund and then the other half, then the two notes add up to the invoice line by line', () => {
    const first = refund(Math.floor(invoice.totals.totalPaise / 2));
    const second = refund(invoice.totals.totalPaise - first.totals.totalPaise, [first]);
    expect(first.lines.map((line) => line.quantity)).toEqual([0, 0, 0]);
    expect(second.lines.map((line) => line.quantity)).toEqual([1, 3, 1]);
    expect(summed([first, second])).toEqual(amountsOf(invoice.lines));
  });

  it('given a partial refund across two rates, then it is shared pro rata and each part reversed at its line’s rate', () => {
    // ₹1,000 of ₹6,099: hoodie and shirts 3000/6099 (491.8839) each, shipping 99/6099 (16.2322); the
    // paisa left over by rounding down goes to the largest remainder, the first line on a tie
    const note = refund(100000);
    expect(note.totals.totalPaise).toBe(100000);
    expect(note.lines.map((line) => [line.ratePercent, line.totalPaise])).toEqual([
      [18, 49189],
      [5, 49188],
      [5, 1623],
    ]);
    expect(note.lines[0]).toMatchObject({
      quantity: 0,
      valuePaise: 49189,
      discountPaise: 0,
      taxablePaise: 41686,
      igstPaise: 7503,
    });
    expect(note.lines[1]).toMatchObject({ quantity: 0, taxablePaise: 46846, igstPaise: 2342 });
    for (const line of note.lines) expect(line.taxablePaise + line.igstPaise).toBe(line.totalPaise);
    expect(note.taxKind).toBe('IGST');
    expect(note.placeOfSupply).toEqual(invoice.placeOfSupply);
    expect(note.amountInWords).toBe('Indian Rupees One Thousand Only');
  });

  it('given earlier refunds, then it shares what remains of each line', () => {
    const first = refund(300000); // about half of each line
    const second = refund(invoice.totals.totalPaise - 300000, [first]);
    expect(second.lines.map((line, index) => line.totalPaise + first.lines[index]!.totalPaise)).toEqual(
      invoice.lines.map((line) => line.totalPaise),
    );
  });

  it('never credits more than remains of the invoice', () => {
    const first = refund(500000);
    expect(() => refund(invoice.totals.totalPaise - 500000 + 1, [first])).toThrow(ConflictError);
    expect(() => refund(invoice.totals.totalPaise - 500000 + 1, [first])).toThrow(
      'Cannot credit ₹1,099.01 against invoice INV/2627/000001: only ₹1,099.00 remains',
    );
    const rest = refund(invoice.totals.totalPaise - 500000, [first]);
    expect(() => refund(1, [first, rest])).toThrow('only ₹0.00 remains');
  });

  it('refuses to credit nothing, fractions of a paisa, or against a credit note', () => {
    expect(() => refund(0)).toThrow(ValidationError);
    expect(() => refund(10.5)).toThrow('at least 1');
    const note = refund(100);
    expect(() => refund(100, [], note)).toThrow('is a credit note, not an invoice');
  });

  it('refuses earlier credit notes of another invoice', () => {
    const other = { ...invoice, number: 'INV/2627/000002' };
    const foreign = refund(100, [], other);
    expect(() => refund(100, [foreign])).toThrow(
      `Credit note ${foreign.number} does not correct invoice INV/2627/000001`,
    );
  });

  it('dates a credit note in its own financial year', () => {
    const note = buildCreditNote({
      invoice,
      number: 'CN/2728/000001',
      issuedAt: '2027-04-02T09:00:00.000Z',
      issueDate: '2027-04-02',
      refundId: 'refund-late',
      reason: null,
      amountPaise: 100,
      creditedBefore: [],
    });
    expect(note.financialYear).toBe('2027-28');
    expect(note.correctsInvoice).toEqual({ number: 'INV/2627/000001', issueDate: '2026-05-04' });
  });
});

describe('refunds in random parts (300 random invoices)', () => {
  it('given refunds until nothing remains, then every note balances and together they reverse the invoice exactly', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 300; round += 1) {
      const { input } = randomBasket(random);
      const original = buildInvoice(input);
      if (original.totals.totalPaise === 0) continue;
      const notes: TaxDocument[] = [];
      let remaining = original.totals.totalPaise;
      while (remaining > 0) {
        const amount = random.chance(0.3) ? remaining : random.between(1, remaining);
        const note = refund(amount, notes, original);
        expect(note.totals.totalPaise).toBe(amount);
        for (const line of note.lines) {
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
          expect(line.valuePaise - line.discountPaise).toBe(line.totalPaise);
          expect(AMOUNTS.every((field) => line[field] >= 0)).toBe(true);
        }
        notes.push(note);
        remaining -= amount;
      }
      const lineSums = original.lines.map((_, index) =>
        Object.fromEntries(
          AMOUNTS.map((field) => [field, notes.reduce((sum, note) => sum + note.lines[index]![field], 0)]),
        ),
      );
      expect(lineSums).toEqual(amountsOf(original.lines));
      expect(() => refund(1, notes, original)).toThrow(ConflictError);
    }
  });
});
