import { paymentHoldMs } from '../../src/commands/payment-hold';

/** Issue #45: the order waits for payment as long as the shortest hold of its products. */
describe('an order’s payment hold', () => {
  const MINUTE = 60_000;
  const products = (holds: Record<string, number | null | undefined>) => ({
    forPricing: async (id: string) =>
      (id in holds ? { paymentHoldMinutes: holds[id] } : null) as Awaited<
        ReturnType<Parameters<typeof paymentHoldMs>[0]['forPricing']>
      >,
  });

  it('is the store’s default when no product sets one', async () => {
    expect(
      await paymentHoldMs(products({ a: null, b: undefined }), [{ productId: 'a' }, { productId: 'b' }], 15 * MINUTE),
    ).toBe(15 * MINUTE);
  });

  it('is the shortest of its products’ holds', async () => {
    const items = [{ productId: 'a' }, { productId: 'b' }, { productId: 'c' }, { productId: 'b' }];
    expect(await paymentHoldMs(products({ a: 10, b: 5, c: null }), items, 15 * MINUTE)).toBe(5 * MINUTE);
  });

  it('is the default when a product without a hold is in it, and a longer hold when every product has one', async () => {
    expect(
      await paymentHoldMs(products({ a: 30, b: null }), [{ productId: 'a' }, { productId: 'b' }], 15 * MINUTE),
    ).toBe(15 * MINUTE);
    expect(await paymentHoldMs(products({ a: 30 }), [{ productId: 'a' }], 15 * MINUTE)).toBe(30 * MINUTE);
  });
});
