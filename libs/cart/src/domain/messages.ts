import { VALIDATION_MESSAGES } from '@store/contracts';

export const CART_MESSAGES = {
  productNotFound: 'Product not found',
  selectColor: VALIDATION_MESSAGES.selectColor,
  selectSize: VALIDATION_MESSAGES.selectSize,
  quantity: 'Quantity must be a whole number from 1 to 100',
  tooManyLines: 'A cart can hold at most 50 lines',
  itemsRequired: 'items must be a list',
  notYetAvailable: (name: string) => `${name} is not available to buy yet`,
  /** Spec section 5, Adding to cart. */
  onlyAvailable: (n: number, name: string, size: string, colour: string | null) => `Only ${n} items available in stock for ${name} (${size}${colour ? ` - ${colour}` : ''})`,
} as const;

export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 100;
