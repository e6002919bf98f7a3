import { randomUUID } from 'node:crypto';
import { SIZES } from '@store/contracts';
import { ValidationError } from '@store/platform';
import { CATALOGUE_MESSAGES as M } from '../domain/messages';
import type { ColourVariant, ImageRef, ProductDetails, ProductFlags } from '../domain/product-events';
import { isValidPrice, type PricingInput, type ProductInput } from '../domain/product-decider';
import { isValidStockLevel } from '../domain/inventory';

/** Stock levels the admin asked for: (variant or none, size) -> units. */
export interface StockLevel {
  variantId: string | null;
  size: string;
  quantity: number;
}

type Body = Record<string, unknown>;

/**
 * Bounds of the admin form's text and lists: every value fits its column with room to spare.
 * Prices and stock levels are the domain's (isValidPrice, isValidStockLevel: PRODUCT_BOUNDS).
 */
export const PRODUCT_INPUT_BOUNDS = {
  textMaxLength: 200,
  descriptionMaxLength: 5_000,
  urlMaxLength: 2_048,
  maxListItems: 50,
} as const;
const B = PRODUCT_INPUT_BOUNDS;

const tooLong = (max: number) => new ValidationError(`Text fields must be at most ${max} characters`);
const text = (value: unknown, max: number = B.textMaxLength) => {
  if (typeof value !== 'string') return '';
  if (value.length > max) throw tooLong(max);
  return value.trim();
};
const list = (value: unknown): unknown[] => {
  if (!Array.isArray(value)) return [];
  if (value.length > B.maxListItems) throw new ValidationError(`Lists must hold at most ${B.maxListItems} entries`);
  return value;
};
const bool = (value: unknown, fallback = false) =>
  typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : fallback;
const money = (value: unknown, field: string, message: string = M.priceInvalid): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!isValidPrice(n)) throw new ValidationError(message, field);
  return Math.round(n * 100) / 100;
};
/** A calendar day YYYY-MM-DD (a longer ISO timestamp is cut to its day); empty is an open end. */
const date = (value: unknown, field: string): string | null => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const day = typeof value === 'string' ? value.slice(0, 40).trim().slice(0, 10) : '';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw new ValidationError(M.offerDateInvalid, field);
  return day;
};
/** A field an update may leave out to keep the product's value (undefined: JSON has no undefined, so absent), else parsed; null clears it. */
const keptIfOmitted = <T>(body: Body, field: string, parse: (value: unknown, field: string) => T): T | undefined =>
  body[field] === undefined ? undefined : parse(body[field], field);
const images = (value: unknown): ImageRef[] =>
  list(value)
    .map((image) =>
      typeof image === 'string'
        ? { url: text(image, B.urlMaxLength), altText: '' }
        : { url: text((image as Body)?.url, B.urlMaxLength), altText: text((image as Body)?.altText) },
    )
    .filter((image) => image.url !== '');

function stockMap(value: unknown, variantId: string | null, field: string): StockLevel[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw new ValidationError(M.stockInvalid, field);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > SIZES.length) throw new ValidationError(M.sizeInvalid, field);
  return entries.map(([size, quantity]) => {
    if (!(SIZES as readonly string[]).includes(size)) throw new ValidationError(M.sizeInvalid, field);
    const n = Number(quantity ?? 0);
    if (!isValidStockLevel(n)) throw new ValidationError(M.stockInvalid, field);
    return { variantId, size, quantity: n };
  });
}

/**
 * The admin product form (spec section 5) as commands read it. The spec's alternative names
 * (name/code for a colour) are accepted; the domain then enforces the rules.
 */
export function parseProductBody(body: Body): { input: ProductInput; isUpcoming: boolean; stock: StockLevel[] } {
  const details: ProductDetails = {
    name: text(body.name),
    description: text(body.description, B.descriptionMaxLength),
    category: text(body.category).toLowerCase() as ProductDetails['category'],
    brand: text(body.brand),
    material: text(body.material),
    sizes: list(body.sizes).map((size) => text(size).toUpperCase()) as ProductDetails['sizes'],
    tags: list(body.tags)
      .map((tag) => text(tag))
      .filter(Boolean),
    specifications:
      body.specifications && typeof body.specifications === 'object' && !Array.isArray(body.specifications)
        ? Object.fromEntries(
            (list(Object.entries(body.specifications)) as [string, unknown][]).map(([k, v]) => [
              text(k),
              text(String(v), B.descriptionMaxLength),
            ]),
          )
        : {},
    baseImages: images(body.baseImages ?? body.images),
  };
  const price = money(body.price, 'price');
  const hasOfferPricing = bool(body.hasOfferPricing);
  const pricing: PricingInput = {
    price: price ?? NaN,
    hasOfferPricing,
    offerPrice: money(body.offerPrice, 'offerPrice', M.offerPriceInvalid),
    originalPrice: keptIfOmitted(body, 'originalPrice', money),
    offerValidFrom: keptIfOmitted(body, 'offerValidFrom', date),
    offerValidUntil: keptIfOmitted(body, 'offerValidUntil', date),
  };
  const flags: ProductFlags = {
    isFeatured: bool(body.isFeatured),
    isNewArrival: bool(body.isNewArrival),
    isBestSeller: bool(body.isBestSeller),
  };
  const stock: StockLevel[] = [...stockMap(body.stock, null, 'stock')];
  const variants: ColourVariant[] = list(body.colorVariants).map((raw, index) => {
    const v = (raw ?? {}) as Body;
    const variantId = text(v._id) || text(v.variantId) || randomUUID();
    stock.push(...stockMap(v.stock, variantId, `colorVariants.${index}.stock`));
    return {
      variantId,
      colorName: text(v.colorName ?? v.name),
      colorCode: text(v.colorCode ?? v.code),
      images: images(v.images),
      isDefault: bool(v.isDefault),
      isActive: v.isActive === false || v.isActive === 'false' ? false : true,
    };
  });
  // A single variant is the default without being told.
  if (variants.length === 1 && !variants[0].isDefault) variants[0] = { ...variants[0], isDefault: true };
  return { input: { details, pricing, flags, variants }, isUpcoming: bool(body.isUpcoming), stock };
}
