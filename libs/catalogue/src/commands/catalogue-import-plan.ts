import { randomUUID } from 'node:crypto';
import type { CatalogueImportRowError } from '@store/contracts';
import { SIZES } from '@store/contracts';
import { ProductRequest } from '@store/contracts/requests';
import { checkRequest, DomainError } from '@store/platform';
import {
  decideProductImport,
  productImportDecider,
  type ImportedProductState,
  type ProductImportEvent,
} from '../domain/catalogue-import';
import { isOriginalColour, productValue, type ImportGroup } from './catalogue-import-file';
import { productInputOf } from './product-input';

/** One product of a plan: what its decision appends (none: already as the file describes it). */
export interface PlannedProduct {
  productId: string;
  create: boolean;
  firstLine: number;
  events: ProductImportEvent[];
}

export interface ImportPlan {
  products: PlannedProduct[];
  /** The broken rules, each on the first row of its product. */
  errors: CatalogueImportRowError[];
}

/**
 * Every product of an import decided on the catalogue as `states` holds it (product id -> its
 * product and inventory states): its rows laid over the product as the admin form would send it,
 * checked by the form's contract (ProductRequest) and decided by decideProductImport. The dry run
 * and the apply both plan this way; only the apply appends the plan.
 */
export function planImport(
  groups: readonly ImportGroup[],
  states: ReadonlyMap<string, ImportedProductState>,
  now: string,
): ImportPlan {
  const products: PlannedProduct[] = [];
  const errors: CatalogueImportRowError[] = [];
  for (const group of groups) {
    const create = group.productId === null;
    const productId = group.productId ?? randomUUID();
    const state = (create ? undefined : states.get(productId)) ?? productImportDecider.initialState();
    try {
      const { input, stock } = productInputOf(checkRequest(ProductRequest, productForm(state, group)));
      const events = decideProductImport({ type: 'ImportProduct', productId, create, input, stock, now }, state);
      products.push({ productId, create, firstLine: group.firstLine, events });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push({ row: group.firstLine, message: error.message });
    }
  }
  return { products, errors };
}

const imagesOf = (cell: string) =>
  cell
    .split('|')
    .map((url) => ({ url: url.trim(), altText: '' }))
    .filter((image) => image.url);

/**
 * The admin form a product's rows describe: the product as it is (nothing for a new one) with the
 * rows' values laid over it. Its colours are all kept (a row adds a colour or sets one's code and
 * stock); the stock levels are the rows' only, so the sizes no row names keep their levels; the
 * offer dates, which the file has no column for, are kept, and so is the original price where its
 * cell is empty.
 */
function productForm({ product }: ImportedProductState, group: ImportGroup): object {
  const current = product.exists && !product.deleted ? product : null;
  const details = current?.details ?? null;
  const pricing = current?.pricing ?? null;
  const pick = (column: Parameters<typeof productValue>[1], fallback: unknown) =>
    productValue(group, column) || fallback;
  const sizes = new Set<string>(details?.sizes ?? []);
  const stock: Record<string, number> = {};
  const variants = (current?.variants ?? []).map((variant) => ({
    _id: variant.variantId,
    colorName: variant.colorName,
    colorCode: variant.colorCode,
    images: [...variant.images],
    stock: {} as Record<string, number>,
    isDefault: variant.isDefault,
    isActive: variant.isActive,
  }));
  for (const { row } of group.rows) {
    const size = row.size.toUpperCase();
    sizes.add(size);
    if (isOriginalColour(row.colorName)) {
      stock[size] = Number(row.stock);
      continue;
    }
    const images = row.images ? imagesOf(row.images) : [];
    let variant = variants.find((item) => item.colorName.toLowerCase() === row.colorName.toLowerCase());
    if (!variant) {
      variant = {
        _id: '',
        colorName: row.colorName,
        colorCode: row.colorCode || '#000000',
        images,
        stock: {},
        isDefault: variants.length === 0,
        isActive: true,
      };
      variants.push(variant);
    }
    if (row.colorCode) variant.colorCode = row.colorCode;
    if (variant.images.length === 0) variant.images = images;
    variant.stock[size] = Number(row.stock);
  }
  const firstOriginalImages = group.rows.find(({ row }) => isOriginalColour(row.colorName) && row.images)?.row.images;
  const offerPrice = pick('offerPrice', pricing?.hasOfferPricing ? pricing.offerPrice : null);
  return {
    name: pick('name', details?.name ?? ''),
    description: pick('description', details?.description ?? ''),
    category: pick('category', details?.category ?? ''),
    brand: pick('brand', details?.brand ?? ''),
    material: pick('material', details?.material ?? ''),
    hsnCode: pick('hsnCode', details?.hsnCode ?? ''),
    price: pick('price', pricing?.price),
    hasOfferPricing: offerPrice !== null && offerPrice !== '',
    offerPrice,
    // Empty (or a file without the column): the product keeps its original price.
    originalPrice: pick('originalPrice', pricing?.originalPrice ?? null),
    offerValidFrom: pricing?.offerValidFrom ?? null,
    offerValidUntil: pricing?.offerValidUntil ?? null,
    sizes: SIZES.filter((size) => sizes.has(size)),
    tags: details?.tags ?? [],
    specifications: details?.specifications ?? {},
    ...(current?.flags ?? { isFeatured: false, isNewArrival: false, isBestSeller: false }),
    baseImages: details?.baseImages ?? (firstOriginalImages ? imagesOf(firstOriginalImages) : []),
    stock,
    colorVariants: variants.map(({ _id, ...variant }) => ({ ...(_id ? { _id } : {}), ...variant })),
  };
}
