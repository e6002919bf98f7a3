import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@store/platform';
import { Kysely } from 'kysely';
import type { CartConversionTables } from '../projections/cart-conversion.projection';

/** Add-to-cart and checkout conversion per product, most added first. */
@Injectable()
export class CartReport {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CartConversionTables>) {}

  async products() {
    const rows = await this.db.selectFrom('cart_conversion').selectAll().orderBy('cart_adds', 'desc').orderBy('orders_placed', 'desc').limit(500).execute();
    return rows.map((row) => ({
      productId: row.product_id,
      name: row.product_name,
      cartAdds: row.cart_adds,
      unitsAdded: row.units_added,
      ordersPlaced: row.orders_placed,
      unitsOrdered: row.units_ordered,
      ordersPaid: row.orders_paid,
      checkoutRate: row.cart_adds ? Math.round((row.orders_placed / row.cart_adds) * 100) / 100 : 0,
    }));
  }
}
