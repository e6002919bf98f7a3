import { catalogueMigrations, catalogueProjections } from '@store/catalogue';
import { adminToken, registerVerified, startModuleTestApp, type ModuleTestApp } from '@store/identity/testing';
import type { TestProduct } from '@store/catalogue/testing';
import { CartModule, cartProjections } from '../../src';

export { call } from '@store/identity/testing';
export type CartTestApp = ModuleTestApp;

/** The cart module with the catalogue (and identity) on a fresh database, its own Redis prefix and a real SMTP server. */
export const startCartApp = (env: Record<string, string> = {}): Promise<CartTestApp> =>
  startModuleTestApp({
    label: 'cart',
    modules: [CartModule],
    migrations: [catalogueMigrations],
    projections: [...catalogueProjections, ...cartProjections],
    env,
  });

/** Identity's start-up admin's token. */
export const signInAdmin = async (t: CartTestApp): Promise<string> => (await adminToken(t)).token;

/** A verified shopper (role user), through identity's registration and the real e-mail. */
export const signUpShopper = async (
  t: CartTestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; id: string; email: string }> => {
  const { token, id, payload } = await registerVerified(t, overrides);
  return { token, id, email: payload.email as string };
};

export { createProduct, productBody } from '@store/catalogue/testing';
export type { TestProduct } from '@store/catalogue/testing';

/** A line as the web app sends it (with the client's own prices, which the server ignores). */
export const item = (product: TestProduct, size: string, quantity: number, variant: number | null = 0) => ({
  product: product._id,
  quantity,
  size,
  colorVariantId: variant === null ? null : product.colorVariants[variant]._id,
  price: 1,
  originalPrice: 1,
});

/** The cart's lines as [size, colour, quantity]. */
export const summary = (body: {
  cart: { items: Array<{ size: string; colorName: string | null; quantity: number }> };
}) => body.cart.items.map((line) => [line.size, line.colorName, line.quantity]);

/** The events of one shopper's cart stream. */
export const cartEvents = async (t: CartTestApp, userId: string) =>
  (await t.eventStore.readStream(`cart-${userId}`)).map((event) => event.type);
