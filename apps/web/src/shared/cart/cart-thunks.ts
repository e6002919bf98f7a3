import { createAsyncThunk } from '@reduxjs/toolkit';
import { delay } from '../delay';
import { productsApi } from '../products/products-api';
import { buildLine, checkStock, resultingQuantity, sameLine } from './cart-rules';
import { lineAdded, lineRemoved, productRefreshed, quantitySet, type CartState } from './cart-slice';
import { CART_WRITE_DELAY_MS } from './constants';
import type { CartAddition, CartLineRef } from './types';

type State = { cart: CartState };
type Config = { state: State; rejectValue: string };

/**
 * Adds to the cart after the cart write delay. Rejects with the stock message when the
 * resulting quantity (existing plus added) would exceed the stock of the chosen size.
 */
export const addToCart = createAsyncThunk<void, CartAddition, Config>(
  'cart/add',
  async (addition, { getState, dispatch, rejectWithValue }) => {
    await delay(CART_WRITE_DELAY_MS);
    const total = resultingQuantity(getState().cart.items, addition);
    const problem = checkStock(addition.product, addition.size, addition.colorVariantId, addition.colorName, total);
    if (problem) return rejectWithValue(problem);
    dispatch(lineAdded(buildLine(addition)));
  },
);

/**
 * Sets a line's quantity: the product is refetched first to refresh the line (a failed refresh
 * is ignored), then the same stock rule applies to a higher quantity. A quantity of 0 or less
 * removes the line (the drawer's and the cart page's rule).
 */
export const changeQuantity = createAsyncThunk<void, CartLineRef & { quantity: number }, Config>(
  'cart/changeQuantity',
  async ({ quantity, ...ref }, { getState, dispatch, rejectWithValue }) => {
    if (quantity <= 0) {
      await dispatch(removeFromCart(ref));
      return;
    }
    try {
      const product = await dispatch(
        productsApi.endpoints.getProduct.initiate(ref.productId, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      dispatch(productRefreshed(product));
    } catch {
      /* the refresh is best effort */
    }
    const line = getState().cart.items.find((item) => sameLine(item, ref));
    if (!line) return;
    if (quantity > line.quantity) {
      const problem = checkStock(line.product, line.size, line.colorVariantId, line.colorName, quantity);
      if (problem) return rejectWithValue(problem);
    }
    await delay(CART_WRITE_DELAY_MS);
    dispatch(quantitySet({ ...ref, quantity }));
  },
);

export const removeFromCart = createAsyncThunk<void, CartLineRef, Config>('cart/remove', async (ref, { dispatch }) => {
  await delay(CART_WRITE_DELAY_MS);
  dispatch(lineRemoved(ref));
});
