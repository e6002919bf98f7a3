import { CartItemsRequest } from '../../src/requests';
import { accepted, problemsOf } from './check';

const line = { product: 'p1', quantity: 2, size: 'M', colorVariantId: null };

describe('cart requests', () => {
  it('reads a product object as its id and drops what the server recomputes', () => {
    const request = accepted(CartItemsRequest, { items: [{ ...line, product: { _id: 'p1' }, price: 5, name: 'Tee' }] });
    expect(request.items[0]).toEqual({ product: 'p1', quantity: 2, size: 'M', colorVariantId: null });
  });

  it.each([
    [{ items: 'x' }, 'items', 'items must be a list of cart lines'],
    [{ items: Array.from({ length: 51 }, () => line) }, 'items', 'A cart can hold at most 50 lines'],
    [{ items: [{ ...line, product: '' }] }, 'items.0.product', 'Each cart line needs a product'],
    [{ items: [{ ...line, quantity: 0 }] }, 'items.0.quantity', 'Quantity must be a whole number from 1 to 100'],
    [{ items: [{ ...line, quantity: 101 }] }, 'items.0.quantity', 'Quantity must be a whole number from 1 to 100'],
    [{ items: [{ ...line, size: '' }] }, 'items.0.size', 'Please select a size'],
    [{ items: [{ ...line, colorVariantId: 7 }] }, 'items.0.colorVariantId', 'Please select a color'],
  ])('refuses %j at %s with %p', (body, param, msg) => {
    expect(problemsOf(CartItemsRequest, body)).toEqual([{ param, msg }]);
  });
});
