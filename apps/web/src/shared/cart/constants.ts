/** Storage key, delay and texts of the cart (spec sections 2, 4, 8 and 9). */
export const CART_STORAGE_KEY = 'cart-storage';

/** Cart changes are applied after this delay. */
export const CART_WRITE_DELAY_MS = 300;

export const CART_TEXT = {
  drawerTitle: 'Shopping Cart',
  drawerEmpty: 'Your cart is empty',
  pageEmpty: 'Your cart is empty.',
  total: 'Total',
  proceed: 'Proceed to Checkout',
  checkoutNote: 'Shipping and taxes calculated at checkout',
  continueShopping: 'Continue Shopping',
} as const;

/** The user id whose cart lines changed in this browser without the server confirming them yet. */
export const CART_UNSAVED_KEY = 'cart-unsaved';
