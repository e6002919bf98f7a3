import { DomainError } from '@store/platform';
import { mergeLines } from '../../src/commands/ordering.commands';
import { indianMobile, parseGuestDetails, parseOrderRequest } from '../../src/commands/order-input';

const address = {
  name: 'Asha',
  phone: '+91 98765 43210',
  street: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
  country: 'India',
};
const line = { product: 'p1', quantity: 1, size: 'm', colorVariantId: 'v1', price: 1 };

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
};

describe('order request', () => {
  it('keeps what the shopper chose and ignores their prices and totals', () => {
    const request = parseOrderRequest({ orderItems: [line], shippingAddress: address, totalPrice: 1, shippingCost: 0 });
    expect(request.lines).toEqual([{ productId: 'p1', quantity: 1, size: 'M', colorVariantId: 'v1' }]);
    expect(request.shippingAddress.phone).toBe('9876543210');
  });

  it("asks for the address with 'Please fill in all required address fields'", () => {
    for (const field of ['name', 'phone', 'street', 'city', 'state']) {
      const error = failure(() =>
        parseOrderRequest({ orderItems: [line], shippingAddress: { ...address, [field]: ' ' } }),
      );
      expect(error.message).toBe('Please fill in all required address fields');
      expect(error.field).toBe(`shippingAddress.${field}`);
    }
  });

  it('refuses an empty order, a bad quantity and an unknown size', () => {
    expect(failure(() => parseOrderRequest({ orderItems: [], shippingAddress: address })).message).toBe(
      'Your order has no items',
    );
    expect(
      failure(() => parseOrderRequest({ orderItems: [{ ...line, quantity: 0 }], shippingAddress: address })).field,
    ).toBe('orderItems[0].quantity');
    expect(
      failure(() => parseOrderRequest({ orderItems: [{ ...line, quantity: 1.5 }], shippingAddress: address })).field,
    ).toBe('orderItems[0].quantity');
    expect(
      failure(() => parseOrderRequest({ orderItems: [{ ...line, size: 'XXXXL' }], shippingAddress: address })).message,
    ).toBe('Please select a size');
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

  it('reads Indian mobile numbers with or without +91', () => {
    expect(indianMobile('+91 98765-43210')).toBe('9876543210');
    expect(indianMobile('09876543210')).toBe('9876543210');
  });

  it('checks a guest’s contact details', () => {
    const parsed = parseOrderRequest({ orderItems: [line], shippingAddress: address });
    expect(
      parseGuestDetails(
        { customerName: 'Ravi Kumar', customerPhone: '9123456789', customerEmail: 'Ravi@Example.in' },
        parsed.shippingAddress,
      ),
    ).toEqual({ name: 'Ravi Kumar', phone: '9123456789', email: 'ravi@example.in' });
    expect(
      failure(() => parseGuestDetails({ customerName: 'Ravi', customerPhone: '12345' }, parsed.shippingAddress))
        .message,
    ).toBe('Please enter a valid 10-digit Indian mobile number');
    expect(
      failure(() => parseGuestDetails({ customerName: 'Ravi', customerEmail: 'nope' }, parsed.shippingAddress)).message,
    ).toBe('Please enter a valid email address');
  });
});
