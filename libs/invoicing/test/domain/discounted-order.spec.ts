import type { OrderState } from '@store/ordering';
import { invoiceLinesOf } from '../../src/commands/order-for-invoice';
import { buildInvoice } from '../../src/domain';
import { invoiceInput } from './invoice-fixtures';

const line = (price: number, quantity: number, discount?: number) => ({
  productId: `p-${price}`,
  name: 'Classic Tee',
  quantity,
  size: 'M',
  price,
  image: '/tee.jpg',
  colorVariantId: null,
  colorName: 'Black',
  colorCode: '#000000',
  hsn: '6109',
  ...(discount === undefined ? {} : { discount }),
});

/** Issue #44: an order placed with a discount code keeps each line's share, and its invoice prints it. */
describe('the tax invoice of an order placed with a discount code', () => {
  // 2 × 799 + 1 × 499 = 2097, 10% off: 159.80 + 49.90 = 209.70; free shipping; paid 1887.30
  const order = {
    items: [line(799, 2, 159.8), line(499, 1, 49.9)],
    shippingCost: 0,
    totalPrice: 1887.3,
  } as unknown as OrderState;

  it("takes each line's discount into its discount column, and taxes what is left", () => {
    const { lines } = invoiceLinesOf(order, () => '6109');
    expect(lines.map((l) => [l.unitPricePaise, l.quantity, l.discountPaise])).toEqual([
      [79900, 2, 15980],
      [49900, 1, 4990],
    ]);
    const invoice = buildInvoice(invoiceInput(invoiceLinesOf(order, () => '6109')));
    expect(invoice.lines.map((l) => l.discountPaise)).toEqual([15980, 4990]);
    expect(invoice.lines.map((l) => l.totalPaise)).toEqual([143820, 44910]);
    // What the shopper paid, to the paisa.
    expect(invoice.totals.totalPaise).toBe(188730);
  });

  it('prints no discount for a line (or an order) without one', () => {
    const plain = { ...order, items: [line(799, 1)] } as unknown as OrderState;
    expect(invoiceLinesOf(plain, () => '6109').lines[0]!.discountPaise).toBe(0);
  });
});
