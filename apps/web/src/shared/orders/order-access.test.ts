import { orderTokenFor, rememberOrderToken } from './order-access';

describe('guest order access tokens', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a guest order’s token for the tab, by order id', () => {
    rememberOrderToken('order-1', 'tok-1');
    rememberOrderToken('order-2', 'tok-2');
    expect(orderTokenFor('order-1')).toBe('tok-1');
    expect(orderTokenFor('order-2')).toBe('tok-2');
    expect(orderTokenFor('order-3')).toBeUndefined();
  });

  it('ignores a missing token (a signed-in order has none)', () => {
    rememberOrderToken('order-1', undefined);
    rememberOrderToken('order-1', null);
    expect(orderTokenFor('order-1')).toBeUndefined();
  });
});
