/** Texts of the cart drawer and the cart page (spec sections 2 and 8). */
export const CART_TEXT = {
  drawerTitle: 'Shopping Cart',
  drawerEmpty: 'Your cart is empty',
  pageEmpty: 'Your cart is empty.',
  total: 'Total',
  proceed: 'Proceed to Checkout',
  checkoutNote: 'Shipping and taxes calculated at checkout',
  continueShopping: 'Continue Shopping',
} as const;
