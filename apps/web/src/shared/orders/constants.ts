/** sessionStorage: the product, colour, size and quantity chosen with Buy Now. */
export const BUY_NOW_STORAGE_KEY = 'buy-now-state';
