import { buildInvoice, principalSupply } from '../../src/domain';
import {
  BUYER_IN_KARNATAKA,
  goodsLine,
  invoiceInput,
  randomBasket,
  seededRandom,
  SELLER_IN_CHANDIGARH,
} from './invoice-fixtures';

describe('tax invoice of an order', () => {
  it('given an order in the seller’s state with shipping, then it is a B2C invoice with CGST and SGST per line', () => {
    const invoice = buildInvoice(
      invoiceInput({
        lines: [goodsLine({ quantity: 2, unitPricePaise: 139950, discountPaise: 10000 })],
        shippingPaise: 9900,
      }),
    );
    expect(invoice).toEqual({
      kind: 'invoice',
      number: 'INV/2627/000001',
      issuedAt: '2026-05-04T06:30:00.000Z',
      issueDate: '2026-05-04',
      financialYear: '2026-27',
      orderId: 'order-1',
      seller: {
        name: 'Sportswear Private Limited',
        tradeName: 'Sportswear',
        address: '12 MG Road, Bengaluru 560001',
        state: 'Karnataka',
        stateCode: '29',
        gstin: '29ABCDE1234F1ZW',
      },
      buyer: {
        name: 'Asha Rao',
        address: '4 Church Street, Bengaluru 560001',
        state: 'Karnataka',
        stateCode: '29',
        gstin: null,
      },
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
      taxKind: 'CGST+SGST',
      b2b: false,
      reverseCharge: false,
      lines: [
        {
          kind: 'goods',
          hsn: '6109',
          description: 'Classic Tee (Black, M)',
          quantity: 2,
          unit: 'pcs',
          unitPricePaise: 139950,
          valuePaise: 279900,
          discountPaise: 10000,
          taxablePaise: 257048,
          ratePercent: 5,
          cgstPaise: 6426,
          sgstPaise: 6426,
          igstPaise: 0,
          totalPaise: 269900,
        },
        {
          kind: 'shipping',
          hsn: '6109',
          description: 'Shipping',
          quantity: 1,
          unit: 'service',
          unitPricePaise: 9900,
          valuePaise: 9900,
          discountPaise: 0,
          taxablePaise: 9429,
          ratePercent: 5,
          cgstPaise: 235,
          sgstPaise: 236,
          igstPaise: 0,
          totalPaise: 9900,
        },
      ],
      totals: { taxablePaise: 266477, cgstPaise: 6661, sgstPaise: 6662, igstPaise: 0, totalPaise: 279800 },
      amountInWords: 'Indian Rupees Two Thousand Seven Hundred Ninety-Eight Only',
      correctsInvoice: null,
      refundId: null,
      reason: null,
      shipment: null,
    });
  });

  it('given a delivery to another state, then every line bears IGST and the place of supply is that state', () => {
    const invoice = buildInvoice(
      invoiceInput({ buyer: { ...BUYER_IN_KARNATAKA, state: 'Maharashtra' }, shippingPaise: 9900 }),
    );
    expect(invoice.taxKind).toBe('IGST');
    expect(invoice.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(invoice.buyer).toMatchObject({ state: 'Maharashtra', stateCode: '27' });
    for (const line of invoice.lines) expect(line).toMatchObject({ cgstPaise: 0, sgstPaise: 0 });
    expect(invoice.totals.igstPaise).toBe(invoice.totals.totalPaise - invoice.totals.taxablePaise);
  });

  it('given a seller and a delivery in Chandigarh, then CGST and UTGST', () => {
    const invoice = buildInvoice(
      invoiceInput({ seller: SELLER_IN_CHANDIGARH, buyer: { ...BUYER_IN_KARNATAKA, state: 'Chandigarh' } }),
    );
    expect(invoice.taxKind).toBe('CGST+UTGST');
    expect(invoice.lines[0]).toMatchObject({ taxablePaise: 95143, cgstPaise: 2378, sgstPaise: 2379, igstPaise: 0 });
  });

  it('given a business buyer’s GSTIN, then the invoice names it and is B2B', () => {
    const invoice = buildInvoice(
      invoiceInput({ buyer: { ...BUYER_IN_KARNATAKA, state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' } }),
    );
    expect(invoice.b2b).toBe(true);
    expect(invoice.buyer.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('describes a line by name, colour and size, or name and size without a colour', () => {
    const invoice = buildInvoice(
      invoiceInput({ lines: [goodsLine(), goodsLine({ name: 'Track Pants', colorName: null, size: 'XL' })] }),
    );
    expect(invoice.lines.map((line) => line.description)).toEqual(['Classic Tee (Black, M)', 'Track Pants (XL)']);
  });

  it('prints 6 HSN digits when the settings say so', () => {
    const invoice = buildInvoice(
      invoiceInput({ seller: { ...invoiceInput().seller, hsnDigits: 6 }, shippingPaise: 9900 }),
    );
    expect(invoice.lines.map((line) => line.hsn)).toEqual(['610910', '610910']);
  });

  it('given a ₹2,800 piece with ₹200 off after 22 September 2025, then the line is at 5% (its price after discount)', () => {
    const invoice = buildInvoice(
      invoiceInput({ lines: [goodsLine({ unitPricePaise: 280000, discountPaise: 20000 })] }),
    );
    expect(invoice.lines[0]).toMatchObject({ ratePercent: 5, taxablePaise: 247619, totalPaise: 260000 });
  });

  it('given a discount over several pieces, then it is spread per piece for the band', () => {
    // 2 x ₹2,700 with ₹150 off: ₹2,625 a piece, exactly ₹2,500 taxable
    const atLimit = buildInvoice(
      invoiceInput({ lines: [goodsLine({ quantity: 2, unitPricePaise: 270000, discountPaise: 15000 })] }),
    );
    expect(atLimit.lines[0]!.ratePercent).toBe(5);
    const overLimit = buildInvoice(
      invoiceInput({ lines: [goodsLine({ quantity: 2, unitPricePaise: 270000, discountPaise: 14999 })] }),
    );
    expect(overLimit.lines[0]!.ratePercent).toBe(18);
  });

  it('given the same ₹2,000 piece, then it is 12% on 21 September 2025 and 5% on the 22nd', () => {
    const piece = [goodsLine({ unitPricePaise: 200000 })];
    expect(buildInvoice(invoiceInput({ issueDate: '2025-09-21', lines: piece })).lines[0]!.ratePercent).toBe(12);
    expect(buildInvoice(invoiceInput({ issueDate: '2025-09-22', lines: piece })).lines[0]!.ratePercent).toBe(5);
  });

  it('gives the financial year of the issue date', () => {
    expect(buildInvoice(invoiceInput({ issueDate: '2027-03-31' })).financialYear).toBe('2026-27');
    expect(buildInvoice(invoiceInput({ issueDate: '2027-04-01' })).financialYear).toBe('2027-28');
  });

  it('refuses an order without goods and a product whose chapter has no rate', () => {
    expect(() => buildInvoice(invoiceInput({ lines: [] }))).toThrow('at least one line of goods');
    expect(() => buildInvoice(invoiceInput({ lines: [goodsLine({ hsn: '42022210' })] }))).toThrow('HSN 42022210');
  });
});

describe('shipping as part of a composite supply: taxed as the principal supply', () => {
  it('given lines at two rates, then shipping takes the HSN and rate of the line with the largest taxable value', () => {
    // hoodie ₹3,000 at 18%: taxable ₹2,542.37; 3 tees at ₹1,000 at 5%: taxable ₹2,857.14, the larger
    const invoice = buildInvoice(
      invoiceInput({
        lines: [
          goodsLine({ hsn: '611020', name: 'Hoodie', unitPricePaise: 300000 }),
          goodsLine({ hsn: '620520', name: 'Oxford Shirt', quantity: 3, unitPricePaise: 100000 }),
        ],
        shippingPaise: 9900,
      }),
    );
    expect(invoice.lines.map((line) => [line.kind, line.hsn, line.ratePercent, line.taxablePaise])).toEqual([
      ['goods', '6110', 18, 254237],
      ['goods', '6205', 5, 285714],
      ['shipping', '6205', 5, 9429],
    ]);
  });

  it('given a tie on taxable value, then the higher rate is the principal supply', () => {
    // 2 tees at ₹1,365 (5%) and one hoodie at ₹3,068 (18%) are both ₹2,600 taxable
    const invoice = buildInvoice(
      invoiceInput({
        lines: [
          goodsLine({ quantity: 2, unitPricePaise: 136500 }),
          goodsLine({ hsn: '611020', name: 'Hoodie', unitPricePaise: 306800 }),
        ],
        shippingPaise: 9900,
      }),
    );
    expect(invoice.lines.map((line) => [line.ratePercent, line.taxablePaise])).toEqual([
      [5, 260000],
      [18, 260000],
      [18, 8390],
    ]);
    expect(invoice.lines[2]!.hsn).toBe('6110');
  });

  it('given a tie on taxable value and rate, then the first line is the principal supply', () => {
    const lines = [goodsLine({ hsn: '620520' }), goodsLine({ hsn: '611020' })];
    const invoice = buildInvoice(invoiceInput({ lines, shippingPaise: 9900 }));
    expect(invoice.lines[2]!.hsn).toBe('6205');
    expect(principalSupply(invoice.lines)).toBe(invoice.lines[0]);
  });

  it('given free shipping, then there is no shipping line', () => {
    expect(buildInvoice(invoiceInput({ shippingPaise: 0 })).lines.map((line) => line.kind)).toEqual(['goods']);
  });
});

describe('the invoice total is what the shopper paid, to the paisa (500 random baskets)', () => {
  it('given random prices, quantities, discounts, shipping, places and dates on both sides of 22 September 2025', () => {
    const random = seededRandom(42);
    const ratesSeen = new Set<number>();
    const kindsSeen = new Set<string>();
    for (let basket = 0; basket < 500; basket += 1) {
      const { input, paidPaise } = randomBasket(random);
      const invoice = buildInvoice(input);
      expect(invoice.totals.totalPaise).toBe(paidPaise);
      expect(invoice.lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(paidPaise);
      for (const line of invoice.lines) {
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
        expect(line.valuePaise - line.discountPaise).toBe(line.totalPaise);
        for (const amount of [line.taxablePaise, line.cgstPaise, line.sgstPaise, line.igstPaise]) {
          expect(Number.isInteger(amount) && amount >= 0).toBe(true);
        }
        ratesSeen.add(line.ratePercent);
      }
      const { totals } = invoice;
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.totalPaise);
      kindsSeen.add(invoice.taxKind);
    }
    expect([...ratesSeen].sort((a, b) => a - b)).toEqual([5, 12, 18]);
    expect([...kindsSeen].sort()).toEqual(['CGST+SGST', 'CGST+UTGST', 'IGST']);
  });
});
