import { catalogueMigrations, catalogueProjections } from '@store/catalogue';
import { adminToken, call, registerVerified, startModuleTestApp, type ModuleTestApp } from '@store/identity/testing';
import { CartModule, cartProjections } from '../../src';

export { call } from '@store/identity/testing';
export type CartTestApp = ModuleTestApp;

/** The cart module with the catalogue (and identity) on a fresh database, its own Redis prefix and a real SMTP server. */
export const startCartApp = (): Promise<CartTestApp> =>
  startModuleTestApp({ label: 'cart', modules: [CartModule], migrations: [catalogueMigrations], projections: [...catalogueProjections, ...cartProjections] });

/** Identity's start-up admin's token. */
export const signInAdmin = async (t: CartTestApp): Promise<string> => (await adminToken(t)).token;

/** A verified shopper (role user), through identity's registration and the real e-mail. */
export const signUpShopper = async (t: CartTestApp): Promise<{ token: string; id: string }> => {
  const { token, id } = await registerVerified(t);
  return { token, id };
};

let counter = 0;
/** An admin product form: two colour variants (Black S2 M3, Olive L4) unless overridden. */
export function productBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Flex Dry-Fit Tee ${counter}`,
    description: 'Sweat-wicking training tee for heavy sessions',
    category: 'topwear',
    brand: 'ThreadFit',
    material: 'Polyester',
    sizes: ['S', 'M', 'L'],
    tags: ['gym', 'training'],
    price: 799,
    colorVariants: [
      { colorName: 'Black', colorCode: '#000000', images: [{ url: '/demo/black.svg', altText: 'Black tee' }], isDefault: true, stock: { S: 2, M: 3 } },
      { colorName: 'Olive', colorCode: '#556b2f', images: [{ url: '/demo/olive.svg', altText: 'Olive tee' }], stock: { L: 4 } },
    ],
    ...overrides,
  };
}

export interface TestProduct {
  _id: string;
  name: string;
  colorVariants: Array<{ _id: string; colorName: string; isActive: boolean }>;
  [key: string]: unknown;
}

/** Creates a product through the catalogue's admin endpoint (which waits for its read model). */
export async function createProduct(t: CartTestApp, admin: string, overrides: Record<string, unknown> = {}): Promise<TestProduct> {
  const res = await call(t.app, 'POST', '/api/products', { token: admin, body: productBody(overrides) });
  if (res.status !== 201) throw new Error(`product not created: ${JSON.stringify(res.body)}`);
  return res.body.product;
}

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
export const summary = (body: { cart: { items: Array<{ size: string; colorName: string | null; quantity: number }> } }) =>
  body.cart.items.map((line) => [line.size, line.colorName, line.quantity]);

/** The events of one shopper's cart stream. */
export const cartEvents = async (t: CartTestApp, userId: string) => (await t.eventStore.readStream(`cart-${userId}`)).map((event) => event.type);
