import { CATEGORIES, offerReferencePrice } from '@store/contracts';
import { ORIGINAL_COLOUR, PLACEHOLDER_IMAGE } from './constants';
import type { ColorVariant, Product, ProductImage } from './types';

export const colourNameOf = (variant: ColorVariant): string => variant.colorName || variant.name;
export const colourCodeOf = (variant: ColorVariant): string =>
  variant.colorCode || variant.code || ORIGINAL_COLOUR.code;

/** The product's colour variants that are not explicitly inactive. */
export function activeVariants(product: Product): ColorVariant[] {
  return product.colorVariants.filter((variant) => variant.isActive !== false);
}

/** The offer price applies only when offer pricing is on and the offer is valid. */
export function offerApplies(product: Product): boolean {
  return Boolean(product.hasOfferPricing && product.isOfferValid && typeof product.offerPrice === 'number');
}

/** What the shopper pays: the offer price when an offer applies, else the price. */
export function sellingPrice(product: Product): number {
  return offerApplies(product) ? Number(product.offerPrice) : Number(product.price);
}

/** The struck-through price: the displayed original price when an offer applies, else null (one rule: offerReferencePrice). */
export function struckPrice(product: Product): number | null {
  if (!offerApplies(product)) return null;
  return product.displayOriginalPrice ?? offerReferencePrice(product);
}

const unitsIn = (stock: Record<string, number> | undefined, size: string) =>
  Math.max(0, Number(stock?.[size] ?? 0) || 0);

/**
 * Stock for a size (spec section 5, Adding to cart): with a colour variant, from the active
 * variant with that id; otherwise (the 'Original' colour) from the product's own stock for the
 * size. Missing stock counts as 0. The server applies the same rule to the cart and the order.
 */
export function stockFor(product: Product, size: string, colorVariantId?: string | null): number {
  if (!colorVariantId) return unitsIn(product.stock, size);
  return unitsIn(activeVariants(product).find((item) => item._id === colorVariantId)?.stock, size);
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((total, n) => total + (Number(n) || 0), 0);

/** In Stock: some colour the shopper can pick (the 'Original' or an active variant) has a unit. */
export function isInStock(product: Product): boolean {
  return sum(product.stock) > 0 || activeVariants(product).some((variant) => sum(variant.stock) > 0);
}

/** A colour the shopper can pick: a real variant, or the synthetic 'Original' (variantId null). */
export interface ColourOption {
  key: string;
  variantId: string | null;
  name: string;
  code: string;
  images: ProductImage[];
  isDefault: boolean;
}

export const ORIGINAL_KEY = 'original';

/**
 * The synthetic 'Original' colour (built from the base images, backed by the product's own stock)
 * and the active variants: exactly the colours the cart and the order accept.
 */
export function colourOptions(product: Product): ColourOption[] {
  const variants = activeVariants(product).map<ColourOption>((variant) => ({
    key: variant._id,
    variantId: variant._id,
    name: colourNameOf(variant),
    code: colourCodeOf(variant),
    images: variant.images ?? [],
    isDefault: Boolean(variant.isDefault),
  }));
  // A product with variants shows its own colour when the admin gave it images or stock; a
  // shopper never meets an 'Original' that is only a copy of the first variant, sold out.
  if (variants.length > 0 && product.baseImages.length === 0 && sum(product.stock) === 0) return variants;
  const baseImages: ProductImage[] = product.baseImages.length
    ? product.baseImages
    : product.images.map(({ url }) => ({ url, altText: product.name }));
  const original: ColourOption = {
    key: ORIGINAL_KEY,
    variantId: null,
    name: ORIGINAL_COLOUR.name,
    code: ORIGINAL_COLOUR.code,
    images: baseImages,
    isDefault: false,
  };
  return [original, ...variants];
}

/** The colour selected when the page opens: the default variant, else the first option. */
export function defaultColourOption(product: Product, options = colourOptions(product)): ColourOption | undefined {
  return (
    options.find((option) => option.isDefault) ??
    options.find((option) => option.variantId && option.variantId === product.defaultColorVariant?._id) ??
    options[0]
  );
}

/** Images to show for a colour: its own, else the base images, else the list images. */
export function imagesFor(product: Product, option?: ColourOption): ProductImage[] {
  const own = option?.images ?? [];
  if (own.length) return own;
  if (product.baseImages.length) return product.baseImages;
  return product.images.map(({ url }) => ({ url, altText: product.name }));
}

/** The first image a card or a cart line shows. */
export function primaryImage(product: Product): string {
  const option = defaultColourOption(product);
  return imagesFor(product, option)[0]?.url ?? PLACEHOLDER_IMAGE;
}

/** Upcoming products go last; otherwise the order is kept. */
export function sortUpcomingLast(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => Number(Boolean(a.isUpcoming)) - Number(Boolean(b.isUpcoming)));
}

/** Home lists show only topwear and bottomwear. */
export function isStorefrontCategory(product: Product): boolean {
  return (CATEGORIES as readonly string[]).includes(String(product.category ?? '').toLowerCase());
}

/** Card swatches: the first 4 active colours and how many more there are. */
export function cardSwatches(
  product: Product,
  limit: number,
): { shown: { name: string; code: string }[]; more: number } {
  const all = activeVariants(product).map((variant) => ({ name: colourNameOf(variant), code: colourCodeOf(variant) }));
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}
