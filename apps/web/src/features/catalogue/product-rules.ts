import { CATEGORIES } from '@store/contracts';
import { ORIGINAL_COLOUR, PLACEHOLDER_IMAGE } from './constants';
import type { ColorVariant, Product, ProductImage } from './types';

export const colourNameOf = (variant: ColorVariant): string => variant.colorName ?? variant.name ?? '';
export const colourCodeOf = (variant: ColorVariant): string => variant.colorCode ?? variant.code ?? ORIGINAL_COLOUR.code;
export const isActiveVariant = (variant: ColorVariant): boolean => variant.isActive !== false;

/** The product's colour variants that are not explicitly inactive. */
export function activeVariants(product: Product): ColorVariant[] {
  const all = product.colorVariants?.length ? product.colorVariants : (product.activeColorVariants ?? []);
  return all.filter(isActiveVariant);
}

/** The offer price applies only when offer pricing is on and the offer is valid. */
export function offerApplies(product: Product): boolean {
  return Boolean(product.hasOfferPricing && product.isOfferValid && typeof product.offerPrice === 'number');
}

/** What the shopper pays: the offer price when an offer applies, else the price. */
export function sellingPrice(product: Product): number {
  return offerApplies(product) ? Number(product.offerPrice) : Number(product.price);
}

/** The struck-through price: the displayed original price when an offer applies, else null. */
export function struckPrice(product: Product): number | null {
  if (!offerApplies(product)) return null;
  return product.displayOriginalPrice ?? product.originalPrice ?? product.price;
}

/** Stock of a size without a colour variant: the product's stock number, or its entry in the size map. */
export function productStockFor(product: Product, size: string): number {
  const { stock } = product;
  if (typeof stock === 'number') return Math.max(0, stock);
  return Math.max(0, Number(stock?.[size] ?? 0) || 0);
}

/**
 * Stock for a size (spec section 5, Adding to cart): with a colour variant, from the active
 * variant with that id; otherwise from the product stock for the size. Missing stock counts as 0.
 */
export function stockFor(product: Product, size: string, colorVariantId?: string | null): number {
  if (!colorVariantId) return productStockFor(product, size);
  const variant = activeVariants(product).find((item) => item._id === colorVariantId);
  return Math.max(0, Number(variant?.stock?.[size] ?? 0) || 0);
}

const sum = (values: Record<string, number> | undefined) => Object.values(values ?? {}).reduce((total, n) => total + (Number(n) || 0), 0);

/** In Stock: the stock over active colour variants is above 0, or, with no variants, the product's stock. */
export function isInStock(product: Product): boolean {
  const variants = activeVariants(product);
  if (variants.length > 0) return variants.reduce((total, variant) => total + sum(variant.stock), 0) > 0;
  const { stock } = product;
  return (typeof stock === 'number' ? stock : sum(stock)) > 0;
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

/** The active variants plus the synthetic 'Original' colour built from the base images. */
export function colourOptions(product: Product): ColourOption[] {
  const variants = activeVariants(product).map<ColourOption>((variant) => ({
    key: variant._id,
    variantId: variant._id,
    name: colourNameOf(variant),
    code: colourCodeOf(variant),
    images: variant.images ?? [],
    isDefault: Boolean(variant.isDefault),
  }));
  const baseImages = product.baseImages?.length ? product.baseImages : (product.images ?? []);
  if (baseImages.length === 0 && variants.length > 0) return variants;
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
  const defaultId = typeof product.defaultColorVariant === 'string' ? product.defaultColorVariant : product.defaultColorVariant?._id;
  return options.find((option) => option.isDefault) ?? options.find((option) => option.variantId && option.variantId === defaultId) ?? options[0];
}

/** Images to show for a colour: its own, else the base images, else the list images. */
export function imagesFor(product: Product, option?: ColourOption): ProductImage[] {
  const own = option?.images ?? [];
  if (own.length) return own;
  if (product.baseImages?.length) return product.baseImages;
  return product.images ?? [];
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
export function cardSwatches(product: Product, limit: number): { shown: { name: string; code: string }[]; more: number } {
  const all = activeVariants(product).map((variant) => ({ name: colourNameOf(variant), code: colourCodeOf(variant) }));
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}
