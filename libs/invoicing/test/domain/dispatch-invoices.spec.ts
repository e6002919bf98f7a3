import {
  coveredUnits,
  invoiceSlice,
  nextInvoiceDue,
  orderTaxDocuments,
  type DispatchToInvoice,
  type InvoiceRef,
} from '../../src/domain';
import { dispatchInvoices, randomDispatches } from './dispatch-fixtures';
import { goodsLine, invoiceInput, randomBasket, seededRandom } from './invoice-fixtures';

const shipment = (shipmentId: string, lines: DispatchToInvoice['lines']): DispatchToInvoice => ({
  shipmentId,
  carrier: 'Blue Dart',
  awb: `AWB-${shipmentId}`,
  lines,
});
const invoiceRef = (number: number, shipmentId: string | null, lines: InvoiceRef['lines']): InvoiceRef => ({
  number: `INV/2627/${String(number).padStart(6, '0')}`,
  seriesStream: 'tax-invoices-INV-2026-27',
  shipmentId,
  lines,
});

/** An order of 2 tees (line 0) and 1 hoodie (line 1). */
const QUANTITIES = [2, 1];

describe('which invoice an order is due next (issue #43: an invoice per dispatch)', () => {
  it('given nothing shipped and the goods not left, then none', () => {
    expect(nextInvoiceDue({ invoices: [], shipments: [], quantities: QUANTITIES, goodsLeft: false })).toBeNull();
  });

  it('given an order marked shipped without shipments (as before), then one invoice for the whole order', () => {
    expect(nextInvoiceDue({ invoices: [], shipments: [], quantities: QUANTITIES, goodsLeft: true })).toEqual({
      shipment: null,
      units: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
      ],
    });
  });

  it('given two shipments, then the first is invoiced for its units, then the second', () => {
    const first = shipment('s1', [{ line: 0, quantity: 1 }]);
    const second = shipment('s2', [
      { line: 0, quantity: 1 },
      { line: 1, quantity: 1 },
    ]);
    const shipments = [first, second];
    expect(nextInvoiceDue({ invoices: [], shipments, quantities: QUANTITIES, goodsLeft: false })).toEqual({
      shipment: first,
      units: first.lines,
    });
    const afterFirst = [invoiceRef(1, 's1', first.lines)];
    expect(nextInvoiceDue({ invoices: afterFirst, shipments, quantities: QUANTITIES, goodsLeft: true })).toEqual({
      shipment: second,
      units: second.lines,
    });
    const afterBoth = [...afterFirst, invoiceRef(2, 's2', second.lines)];
    // The status then becomes shipped: the shipments invoiced everything, nothing more is due.
    expect(nextInvoiceDue({ invoices: afterBoth, shipments, quantities: QUANTITIES, goodsLeft: true })).toBeNull();
  });

  it('given an order invoiced whole before shipments (a reference without lines), then a shipment that follows is not invoiced again', () => {
    const whole = [invoiceRef(1, null, null)];
    const later = [shipment('s1', [{ line: 0, quantity: 2 }])];
    expect(nextInvoiceDue({ invoices: whole, shipments: later, quantities: QUANTITIES, goodsLeft: true })).toBeNull();
    expect(coveredUnits(whole, QUANTITIES)).toEqual([2, 1]);
  });

  it('given part shipped and then the status set to shipped, then the rest is one invoice, and a shipment of the rest later none', () => {
    const first = shipment('s1', [{ line: 0, quantity: 1 }]);
    const invoices = [invoiceRef(1, 's1', first.lines)];
    const rest = nextInvoiceDue({ invoices, shipments: [first], quantities: QUANTITIES, goodsLeft: true });
    expect(rest).toEqual({
      shipment: null,
      units: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
    });
    const all = [...invoices, invoiceRef(2, null, rest!.units)];
    const late = shipment('s2', [
      { line: 0, quantity: 1 },
      { line: 1, quantity: 1 },
    ]);
    expect(
      nextInvoiceDue({ invoices: all, shipments: [first, late], quantities: QUANTITIES, goodsLeft: true }),
    ).toBeNull();
  });

  it('folds references written before issue #43 (no lines, no shipment) as an invoice of the whole order', () => {
    const state = orderTaxDocuments.evolve(orderTaxDocuments.initialState(), {
      type: 'OrderInvoiced',
      data: { orderId: 'o1', number: 'INV/2627/000001', seriesStream: 's', issuedAt: '2026-05-04T06:30:00.000Z' },
    });
    expect(state.invoices).toEqual([{ number: 'INV/2627/000001', seriesStream: 's', shipmentId: null, lines: null }]);
  });
});

describe('the lines of a dispatch’s invoice', () => {
  const order = invoiceInput({
    lines: [goodsLine({ quantity: 3, unitPricePaise: 99900, discountPaise: 100 }), goodsLine({ name: 'Hoodie' })],
    shippingPaise: 2900,
  });

  it('given the first dispatch, then its units at the line’s price, its share of the discount by pieces, and the shipping', () => {
    expect(invoiceSlice(order, [0, 0], [{ line: 0, quantity: 1 }], true)).toEqual({
      lines: [{ ...order.lines[0], quantity: 1, discountPaise: 33, orderLine: 0 }],
      shippingPaise: 2900,
    });
  });

  it('given a later dispatch, then no shipping, and the discount’s pieces carry the rest of it to the paisa', () => {
    expect(
      invoiceSlice(
        order,
        [1, 0],
        [
          { line: 1, quantity: 1 },
          { line: 0, quantity: 2 },
        ],
        false,
      ),
    ).toEqual({
      lines: [
        { ...order.lines[0], quantity: 2, discountPaise: 67, orderLine: 0 },
        { ...order.lines[1], quantity: 1, discountPaise: 0, orderLine: 1 },
      ],
      shippingPaise: 0,
    });
  });

  it('refuses more units than are left to invoice', () => {
    expect(() => invoiceSlice(order, [3, 0], [{ line: 0, quantity: 1 }], false)).toThrow('0 units left');
  });

  it('numbers each goods line with its order line and names the shipment', () => {
    const [first, second] = dispatchInvoices(order, [[{ line: 1, quantity: 1 }], [{ line: 0, quantity: 3 }]]);
    expect(first!.lines.map((line) => [line.kind, line.orderLine])).toEqual([
      ['goods', 1],
      ['shipping', undefined],
    ]);
    expect(second!.lines.map((line) => line.orderLine)).toEqual([0]);
    expect(second!.shipment).toEqual({ shipmentId: 'shipment-2', carrier: 'Delhivery', awb: 'AWB100001' });
  });
});

describe('the invoices of all dispatches add up to what was paid, to the paisa (500 random baskets, random dispatches)', () => {
  it('given random prices, quantities, discounts, shipping and splits into 1 to 4 dispatches', () => {
    const random = seededRandom(43);
    let split = 0;
    for (let basket = 0; basket < 500; basket += 1) {
      const { input, paidPaise } = randomBasket(random);
      const dispatches = randomDispatches(
        random,
        input.lines.map((line) => line.quantity),
      );
      if (dispatches.length > 1) split += 1;
      const invoices = dispatchInvoices(input, dispatches);
      expect(invoices.reduce((sum, invoice) => sum + invoice.totals.totalPaise, 0)).toBe(paidPaise);
      // Shipping only on the first; each line's discount and pieces in full over the invoices.
      expect(invoices.slice(1).every((invoice) => invoice.lines.every((line) => line.kind === 'goods'))).toBe(true);
      input.lines.forEach((line, index) => {
        const parts = invoices.flatMap((invoice) => invoice.lines.filter((item) => item.orderLine === index));
        expect(parts.reduce((sum, part) => sum + part.discountPaise, 0)).toBe(line.discountPaise);
        expect(parts.reduce((sum, part) => sum + part.quantity, 0)).toBe(line.quantity);
      });
      for (const invoice of invoices) {
        const { totals } = invoice;
        expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
      }
    }
    expect(split).toBeGreaterThan(300);
  });
});
