import type { CatalogueCommands, HolderShare } from '@store/catalogue';
import { step, type CommandContext, type RunStep } from '@store/platform';
import type { OrderLine } from '../domain/order-events';
import { byProduct, reserveLine } from './order-lines';

/** The catalogue's inventory commands an order's stock steps call. */
export type Inventory = Pick<CatalogueCommands, 'reserveStock' | 'releaseStock'>;

/** What the order reserves: its lines until `expiresAt`; `share`: the most its holders may hold unpaid. */
export interface StockToReserve {
  orderId: string;
  items: OrderLine[];
  expiresAt: string;
  share?: HolderShare;
}

interface ProductReservation extends Omit<StockToReserve, 'items'> {
  productId: string;
  lines: OrderLine[];
}

/**
 * One product's lines reserved for the order in the catalogue's inventory, undone by releasing
 * that product's reservation of the order (a release of what is not reserved changes nothing).
 */
const reserveProductStock = (inventory: Inventory, context: CommandContext) =>
  step(
    'reserve stock',
    ({ productId, orderId, lines, expiresAt, share }: ProductReservation) =>
      inventory.reserveStock(productId, orderId, lines.map(reserveLine), context, expiresAt, share),
    async (_reserved, { productId, orderId }) => {
      await inventory.releaseStock(productId, orderId, context);
    },
  );

/**
 * Reserves every product's lines of the order, one step (one append) per product: the first
 * refusal stops it, and the process compensates the products already reserved, so the order
 * holds all its stock or none.
 */
export async function reserveOrderStock(
  run: RunStep,
  inventory: Inventory,
  { orderId, items, expiresAt, share }: StockToReserve,
  context: CommandContext,
): Promise<void> {
  const reserve = reserveProductStock(inventory, context);
  for (const [productId, lines] of byProduct(items))
    await run(reserve, { orderId, productId, lines, expiresAt, share });
}

/**
 * A sold-out size refused before the order holds, seals or reserves anything (issue #45): each
 * product's lines checked against the inventory this process already holds, confirmed current
 * (CatalogueCommands.refuseShortage). Passing here promises nothing: the reservation decides.
 */
export async function refuseKnownShortage(
  inventory: Pick<CatalogueCommands, 'refuseShortage'>,
  { orderId, items }: Pick<StockToReserve, 'orderId' | 'items'>,
  context: CommandContext,
): Promise<void> {
  for (const [productId, lines] of byProduct(items))
    await inventory.refuseShortage(productId, orderId, lines.map(reserveLine), context);
}
