import { GuestOrderRequest } from '@store/contracts/requests';
import { checkRequest, ValidationError } from '@store/platform';
import { mergeLines } from '../../src/commands/ordering.commands';
import { guestDetailsOf, orderRequestOf } from '../../src/commands/order-input';

// The request's checks and messages are the contract's (libs/contracts/test/requests/orders.spec.ts).
const address = {
  name: 'Asha',
  phone: '+91 98765 43210',
  street: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
};
const line = { product: 'p1', quantity: 1, size: 'm', colorVariantId: 'v1', price: 1 };
const checked = (body: object) => checkRequest(GuestOrderRequest, body);

describe('order request', () => {
  it('keeps what the shopper chose and ignores their prices and totals', () => {
    const request = orderRequestOf(
      checked({ orderItems: [line], shippingAddress: address, totalPrice: 1, shippingCost: 0 }),
    );
    expect(request.lines).toEqual([{ productId: 'p1', quantity: 1, size: 'M', colorVariantId: 'v1' }]);
    expect(request.shippingAddress).toEqual({ ...address, phone: '9876543210', houseName: '', country: 'India' });
    expect(request.buyerGstin).toBeNull();
  });

  it("refuses a state that is not one of India's with 'Please select a valid state' on shippingAddress.state", () => {
    const refused = () => orderRequestOf(checked({ orderItems: [line], shippingAddress: { ...address, state: 'MH' } }));
    expect(refused).toThrow(ValidationError);
    expect(refused).toThrow('Please select a valid state');
    try {
      refused();
    } catch (error) {
      expect((error as ValidationError).field).toBe('shippingAddress.state');
    }
  });

  it("reads the buyer's GSTIN normalised, and none (absent or empty) as null", () => {
    const withGstin = checked({ orderItems: [line], shippingAddress: address, buyerGstin: ' 27aapfu0939f1zv ' });
    expect(orderRequestOf(withGstin).buyerGstin).toBe('27AAPFU0939F1ZV');
    expect(orderRequestOf(checked({ orderItems: [line], shippingAddress: address })).buyerGstin).toBeNull();
    expect(
      orderRequestOf(checked({ orderItems: [line], shippingAddress: address, buyerGstin: '' })).buyerGstin,
    ).toBeNull();
  });

  it('reads no colour as the product’s own', () => {
    const request = orderRequestOf(
      checked({ orderItems: [{ ...line, colorVariantId: '' }], shippingAddress: address }),
    );
    expect(request.lines[0].colorVariantId).toBeNull();
  });

  it('merges two lines of one product, colour and size', () =>
    expect(
      mergeLines([
        { productId: 'p1', quantity: 1, size: 'M', colorVariantId: 'v1' },
        { productId: 'p1', quantity: 2, size: 'M', colorVariantId: 'v1' },
        { productId: 'p1', quantity: 1, size: 'L', colorVariantId: 'v1' },
      ]),
    ).toEqual([
      { productId: 'p1', quantity: 3, size: 'M', colorVariantId: 'v1' },
      { productId: 'p1', quantity: 1, size: 'L', colorVariantId: 'v1' },
    ]));

  it('takes a guest’s contact details, or the address’s name and phone where they are left out', () => {
    const body = checked({
      orderItems: [line],
      shippingAddress: address,
      customerName: 'Ravi Kumar',
      customerPhone: '9123456789',
      customerEmail: 'Ravi@Example.in',
    });
    expect(guestDetailsOf(body, orderRequestOf(body).shippingAddress)).toEqual({
      name: 'Ravi Kumar',
      phone: '9123456789',
      email: 'ravi@example.in',
    });
    const bare = checked({ orderItems: [line], shippingAddress: address });
    expect(guestDetailsOf(bare, orderRequestOf(bare).shippingAddress)).toEqual({
      name: 'Asha',
      phone: '9876543210',
      email: null,
    });
  });
});
