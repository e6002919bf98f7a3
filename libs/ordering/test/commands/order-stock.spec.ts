import type { CatalogueCommands } from '@store/catalogue';
import { ConflictError, fixedClock, silentLogger, type AppConfig } from '@store/platform';
import type { UnpaidOrderHolds } from '../../src/access/unpaid-order-holds';
import type { OrderDiscounts } from '../../src/commands/order-discounts';
import type { OrderRefunds } from '../../src/commands/order-refunds';
import { OrderStock } from '../../src/commands/order-stock';
import type { OrderWrites } from '../../src/commands/order-writes';
import { initialOrderState, type OrderState } from '../../src/domain/order';
import type { OrderLine } from '../../src/domain/order-events';

const context = { actor: { id: null, role: 'system' as const }, correlationId: 'c1' };
const line = (productId: string): OrderLine => ({
  productId,
  name: productId,
  quantity: 1,
  size: 'M',
  price: 499,
  originalPrice: null,
  image: '',
  colorVariantId: null,
  colorName: null,
  colorCode: null,
});
const expiredOrder: OrderState = {
  ...initialOrderState(),
  exists: true,
  orderId: 'o1',
  status: 'cancelled',
  expired: true,
  items: [line('tee'), line('cap')],
};

function stockWith(refused: string) {
  const done: string[] = [];
  const reservedUntil: string[] = [];
  const catalogue = {
    reserveStock: async (
      productId: string,
      _orderId: string,
      _lines: unknown,
      _context: unknown,
      expiresAt: string,
    ) => {
      if (productId === refused) throw new ConflictError(`Insufficient stock for ${productId}`);
      done.push(`reserve ${productId}`);
      reservedUntil.push(expiresAt);
    },
    releaseStock: async (productId: string) => {
      done.push(`release ${productId}`);
    },
  };
  const stock = new OrderStock(
    { ORDER_PAYMENT_TIMEOUT: '15m' } as AppConfig,
    fixedClock('2026-11-24T10:00:00.000Z'),
    silentLogger,
    {} as OrderWrites,
    catalogue as unknown as CatalogueCommands,
    {} as UnpaidOrderHolds,
    {} as OrderRefunds,
    {} as OrderDiscounts,
  );
  return { stock, done, reservedUntil };
}

describe("a late payment's stock, reserved again as a process", () => {
  it('reserves every product again, each lapsing one payment timeout from now', async () => {
    const { stock, done, reservedUntil } = stockWith('none');
    expect(await stock.reserveAgain(expiredOrder, context)).toBe(true);
    expect(done).toEqual(['reserve tee', 'reserve cap']);
    expect(new Set(reservedUntil)).toEqual(new Set(['2026-11-24T10:15:00.000Z']));
  });

  it('releases the products it reserved when a later one is refused, and answers that the stock is not held', async () => {
    const { stock, done } = stockWith('cap');
    expect(await stock.reserveAgain(expiredOrder, context)).toBe(false);
    expect(done).toEqual(['reserve tee', 'release tee']);
  });
});
