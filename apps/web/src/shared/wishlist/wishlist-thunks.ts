import { createAsyncThunk } from '@reduxjs/toolkit';
import { toast } from '../toast/toast';
import type { Product } from '../products/types';
import { WISHLIST_TEXT } from './constants';
import { wishlistAdded, wishlistRemoved, type WishlistState } from './wishlist-slice';

/** Adds or removes a product, with the toast 'Added to wishlist' / 'Removed from wishlist'. */
export const toggleWishlist = createAsyncThunk<void, Product, { state: { wishlist: WishlistState } }>(
  'wishlist/toggle',
  (product, { getState, dispatch }) => {
    const wished = getState().wishlist.items.some((item) => item._id === product._id);
    if (wished) {
      dispatch(wishlistRemoved(product._id));
      toast.success(WISHLIST_TEXT.removed);
    } else {
      dispatch(wishlistAdded(product));
      toast.success(WISHLIST_TEXT.added);
    }
  },
);
