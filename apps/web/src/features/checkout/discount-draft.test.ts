import { createOrderBody } from './checkout-api';
import { buildOrderDraft } from './order-draft';
import type { OrderItemDraft } from './types';

const tee: OrderItemDraft = {
  product: 'tee',
  name: 'Flex Tee',
  quantity: 1,
  size: 'M',
  price: 799,
  image: '/tee.jpg',
  colorVariantId: null,
  colorName: null,
  colorCode: null,
};
const address = {
  name: 'Ravi Kumar',
  phone: '9123456789',
  houseName: '',
  street: '14 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560025',
  country: 'India',
};

describe('an order draft with a discount code (issue #44)', () => {
  it("carries the applied code and shows the server's total after it (shipping decided after the discount)", () => {
    const draft = buildOrderDraft('guest', [tee], address, {
      discount: { code: 'FLAT150', shippingCost: 29, totalPrice: 678 },
    });
    expect(draft).toMatchObject({ discountCode: 'FLAT150', shippingCost: 29, totalPrice: 678 });
    expect(createOrderBody(draft, true)).toMatchObject({ discountCode: 'FLAT150' });
  });

  it('sends no code when none applied', () => {
    const draft = buildOrderDraft('checkout', [tee], address);
    expect(draft).toMatchObject({ shippingCost: 0, totalPrice: 799 });
    expect('discountCode' in createOrderBody(draft, false)).toBe(false);
  });
});
