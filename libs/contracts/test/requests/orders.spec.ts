import {
  AdminOrdersQuery,
  CreateOrderRequest,
  GuestOrderRequest,
  OrderNoteRequest,
  OrderStatusRequest,
  RefundRequest,
} from '../../src/requests';
import { accepted, messageOf, problemsOf } from './check';

const address = {
  name: 'Asha',
  phone: '+91 98765 43210',
  street: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipCode: '411001',
};
const line = { product: 'p1', quantity: 1, size: 'm', colorVariantId: 'v1', price: 1 };
const order = { orderItems: [line], shippingAddress: address };

describe('order requests', () => {
  it("reads the lines (any case of size, a product object, the quantity as text) and the address's mobile", () => {
    const request = accepted(CreateOrderRequest, {
      ...order,
      orderItems: [{ ...line, product: { _id: 'p1' }, quantity: '2' }],
    });
    expect(request.orderItems[0]).toEqual({ product: 'p1', quantity: 2, size: 'M', colorVariantId: 'v1' });
    expect(request.shippingAddress.phone).toBe('9876543210');
  });

  it("asks for the address with 'Please fill in all required address fields'", () => {
    for (const field of ['name', 'phone', 'street', 'city', 'state']) {
      const body = { ...order, shippingAddress: { ...address, [field]: ' ' } };
      expect(problemsOf(CreateOrderRequest, body)).toEqual([
        { param: `shippingAddress.${field}`, msg: 'Please fill in all required address fields' },
      ]);
    }
    expect(messageOf(CreateOrderRequest, { orderItems: [line] })).toBe('Please fill in all required address fields');
  });

  it.each([
    [{ orderItems: [] }, 'orderItems', 'Your order has no items'],
    [{ orderItems: 'x' }, 'orderItems', 'Your order has no items'],
    [{ orderItems: [5] }, 'orderItems.0', 'Invalid order data'],
    [{ orderItems: Array.from({ length: 51 }, () => line) }, 'orderItems', 'An order can hold at most 50 lines'],
    [
      { orderItems: [{ ...line, quantity: 0 }] },
      'orderItems.0.quantity',
      'Quantity must be a whole number from 1 to 100',
    ],
    [
      { orderItems: [{ ...line, quantity: 1.5 }] },
      'orderItems.0.quantity',
      'Quantity must be a whole number from 1 to 100',
    ],
    [{ orderItems: [{ ...line, size: 'XXXXL' }] }, 'orderItems.0.size', 'Please select a size'],
    [{ orderItems: [{ ...line, product: '' }] }, 'orderItems.0.product', 'Product not found'],
    [
      { orderItems: [{ ...line, colorVariantId: 'v'.repeat(65) }] },
      'orderItems.0.colorVariantId',
      'Please select a color',
    ],
    [
      { shippingAddress: { ...address, phone: '12345' } },
      'shippingAddress.phone',
      'Please enter a valid 10-digit Indian mobile number',
    ],
    [
      { shippingAddress: { ...address, zipCode: '4110' } },
      'shippingAddress.zipCode',
      'Please enter a valid 6-digit pincode',
    ],
    [
      { shippingAddress: { ...address, zipCode: '011001' } },
      'shippingAddress.zipCode',
      'Please enter a valid 6-digit pincode',
    ],
    [{ paymentMethod: 'cod' }, 'paymentMethod', 'Payment method must be razorpay'],
  ])('refuses %j at %s with %p', (change, param, msg) => {
    expect(problemsOf(CreateOrderRequest, { ...order, ...change })).toEqual([{ param, msg }]);
  });

  it('checks a guest’s contact details', () => {
    expect(accepted(GuestOrderRequest, { ...order, customerEmail: ' Ravi@Example.in' }).customerEmail).toBe(
      'ravi@example.in',
    );
    expect(messageOf(GuestOrderRequest, { ...order, customerPhone: '12345' })).toBe(
      'Please enter a valid 10-digit Indian mobile number',
    );
    expect(messageOf(GuestOrderRequest, { ...order, customerEmail: 'nope' })).toBe(
      'Please enter a valid email address',
    );
    expect(messageOf(GuestOrderRequest, { ...order, customerName: 'R' })).toBe('Name must be at least 2 characters');
    expect(messageOf(GuestOrderRequest, { ...order, shippingAddress: { ...address, name: 'A' } })).toBe(
      'Name must be at least 2 characters',
    );
  });

  it('checks the admin list’s filters, a status, a note and a refund', () => {
    expect(messageOf(AdminOrdersQuery, { status: 'lost' })).toBe(
      'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled, returned',
    );
    expect(messageOf(AdminOrdersQuery, { from: '2026-13-01' })).toBe('From must be a date like 2026-11-01');
    expect(messageOf(AdminOrdersQuery, { page: '0' })).toBe('Page must be a whole number from 1 to 10000');
    expect(messageOf(OrderStatusRequest, {})).toBe(
      'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled, returned',
    );
    expect(messageOf(OrderNoteRequest, { noteId: 'n1', text: 'Call first' })).toBe('Note id must be a UUID');
    expect(messageOf(RefundRequest, { refundId: crypto.randomUUID(), amount: 'all' })).toBe(
      'Refund amount must be more than 0 with at most 2 decimals',
    );
  });
});
