import { DELIVERY_MESSAGES } from './delivery';
import { INPUT_BOUNDS, SIZES } from './limits';
import { VALIDATION_MESSAGES as V } from './messages';

/**
 * The limits and texts a request's validation (libs/contracts/src/requests) and a module's domain
 * both use, here so the domain can name them without loading class-validator.
 */
export const REQUEST_LIMITS = {
  /** Lines of one cart and of one order. */
  maxCartLines: 50,
  maxOrderLines: 50,
  /** Units of one line of a cart or an order. */
  maxLineQuantity: 100,
  /** Rows of one page of any paged list. */
  maxPageSize: 100,
  /** A notify-me confirmation link's token. */
  notifyTokenMaxLength: 200,
  /** One stock correction: at most this many units in or out. */
  maxStockAdjustment: 100_000,
} as const;

export const PAGING_MESSAGES = {
  page: `Page must be a whole number from 1 to ${INPUT_BOUNDS.maxPage}`,
  limit: `Limit must be a whole number from 1 to ${REQUEST_LIMITS.maxPageSize}`,
} as const;

export const CART_INPUT_MESSAGES = {
  itemsRequired: 'items must be a list of cart lines',
  tooManyLines: `A cart can hold at most ${REQUEST_LIMITS.maxCartLines} lines`,
  productRequired: 'Each cart line needs a product',
  productNotFound: 'Product not found',
  quantity: `Quantity must be a whole number from 1 to ${REQUEST_LIMITS.maxLineQuantity}`,
  selectColor: V.selectColor,
  selectSize: V.selectSize,
} as const;

export const ORDER_INPUT_MESSAGES = {
  noItems: 'Your order has no items',
  tooManyLines: `An order can hold at most ${REQUEST_LIMITS.maxOrderLines} lines`,
  paymentMethod: 'Payment method must be razorpay',
  invalidOrderData: V.invalidOrderData,
  productNotFound: 'Product not found',
  quantity: `Quantity must be a whole number from 1 to ${REQUEST_LIMITS.maxLineQuantity}`,
  addressIncomplete: V.addressIncomplete,
  pinCode: DELIVERY_MESSAGES.pincodeInvalid,
  unknownStatus: 'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled, returned',
  paymentStatus: 'Payment status must be one of pending, completed, failed',
  customerKind: 'Customer must be registered or guest',
  search: 'Search must be at most 100 characters',
} as const;

export const CATALOGUE_INPUT_MESSAGES = {
  priceInvalid: V.priceRange,
  offerPriceInvalid: V.offerPriceRange,
  paymentHoldInvalid: V.paymentHoldRange,
  offerDateInvalid: 'Offer dates must be dates like 2025-12-31',
  sizeInvalid: `Sizes must be chosen from ${SIZES.join(', ')}`,
  stockInvalid: V.stockRange,
  textTooLong: (max: number) => `Text fields must be at most ${max} characters`,
  listTooLong: (max: number) => `Lists must hold at most ${max} entries`,
  reviewTooShort: V.reviewTooShort,
  reviewTooLong: 'Review must be at most 500 characters long',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  emailInvalid: V.emailInvalid,
  notifyLinkInvalid: 'This confirmation link is not valid. Please ask to be notified again from the product page.',
} as const;

export const MARKETING_INPUT_MESSAGES = {
  offerDatesRequired: V.offerDatesRequired,
  offerDelayMin: 'Display delay must be 0 or more',
  imageRequired: V.bannerImageRequired,
  reorderEmpty: 'imageOrders must list at least one { id, order }',
  reorderOrderInvalid: 'Each order must be a whole number from 0',
  categoryInvalid: 'Category must be topwear or bottomwear',
} as const;
