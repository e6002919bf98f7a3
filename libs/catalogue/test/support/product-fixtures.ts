import type { InventoryEvent } from '../../src/domain/inventory-events';
import type { ProductDetails, ProductPricing } from '../../src/domain/product-events';

/** A product's details; a test names what it reads back (the rest only has to be valid). */
export const productDetails = (overrides: Partial<ProductDetails> = {}): ProductDetails => ({
  name: 'Flex Dry-Fit Tee',
  description: 'Sweat-wicking training tee',
  category: 'topwear',
  brand: 'ThreadFit',
  material: 'Polyester',
  hsnCode: '6109',
  sizes: ['M'],
  tags: [],
  specifications: {},
  baseImages: [],
  ...overrides,
});

/** Pricing at `price` with no offer. */
export const pricedAt = (price: number): ProductPricing => ({
  price,
  hasOfferPricing: false,
  offerPrice: null,
  originalPrice: null,
  offerValidFrom: null,
  offerValidUntil: null,
});

type StockSetData = Extract<InventoryEvent, { type: 'StockSet' }>['data'];

/** A StockSet of size M with no colour variant, unless the test says otherwise. */
export const stockSet = (
  data: Pick<StockSetData, 'productId' | 'previous' | 'quantity' | 'reason' | 'at'> & Partial<StockSetData>,
): InventoryEvent => ({ type: 'StockSet', data: { variantId: null, size: 'M', ...data } });
