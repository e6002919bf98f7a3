import { STOCK_MESSAGES, VALIDATION_MESSAGES } from '@store/contracts';

/** The cart's texts: the spec's where it has one (section 5, Adding to cart), else our own. */
export const CART_MESSAGES = {
  itemsRequired: 'items must be a list of cart lines',
  tooManyLines: 'A cart can hold at most 50 lines',
  productRequired: 'Each cart line needs a product',
  productNotFound: 'Product not found',
  notYetAvailable: (name: string) => `${name} is not available to buy yet`,
  selectColor: VALIDATION_MESSAGES.selectColor,
  colourUnavailable: (name: string) => `The chosen colour of ${name} is not available`,
  selectSize: VALIDATION_MESSAGES.selectSize,
  sizeUnavailable: (name: string, size: string) => `${name} does not come in size ${size}`,
  quantity: 'Quantity must be a whole number from 1 to 100',
  /** Spec section 5, Adding to cart. */
  onlyAvailable: STOCK_MESSAGES.onlyAvailableFor,
} as const;

export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 100;
