import { randomUUID } from 'node:crypto';
import type { ProductImageRequest, ProductRequest } from '@store/contracts/requests';
import type { ColourVariant, ImageRef, ProductDetails, ProductFlags } from '../domain/product-events';
import type { PricingInput, ProductInput } from '../domain/product-decider';

/** Stock levels the admin asked for: (variant or none, size) -> units. */
export interface StockLevel {
  variantId: string | null;
  size: string;
  quantity: number;
}

/** Rupees to the paisa; none stays none. */
const money = (value: number | null | undefined): number | null =>
  value === undefined || value === null ? null : Math.round(value * 100) / 100;
/** A field an update may leave out to keep the product's value (undefined), else its value (null clears it). */
const keptIfOmitted = <T, R>(value: T | undefined, read: (value: T) => R): R | undefined =>
  value === undefined ? undefined : read(value);
const images = (list: ProductImageRequest[] | undefined): ImageRef[] =>
  (list ?? [])
    .map((image) => ({ url: image.url ?? '', altText: image.altText ?? '' }))
    .filter((image) => image.url !== '');
const stockLevels = (stock: Record<string, number | undefined> | undefined, variantId: string | null): StockLevel[] =>
  Object.entries(stock ?? {}).map(([size, quantity]) => ({ variantId, size, quantity: Number(quantity ?? 0) }));

/**
 * The admin product form (spec section 5; its shapes and bounds are checked by ProductRequest in
 * libs/contracts) as the product's commands take it. The spec's alternative names (name/code for
 * a colour, images for baseImages) are read; the domain then enforces the rules.
 */
export function productInputOf(request: ProductRequest): {
  input: ProductInput;
  isUpcoming: boolean;
  stock: StockLevel[];
} {
  const details: ProductDetails = {
    name: request.name ?? '',
    description: request.description ?? '',
    category: (request.category ?? '') as ProductDetails['category'],
    brand: request.brand ?? '',
    material: request.material ?? '',
    hsnCode: request.hsnCode ?? '',
    // Left out of an update: the product's is kept (withKeptHold); null: the store's default.
    ...(request.paymentHoldMinutes !== undefined ? { paymentHoldMinutes: request.paymentHoldMinutes } : {}),
    sizes: request.sizes ?? [],
    tags: (request.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
    specifications: Object.fromEntries(
      Object.entries(request.specifications ?? {}).map(([name, value]) => [name.trim(), String(value).trim()]),
    ),
    baseImages: images(request.baseImages ?? request.images),
  };
  const pricing: PricingInput = {
    price: money(request.price) ?? NaN,
    hasOfferPricing: request.hasOfferPricing ?? false,
    offerPrice: money(request.offerPrice),
    originalPrice: keptIfOmitted(request.originalPrice, money),
    offerValidFrom: keptIfOmitted(request.offerValidFrom, (day) => day ?? null),
    offerValidUntil: keptIfOmitted(request.offerValidUntil, (day) => day ?? null),
  };
  const flags: ProductFlags = {
    isFeatured: request.isFeatured ?? false,
    isNewArrival: request.isNewArrival ?? false,
    isBestSeller: request.isBestSeller ?? false,
  };
  const stock = stockLevels(request.stock, null);
  const variants: ColourVariant[] = (request.colorVariants ?? []).map((variant) => {
    const variantId = variant._id || variant.variantId || randomUUID();
    stock.push(...stockLevels(variant.stock, variantId));
    return {
      variantId,
      colorName: variant.colorName ?? variant.name ?? '',
      colorCode: variant.colorCode ?? variant.code ?? '',
      images: images(variant.images),
      isDefault: variant.isDefault ?? false,
      isActive: variant.isActive !== false,
    };
  });
  // A single variant is the default without being told.
  if (variants.length === 1 && !variants[0].isDefault) variants[0] = { ...variants[0], isDefault: true };
  return { input: { details, pricing, flags, variants }, isUpcoming: request.isUpcoming ?? false, stock };
}
