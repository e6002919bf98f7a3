import {
  ORIGINAL_COLOUR,
  offerReferencePrice,
  type Category,
  type ColorVariant,
  type Product,
  type Size,
} from '@store/contracts';
import type { Selectable } from 'kysely';
import type { ColourVariant } from '../domain/product-events';
import type { ProductDetailTable, ProductListingTable } from '../projections/catalogue.tables';
import { computeInStock } from '../projections/catalogue.projections';

/** A product_listing row with its product_detail columns and its stock (null only if that row is missing). */
export type ListedRow = Selectable<ProductListingTable> &
  Omit<Selectable<ProductDetailTable>, 'id' | 'updated_at'> & {
    detail_updated_at: Date | string;
    stock: Record<string, number> | null;
    stock_updated_at: Date | string | null;
  };

/** Today's date (YYYY-MM-DD) in Asia/Kolkata: offer windows are store-local dates. */
const kolkataDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }); // built once: construction is the costly part
export const kolkataToday = (now: Date = new Date()) => kolkataDate.format(now);

/** The offer window includes both its dates; an open end is unbounded. */
export function isOfferValid(
  row: Pick<ListedRow, 'has_offer_pricing' | 'offer_price' | 'offer_valid_from' | 'offer_valid_until'>,
  today: string,
): boolean {
  if (!row.has_offer_pricing || row.offer_price === null) return false;
  if (row.offer_valid_from && today < row.offer_valid_from.slice(0, 10)) return false;
  if (row.offer_valid_until && today > row.offer_valid_until.slice(0, 10)) return false;
  return true;
}

const sizeMap = (stock: Record<string, number>, owner: string) =>
  Object.fromEntries(
    Object.entries(stock)
      .filter(([key]) => key.startsWith(`${owner}|`))
      .map(([key, n]) => [key.slice(owner.length + 1), Math.max(0, n)]),
  );

/** The spec's Product shape (section 3), with its derived fields. */
export function toProductView(row: ListedRow, today: string = kolkataToday()): Product {
  const stock = row.stock ?? {};
  const variants = (row.color_variants as ColourVariant[]).map((v): ColorVariant => ({
    _id: v.variantId,
    colorName: v.colorName,
    name: v.colorName,
    colorCode: v.colorCode,
    code: v.colorCode,
    images: v.images,
    stock: sizeMap(stock, v.variantId),
    isDefault: v.isDefault,
    isActive: v.isActive !== false,
  }));
  const active = variants.filter((v) => v.isActive);
  const defaultVariant = active.find((v) => v.isDefault) ?? active[0] ?? null;
  const price = Number(row.price);
  const offerPrice = row.offer_price === null ? null : Number(row.offer_price);
  const originalPrice = row.original_price === null ? null : Number(row.original_price);
  const offerValid = isOfferValid(row, today);
  const baseImages = row.base_images as { url: string; altText: string }[];
  const imageSource = defaultVariant?.images.length ? defaultVariant.images : baseImages;
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    description: row.description,
    category: row.category as Category,
    material: row.material,
    hsnCode: row.hsn_code,
    sizes: row.sizes as Size[],
    tags: row.tags,
    specifications: row.specifications,
    price,
    offerPrice,
    originalPrice,
    hasOfferPricing: row.has_offer_pricing,
    offerValidFrom: row.offer_valid_from ? row.offer_valid_from.slice(0, 10) : null,
    offerValidUntil: row.offer_valid_until ? row.offer_valid_until.slice(0, 10) : null,
    isOfferValid: offerValid,
    displayOriginalPrice: offerValid ? offerReferencePrice({ price, originalPrice }) : null,
    /** What the shopper pays now (the cart's price rule). */
    effectivePrice: offerValid ? offerPrice! : price,
    // Size -> units of the product's own colour ('Original' beside any variants; spec section 3).
    stock: sizeMap(stock, '-'),
    baseImages,
    images: imageSource.map((image) => ({ url: image.url })),
    colorVariants: variants,
    activeColorVariants: active,
    defaultColorVariant: defaultVariant,
    isFeatured: row.is_featured,
    isNewArrival: row.is_new_arrival,
    isBestSeller: row.is_best_seller,
    isUpcoming: row.is_upcoming,
    paymentHoldMinutes: row.payment_hold_minutes ?? null,
    averageRating: row.total_reviews ? Math.round((row.rating_sum / row.total_reviews) * 10) / 10 : 0,
    totalReviews: row.total_reviews,
    inStock: computeInStock(row.color_variants as ColourVariant[], stock),
    createdAt: new Date(row.created_at).toISOString(),
    // The latest change to the product, its details or its stock.
    updatedAt: new Date(
      Math.max(
        ...[row.updated_at, row.detail_updated_at, row.stock_updated_at].map((at) => (at ? new Date(at).getTime() : 0)),
      ),
    ).toISOString(),
  };
}

export type ProductView = Product;

/**
 * A colour a shopper can buy: an active variant by id, or with no id the product's own colour
 * ('Original', spec section 2: built from the base images and backed by the product's own
 * stock). null when the id names no active variant.
 */
export function purchasableColour(product: Product, colorVariantId: string | null) {
  if (colorVariantId) {
    const variant = product.activeColorVariants.find((candidate) => candidate._id === colorVariantId);
    if (!variant) return null;
    return {
      colorVariantId: variant._id,
      colorName: variant.colorName,
      colorCode: variant.colorCode,
      image: variant.images[0]?.url ?? product.images[0]?.url ?? '',
      stock: variant.stock,
    };
  }
  const named = product.colorVariants.length > 0;
  return {
    colorVariantId: null,
    colorName: named ? ORIGINAL_COLOUR.name : null,
    colorCode: named ? ORIGINAL_COLOUR.code : null,
    image: product.baseImages[0]?.url ?? product.images[0]?.url ?? '',
    stock: product.stock,
  };
}
