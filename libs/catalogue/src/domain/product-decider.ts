import { CATEGORIES, HSN_MESSAGES, isHsnCode, PRODUCT_BOUNDS, SIZES, VALIDATION_MESSAGES } from '@store/contracts';
import { Decider, ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { CATALOGUE_MESSAGES as M } from './messages';
import {
  detailsOf,
  type ColourVariant,
  type ProductDetails,
  type ProductEvent,
  type ProductFlags,
  type ProductPricing,
} from './product-events';

export interface ProductState {
  exists: boolean;
  deleted: boolean;
  productId: string | null;
  name: string;
  details: ProductDetails | null;
  pricing: ProductPricing | null;
  flags: ProductFlags | null;
  variants: ColourVariant[];
  isUpcoming: boolean;
}

/** The pricing fields an update may leave out, keeping the product's (the CSV has no columns for the window). */
type KeptWhenOmitted = 'originalPrice' | 'offerValidFrom' | 'offerValidUntil';

/** Pricing as the admin sent it: on an update, an omitted original price or offer day keeps the product's. */
export type PricingInput = Omit<ProductPricing, KeptWhenOmitted> & Partial<Pick<ProductPricing, KeptWhenOmitted>>;

export interface ProductInput {
  details: ProductDetails;
  pricing: PricingInput;
  flags: ProductFlags;
  variants: ColourVariant[];
}

export type ProductCommand =
  | ({ type: 'CreateProduct'; productId: string; isUpcoming: boolean; now: string } & ProductInput)
  | ({ type: 'UpdateProduct'; now: string } & Partial<ProductInput>)
  | { type: 'SetUpcoming'; isUpcoming: boolean; now: string }
  | { type: 'DeleteProduct'; now: string };

export const initialProductState = (): ProductState => ({
  exists: false,
  deleted: false,
  productId: null,
  name: '',
  details: null,
  pricing: null,
  flags: null,
  variants: [],
  isUpcoming: false,
});

export function evolveProduct(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId, pricing, flags, isUpcoming } = event.data;
      const details = detailsOf(event.data.details);
      return { ...state, exists: true, productId, name: details.name, details, pricing, flags, isUpcoming };
    }
    case 'ProductDetailsChanged':
      return { ...state, details: detailsOf(event.data.details), name: event.data.details.name };
    case 'ProductPricingChanged':
      return { ...state, pricing: event.data.pricing };
    case 'ProductFlagsChanged':
      return { ...state, flags: event.data.flags };
    case 'ColourVariantAdded':
      return { ...state, variants: [...state.variants, event.data.variant] };
    case 'ColourVariantChanged':
      return {
        ...state,
        variants: state.variants.map((v) => (v.variantId === event.data.variant.variantId ? event.data.variant : v)),
      };
    case 'ColourVariantRemoved':
      return { ...state, variants: state.variants.filter((v) => v.variantId !== event.data.variantId) };
    case 'ProductMarkedUpcoming':
      return { ...state, isUpcoming: true };
    case 'ProductLaunched':
      return { ...state, isUpcoming: false };
    case 'ProductDeleted':
      return { ...state, deleted: true };
  }
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const fail = (message: string, field: string): never => {
  throw new ValidationError(message, field);
};

/** The admin product rules of spec section 5 (server-side, so the client is never trusted). */
export function validateDetails(details: ProductDetails): void {
  if (blank(details.name)) fail(M.nameRequired, 'name');
  if (blank(details.description)) fail(M.descriptionRequired, 'description');
  if (!(CATEGORIES as readonly string[]).includes(details.category)) fail(M.categoryInvalid, 'category');
  if (blank(details.brand)) fail(M.brandRequired, 'brand');
  if (blank(details.material)) fail(M.materialRequired, 'material');
  if (blank(details.hsnCode)) fail(HSN_MESSAGES.required, 'hsnCode');
  if (!isHsnCode(details.hsnCode)) fail(HSN_MESSAGES.format, 'hsnCode');
  if (!details.sizes.every((size) => (SIZES as readonly string[]).includes(size))) fail(M.sizeInvalid, 'sizes');
  if (details.paymentHoldMinutes != null && !isPaymentHold(details.paymentHoldMinutes))
    fail(VALIDATION_MESSAGES.paymentHoldRange, 'paymentHoldMinutes');
}

/** An unpaid-order hold a product may set: whole minutes within PRODUCT_BOUNDS (issue #45). */
export const isPaymentHold = (minutes: unknown): minutes is number =>
  Number.isInteger(minutes) &&
  (minutes as number) >= PRODUCT_BOUNDS.minPaymentHoldMinutes &&
  (minutes as number) <= PRODUCT_BOUNDS.maxPaymentHoldMinutes;

/** The details to record: an update that left the payment hold out (the CSV import) keeps the product's. */
function withKeptHold(details: ProductDetails, current: ProductDetails | null): ProductDetails {
  if (details.paymentHoldMinutes !== undefined || current?.paymentHoldMinutes == null) return details;
  return { ...details, paymentHoldMinutes: current.paymentHoldMinutes };
}

/** A price the catalogue stores: rupees from 0 to PRODUCT_BOUNDS.maxPrice. */
export const isValidPrice = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= PRODUCT_BOUNDS.maxPrice;

/** The pricing to record: what was sent, with the product's own (or none, for a new one) where an update left a field out. */
export function completePricing(input: PricingInput, current: ProductPricing | null): ProductPricing {
  return {
    ...input,
    originalPrice: input.originalPrice !== undefined ? input.originalPrice : (current?.originalPrice ?? null),
    offerValidFrom: input.offerValidFrom !== undefined ? input.offerValidFrom : (current?.offerValidFrom ?? null),
    offerValidUntil: input.offerValidUntil !== undefined ? input.offerValidUntil : (current?.offerValidUntil ?? null),
  };
}

/**
 * Spec section 5's price rules plus the one truth of the struck price: the original price (struck
 * through during an offer instead of the price) is at least the price, and the offer price is
 * below the price, so a shopper never pays more "on offer" than without it.
 */
export function validatePricing(pricing: ProductPricing): void {
  if (!isValidPrice(pricing.price)) fail(M.priceInvalid, 'price');
  if (pricing.originalPrice !== null && !isValidPrice(pricing.originalPrice)) fail(M.priceInvalid, 'originalPrice');
  if (pricing.originalPrice !== null && pricing.originalPrice < pricing.price)
    fail(M.originalPriceBelowPrice, 'originalPrice');
  if (pricing.hasOfferPricing) {
    if (pricing.offerPrice === null) fail(M.offerPriceRequired, 'offerPrice');
    if (!isValidPrice(pricing.offerPrice)) fail(M.offerPriceInvalid, 'offerPrice');
    if (pricing.offerPrice! >= pricing.price) fail(M.offerPriceNotBelow, 'offerPrice');
    if (pricing.offerValidFrom && pricing.offerValidUntil && pricing.offerValidUntil < pricing.offerValidFrom)
      fail(M.offerDatesOrder, 'offerValidUntil');
  }
}

export function validateVariants(variants: ColourVariant[]): void {
  if (new Set(variants.map((v) => v.variantId)).size !== variants.length) fail(M.duplicateVariant, 'colorVariants');
  for (const variant of variants) {
    if (blank(variant.colorName)) fail(M.colourNameRequired, 'colorVariants');
    if (variant.images.length === 0 || variant.images.some((image) => blank(image.url)))
      fail(M.colourImageRequired, 'colorVariants');
  }
  if (variants.length > 0 && variants.filter((v) => v.isDefault).length !== 1)
    fail(M.oneDefaultVariant, 'colorVariants');
}

function requireProduct(state: ProductState): string {
  if (!state.exists || state.deleted || !state.productId) throw new NotFoundError(M.productNotFound);
  return state.productId;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Details compared field by field whatever their order, no payment hold the same as a null one. */
const canonicalDetails = (details: ProductDetails | null) =>
  details &&
  Object.fromEntries(
    Object.entries(details)
      .filter(([, value]) => value !== undefined && value !== null)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

function variantEvents(
  productId: string,
  before: ColourVariant[],
  after: ColourVariant[],
  now: string,
): ProductEvent[] {
  const events: ProductEvent[] = [];
  const ids = new Set(after.map((v) => v.variantId));
  for (const old of before)
    if (!ids.has(old.variantId))
      events.push({ type: 'ColourVariantRemoved', data: { productId, variantId: old.variantId, changedAt: now } });
  for (const variant of after) {
    const old = before.find((v) => v.variantId === variant.variantId);
    if (!old) events.push({ type: 'ColourVariantAdded', data: { productId, variant, changedAt: now } });
    else if (!same(old, variant))
      events.push({ type: 'ColourVariantChanged', data: { productId, variant, changedAt: now } });
  }
  return events;
}

export function decideProduct(command: ProductCommand, state: ProductState): ProductEvent[] {
  switch (command.type) {
    case 'CreateProduct': {
      if (state.exists) throw new ConflictError('Product already exists');
      validateDetails(command.details);
      const pricing = completePricing(command.pricing, null);
      validatePricing(pricing);
      validateVariants(command.variants);
      const { productId, details, flags, isUpcoming, now } = command;
      return [
        { type: 'ProductCreated', data: { productId, details, pricing, flags, isUpcoming, createdAt: now } },
        ...variantEvents(productId, [], command.variants, now),
      ];
    }
    case 'UpdateProduct': {
      const productId = requireProduct(state);
      const events: ProductEvent[] = [];
      const now = command.now;
      if (command.details) {
        const details = withKeptHold(command.details, state.details);
        validateDetails(details);
        if (!same(canonicalDetails(details), canonicalDetails(state.details)))
          events.push({ type: 'ProductDetailsChanged', data: { productId, details, changedAt: now } });
      }
      if (command.pricing) {
        const pricing = completePricing(command.pricing, state.pricing);
        validatePricing(pricing);
        if (!same(pricing, state.pricing))
          events.push({ type: 'ProductPricingChanged', data: { productId, pricing, changedAt: now } });
      }
      if (command.flags && !same(command.flags, state.flags))
        events.push({ type: 'ProductFlagsChanged', data: { productId, flags: command.flags, changedAt: now } });
      if (command.variants) {
        validateVariants(command.variants);
        events.push(...variantEvents(productId, state.variants, command.variants, now));
      }
      return events;
    }
    case 'SetUpcoming': {
      const productId = requireProduct(state);
      if (command.isUpcoming === state.isUpcoming) return [];
      return command.isUpcoming
        ? [{ type: 'ProductMarkedUpcoming', data: { productId, markedAt: command.now } }]
        : [{ type: 'ProductLaunched', data: { productId, launchedAt: command.now } }];
    }
    case 'DeleteProduct': {
      const productId = requireProduct(state);
      return [{ type: 'ProductDeleted', data: { productId, deletedAt: command.now } }];
    }
  }
}

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = {
  initialState: initialProductState,
  evolve: evolveProduct,
  decide: decideProduct,
};
