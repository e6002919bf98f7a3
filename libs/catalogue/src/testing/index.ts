import { call, type SignInTarget } from '@store/identity/testing';

let counter = 0;
/** An admin product form: two colour variants (Black S 2, M 3; Olive L 4) unless overridden. */
export function productBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Flex Dry-Fit Tee ${counter}`,
    description: 'Sweat-wicking training tee for heavy sessions',
    category: 'topwear',
    brand: 'ThreadFit',
    material: 'Polyester',
    hsnCode: '6109',
    sizes: ['S', 'M', 'L'],
    tags: ['gym', 'training'],
    price: 799,
    isNewArrival: true,
    colorVariants: [
      {
        colorName: 'Black',
        colorCode: '#000000',
        images: [{ url: '/demo/black.svg', altText: 'Black tee' }],
        isDefault: true,
        stock: { S: 2, M: 3 },
      },
      {
        colorName: 'Olive',
        colorCode: '#556b2f',
        images: [{ url: '/demo/olive.svg', altText: 'Olive tee' }],
        stock: { L: 4 },
      },
    ],
    ...overrides,
  };
}

export interface TestProduct {
  _id: string;
  name: string;
  colorVariants: Array<{ _id: string; colorName: string; isActive: boolean; stock: Record<string, number> }>;
  [key: string]: unknown;
}

/** Creates a product through the admin endpoint (which waits for the listing); any other module's tests may use it. */
export async function createProduct(
  target: Pick<SignInTarget, 'app'>,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<TestProduct> {
  const res = await call(target.app, 'POST', '/api/products', { token: adminToken, body: productBody(overrides) });
  if (res.status !== 201) throw new Error(`product not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product;
}
export { parseCsv } from '../commands/catalogue-csv';
// A product's inventory stream, for tests that read what the store wrote there.
export { inventoryStream } from '../streams';
