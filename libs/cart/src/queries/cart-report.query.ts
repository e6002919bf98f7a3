import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
import { Kysely } from 'kysely';
import type { CartConversionTables } from '../projections/cart-conversion.projection';

export interface CartConversionRow {
  productId: string;
  name: string;
  cartAdds: number;
  unitsAdded: number;
  ordersPlaced: number;
  unitsOrdered: number;
  ordersPaid: number;
  unitsPaid: number;
  /** ordersPlaced / cartAdds (2 decimals); null before anyone put the product in a cart. */
  checkoutRate: number | null;
}

/** Add-to-cart and checkout conversion per product, most added first (at most 500 products). */
@Injectable()
export class CartConversionReport {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CartConversionTables>) {}

  async products(): Promise<CartConversionRow[]> {
    const rows = await this.db
      .selectFrom('cart_conversion')
      .selectAll()
      .orderBy('cart_adds', 'desc')
      .orderBy('orders_placed', 'desc')
      .orderBy('product_name')
      .orderBy('product_id')
      .limit(500)
      .execute();
    return rows.map((row) => ({
      productId: row.product_id,
      name: row.product_name,
      cartAdds: row.cart_adds,
      unitsAdded: row.units_added,
      ordersPlaced: row.orders_placed,
      unitsOrdered: row.units_ordered,
      ordersPaid: row.orders_paid,
      unitsPaid: row.units_paid,
      checkoutRate: row.cart_adds ? Math.round((row.orders_placed / row.cart_adds) * 100) / 100 : null,
    }));
  }
}
