import { CART_INPUT_MESSAGES, REQUEST_LIMITS, STOCK_MESSAGES, VALIDATION_MESSAGES } from '@store/contracts';

/** The cart's texts: the spec's where it has one (section 5, Adding to cart), else our own. */
export const CART_MESSAGES = {
  itemsRequired: CART_INPUT_MESSAGES.itemsRequired,
  tooManyLines: CART_INPUT_MESSAGES.tooManyLines,
  productRequired: CART_INPUT_MESSAGES.productRequired,
  productNotFound: CART_INPUT_MESSAGES.productNotFound,
  notYetAvailable: (name: string) => `${name} is not available to buy yet`,
  selectColor: VALIDATION_MESSAGES.selectColor,
  colourUnavailable: (name: string) => `The chosen colour of ${name} is not available`,
  selectSize: VALIDATION_MESSAGES.selectSize,
  sizeUnavailable: (name: string, size: string) => `${name} does not come in size ${size}`,
  quantity: CART_INPUT_MESSAGES.quantity,
  /** Spec section 5, Adding to cart. */
  onlyAvailable: STOCK_MESSAGES.onlyAvailableFor,
} as const;

export const MAX_CART_LINES = REQUEST_LIMITS.maxCartLines;
export const MAX_LINE_QUANTITY = REQUEST_LIMITS.maxLineQuantity;
