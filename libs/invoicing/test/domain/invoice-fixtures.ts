import { DEFAULT_GST_RATE_BANDS, type InvoiceGoodsLine, type InvoiceInput } from '../../src/domain';

/** A Karnataka seller printing 4 HSN digits. */
export const SELLER: InvoiceInput['seller'] = {
  legalName: 'Sportswear Private Limited',
  tradeName: 'Sportswear',
  address: '12 MG Road, Bengaluru 560001',
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29ABCDE1234F1ZW',
  invoiceSeries: 'INV',
  creditNoteSeries: 'CN',
  hsnDigits: 4,
};

/** A seller in a union territory without a legislature. */
export const SELLER_IN_CHANDIGARH: InvoiceInput['seller'] = {
  ...SELLER,
  address: 'Plot 5, Industrial Area Phase I, Chandigarh 160002',
  state: 'Chandigarh',
  stateCode: '04',
  gstin: '04AABCT1234C1Z4',
};

export const BUYER_IN_KARNATAKA: InvoiceInput['buyer'] = {
  name: 'Asha Rao',
  address: '4 Church Street, Bengaluru 560001',
  state: 'Karnataka',
  gstin: null,
};

export const goodsLine = (change: Partial<InvoiceGoodsLine> = {}): InvoiceGoodsLine => ({
  hsn: '610910',
  name: 'Classic Tee',
  colorName: 'Black',
  size: 'M',
  quantity: 1,
  unitPricePaise: 99900,
  discountPaise: 0,
  ...change,
});

export const invoiceInput = (change: Partial<InvoiceInput> = {}): InvoiceInput => ({
  number: 'INV/2627/000001',
  issuedAt: '2026-05-04T06:30:00.000Z',
  issueDate: '2026-05-04',
  orderId: 'order-1',
  seller: SELLER,
  buyer: BUYER_IN_KARNATAKA,
  lines: [goodsLine()],
  shippingPaise: 0,
  bands: DEFAULT_GST_RATE_BANDS,
  ...change,
});

/** A small seeded generator (mulberry32), so a failing basket can be made again. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    /** A whole number from `min` to `max`, both included. */
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}

const STATES = ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Chandigarh', 'Ladakh', 'Delhi'];
const HSNS = ['610910', '611020', '620520', '610342', '6203', '6112'];

/** A random order as a shopper pays it: prices with paise around both bands, discounts, shipping or not. */
export function randomBasket(random: ReturnType<typeof seededRandom>): { input: InvoiceInput; paidPaise: number } {
  const lines = Array.from({ length: random.between(1, 4) }, () => {
    const quantity = random.between(1, 5);
    const unitPricePaise = random.pick([
      random.between(100, 400000),
      random.between(95000, 110000),
      random.between(250000, 280000),
    ]);
    const discountPaise = random.chance(0.4) ? random.between(0, unitPricePaise * quantity) : 0;
    return goodsLine({
      hsn: random.pick(HSNS),
      quantity,
      unitPricePaise,
      discountPaise,
      colorName: random.chance(0.5) ? 'Navy' : null,
    });
  });
  const shippingPaise = random.pick([0, 9900, random.between(1, 20000)]);
  const input = invoiceInput({
    seller: random.chance(0.2) ? SELLER_IN_CHANDIGARH : SELLER,
    buyer: { ...BUYER_IN_KARNATAKA, state: random.pick(STATES), gstin: random.chance(0.2) ? '27AAPFU0939F1ZV' : null },
    issueDate: random.pick(['2025-09-21', '2025-09-22', '2024-03-31', '2026-04-01', '2027-01-15']),
    lines,
    shippingPaise,
  });
  const paidPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity - line.discountPaise, 0);
  return { input, paidPaise: paidPaise + shippingPaise };
}
