import { Type, type Static } from '@sinclair/typebox';
import { Nullable, SuccessResponse } from './common';
import { ProductSchema } from './catalogue';

/**
 * Spec section 3, Cart line: the full product and the server's own prices. A null
 * colorVariantId is the product's own colour ('Original').
 */
export const CartLineSchema = Type.Object(
  {
    product: ProductSchema,
    quantity: Type.Integer({ minimum: 1 }),
    size: Type.String(),
    colorVariantId: Nullable(Type.String()),
    colorName: Nullable(Type.String()),
    colorCode: Nullable(Type.String()),
    image: Type.String(),
    price: Type.Number({ minimum: 0 }),
    originalPrice: Nullable(Type.Number({ minimum: 0 })),
  },
  { $id: 'CartLine' },
);
export type CartLine = Static<typeof CartLineSchema>;

/** GET/PUT /cart and POST /cart/merge. */
export const CartResponseSchema = SuccessResponse('CartResponse', {
  cart: Type.Object({ items: Type.Array(CartLineSchema) }),
});
export type CartResponse = Static<typeof CartResponseSchema>;

/** GET /reports/cart-conversion (admin): per product, from cart and order events, most added first. */
export const CartConversionResponseSchema = SuccessResponse('CartConversionResponse', {
  products: Type.Array(
    Type.Object({
      productId: Type.String(),
      name: Type.String(),
      cartAdds: Type.Integer({ minimum: 0 }),
      unitsAdded: Type.Integer({ minimum: 0 }),
      ordersPlaced: Type.Integer({ minimum: 0 }),
      unitsOrdered: Type.Integer({ minimum: 0 }),
      ordersPaid: Type.Integer({ minimum: 0 }),
      unitsPaid: Type.Integer({ minimum: 0 }),
      /** Orders placed per cart add, or null before any add. */
      checkoutRate: Nullable(Type.Number({ minimum: 0 })),
    }),
  ),
});
export type CartConversionResponse = Static<typeof CartConversionResponseSchema>;

/** GET /reports/cart-recovery (admin, issue #44): the cart reminders and what they brought back. */
export const CartRecoveryResponseSchema = SuccessResponse('CartRecoveryResponse', {
  recovery: Type.Object({
    remindersSent: Type.Integer({ minimum: 0 }),
    /** Reminders followed by the shopper's paid order within `windowDays`. */
    cartsRecovered: Type.Integer({ minimum: 0 }),
    /** Those orders' totals, in rupees. */
    revenueRecovered: Type.Number({ minimum: 0 }),
    /** Recovered per reminder sent, in percent to one decimal; null before any reminder. */
    recoveryRate: Nullable(Type.Number({ minimum: 0 })),
    windowDays: Type.Integer({ minimum: 1 }),
  }),
});
export type CartRecoveryResponse = Static<typeof CartRecoveryResponseSchema>;
