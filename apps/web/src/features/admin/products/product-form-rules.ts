import {
  isHsnCode,
  PRODUCT_BOUNDS,
  VALIDATION_MESSAGES,
  offerReferencePrice,
  type Category,
  type ColorVariant,
  type Product,
  type ProductImage,
  type Size,
} from '@store/contracts';
import type { ProductRequest } from '@store/contracts/requests';
import { ADMIN_SIZES, ADMIN_TEXT } from '../constants';

export type StockValues = Record<Size, string>;

export interface VariantValues {
  _id?: string;
  colorName: string;
  colorCode: string;
  images: ProductImage[];
  stock: StockValues;
  isDefault: boolean;
  isActive: boolean;
}

/** The admin product form's values (numbers stay text while typed). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: Category | '';
  brand: string;
  material: string;
  /** The HSN code its tax invoices print; a product without one cannot be sold. */
  hsnCode: string;
  /** Minutes an unpaid order holds the product (1 to 60); empty: the store's default (issue #45). */
  paymentHoldMinutes: string;
  sizes: Size[];
  hasOfferPricing: boolean;
  offerPrice: string;
  /** Struck through during the offer instead of the price; empty strikes through the price. */
  originalPrice: string;
  /** The offer's first and last day (YYYY-MM-DD); empty is an open end. */
  offerValidFrom: string;
  offerValidUntil: string;
  isFeatured: boolean;
  isNewArrival: boolean;
  isBestSeller: boolean;
  baseImages: ProductImage[];
  /** The 'Original' (base) colour's stock by size. */
  stock: StockValues;
  colorVariants: VariantValues[];
}

const T = ADMIN_TEXT.product;

export const emptyStock = (): StockValues => Object.fromEntries(ADMIN_SIZES.map((size) => [size, '0'])) as StockValues;
const stockValues = (stock: Record<string, number> | undefined): StockValues =>
  Object.fromEntries(ADMIN_SIZES.map((size) => [size, String(stock?.[size] ?? 0)])) as StockValues;

export const newVariant = (isFirst: boolean): VariantValues => ({
  colorName: '',
  colorCode: '#000000',
  images: [],
  stock: emptyStock(),
  isDefault: isFirst,
  isActive: true,
});

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    category: '',
    brand: '',
    material: '',
    hsnCode: '',
    paymentHoldMinutes: '',
    sizes: ['S', 'M', 'L', 'XL'],
    hasOfferPricing: false,
    offerPrice: '',
    originalPrice: '',
    offerValidFrom: '',
    offerValidUntil: '',
    isFeatured: false,
    isNewArrival: false,
    isBestSeller: false,
    baseImages: [],
    stock: emptyStock(),
    colorVariants: [],
  };
}

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    category: product.category,
    brand: product.brand,
    material: product.material,
    hsnCode: product.hsnCode,
    paymentHoldMinutes: product.paymentHoldMinutes == null ? '' : String(product.paymentHoldMinutes),
    sizes: [...product.sizes],
    hasOfferPricing: product.hasOfferPricing,
    offerPrice: product.offerPrice === null ? '' : String(product.offerPrice),
    originalPrice: product.originalPrice === null ? '' : String(product.originalPrice),
    offerValidFrom: product.offerValidFrom ?? '',
    offerValidUntil: product.offerValidUntil ?? '',
    isFeatured: product.isFeatured,
    isNewArrival: product.isNewArrival,
    isBestSeller: product.isBestSeller,
    baseImages: product.baseImages,
    stock: stockValues(product.stock),
    colorVariants: product.colorVariants.map((variant: ColorVariant) => ({
      _id: variant._id,
      colorName: variant.colorName,
      colorCode: variant.colorCode,
      images: variant.images,
      stock: stockValues(variant.stock),
      isDefault: variant.isDefault,
      isActive: variant.isActive,
    })),
  };
}

const isStock = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= PRODUCT_BOUNDS.maxStock;
/** A price the server stores: a number from 0 to PRODUCT_BOUNDS.maxPrice. */
const isPrice = (value: string) =>
  Number.isFinite(Number(value)) && Number(value) >= 0 && Number(value) <= PRODUCT_BOUNDS.maxPrice;
/** Whole minutes within PRODUCT_BOUNDS' payment hold. */
const isPaymentHold = (value: string) =>
  /^\d{1,3}$/.test(value.trim()) &&
  Number(value) >= PRODUCT_BOUNDS.minPaymentHoldMinutes &&
  Number(value) <= PRODUCT_BOUNDS.maxPaymentHoldMinutes;
const stockOf = (values: StockValues, sizes: Size[]) =>
  Object.fromEntries(sizes.map((size) => [size, Number(values[size] ?? 0)]));

/** The request body of POST /products and PUT /products/{id}. Call after validateProductForm passes. */
export function formToInput(values: ProductFormValues): ProductRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    category: values.category as Category,
    brand: values.brand.trim(),
    material: values.material.trim(),
    hsnCode: values.hsnCode.trim(),
    // Sent always (null: the store's default), like the pricing: the form shows the product's own.
    paymentHoldMinutes: values.paymentHoldMinutes.trim() === '' ? null : Number(values.paymentHoldMinutes),
    sizes: ADMIN_SIZES.filter((size) => values.sizes.includes(size)),
    hasOfferPricing: values.hasOfferPricing,
    offerPrice: values.hasOfferPricing && values.offerPrice.trim() !== '' ? Number(values.offerPrice) : null,
    // Sent always (null clears them): the form shows the product's whole pricing.
    originalPrice: values.originalPrice.trim() === '' ? null : Number(values.originalPrice),
    offerValidFrom: values.offerValidFrom || null,
    offerValidUntil: values.offerValidUntil || null,
    isFeatured: values.isFeatured,
    isNewArrival: values.isNewArrival,
    isBestSeller: values.isBestSeller,
    baseImages: values.baseImages,
    stock: stockOf(values.stock, values.sizes),
    colorVariants: values.colorVariants.map((variant) => ({
      ...(variant._id ? { _id: variant._id } : {}),
      colorName: variant.colorName.trim(),
      colorCode: variant.colorCode,
      images: variant.images,
      stock: stockOf(variant.stock, values.sizes),
      isDefault: variant.isDefault,
      isActive: variant.isActive,
    })),
  };
}

/** Spec section 5 (Admin product, Admin colour variant): field path -> message. */
export function validateProductForm(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = T.nameRequired;
  if (!values.description.trim()) errors.description = T.descriptionRequired;
  if (values.price.trim() === '') errors.price = T.priceRequired;
  else if (!isPrice(values.price)) errors.price = T.priceRange;
  if (!values.category) errors.category = T.categoryRequired;
  if (!values.brand.trim()) errors.brand = T.brandRequired;
  if (!values.material.trim()) errors.material = T.materialRequired;
  if (!values.hsnCode.trim()) errors.hsnCode = T.hsnRequired;
  else if (!isHsnCode(values.hsnCode.trim())) errors.hsnCode = T.hsnFormat;
  if (values.paymentHoldMinutes.trim() !== '' && !isPaymentHold(values.paymentHoldMinutes))
    errors.paymentHoldMinutes = T.paymentHoldRange;
  if (values.sizes.length === 0) errors.sizes = T.sizesRequired;
  if (values.hasOfferPricing) {
    if (values.offerPrice.trim() === '') errors.offerPrice = T.offerPriceRequired;
    else if (!isPrice(values.offerPrice)) errors.offerPrice = T.offerPriceRange;
  }
  if (values.originalPrice.trim() !== '') {
    if (!isPrice(values.originalPrice)) errors.originalPrice = T.priceRange;
    else if (!errors.price && Number(values.originalPrice) < Number(values.price))
      errors.originalPrice = T.originalPriceBelowPrice;
  }
  if (values.offerValidFrom && values.offerValidUntil && values.offerValidUntil < values.offerValidFrom)
    errors.offerValidUntil = VALIDATION_MESSAGES.offerEndBeforeStart;
  for (const size of values.sizes) if (!isStock(values.stock[size] ?? '')) errors[`stock.${size}`] = T.stockInvalid;
  values.colorVariants.forEach((variant, index) => {
    if (!variant.colorName.trim()) errors[`colorVariants.${index}.colorName`] = T.colourNameRequired;
    if (!/^#[0-9a-f]{6}$/i.test(variant.colorCode)) errors[`colorVariants.${index}.colorCode`] = T.colourCodeInvalid;
    if (variant.images.length === 0) errors[`colorVariants.${index}.images`] = T.colourImageRequired;
    for (const size of values.sizes)
      if (!isStock(variant.stock[size] ?? '')) errors[`colorVariants.${index}.stock.${size}`] = T.stockInvalid;
  });
  return errors;
}

/** The offer price hint: shown (not an error) when the offer price is not below the price. */
export function offerPriceHint(
  values: Pick<ProductFormValues, 'hasOfferPricing' | 'offerPrice' | 'price'>,
): string | null {
  if (!values.hasOfferPricing || values.offerPrice.trim() === '' || values.price.trim() === '') return null;
  return Number(values.offerPrice) >= Number(values.price) ? ADMIN_TEXT.products.offerBelowHint : null;
}

/**
 * What the storefront will show for the values typed: the price paid and the one struck through
 * (offerReferencePrice, the server's rule), or null while the offer fields are incomplete.
 */
export function shopperPricePreview(
  values: Pick<ProductFormValues, 'hasOfferPricing' | 'offerPrice' | 'price' | 'originalPrice'>,
): { price: number; struck: number | null } | null {
  const price = Number(values.price);
  if (values.price.trim() === '' || !Number.isFinite(price)) return null;
  if (!values.hasOfferPricing) return { price, struck: null };
  const offer = Number(values.offerPrice);
  if (values.offerPrice.trim() === '' || !Number.isFinite(offer)) return null;
  const original = values.originalPrice.trim() === '' ? null : Number(values.originalPrice);
  return {
    price: offer,
    struck: offerReferencePrice({
      price,
      originalPrice: original !== null && Number.isFinite(original) ? original : null,
    }),
  };
}

/** Makes `index` the only default variant. */
export const onlyDefault = (variants: VariantValues[], index: number): VariantValues[] =>
  variants.map((variant, i) => ({ ...variant, isDefault: i === index }));

/** Total units a product has (its own colour and every variant), for the table. */
export function totalStock(product: Pick<Product, 'stock' | 'colorVariants'>): number {
  const sum = (stock: Record<string, number>) => Object.values(stock).reduce((total, n) => total + Math.max(0, n), 0);
  return sum(product.stock) + product.colorVariants.reduce((total, variant) => total + sum(variant.stock), 0);
}
