import { createStore } from '../../testing/store';
import { currentToasts, toast } from '../toast/toast';
import { aProduct } from '../../testing/fixtures';
import { wishlistAdded } from './wishlist-slice';
import { toggleWishlist } from './wishlist-thunks';

afterEach(() => {
  toast.dismiss();
  localStorage.clear();
});

describe('wishlist', () => {
  it('ignores a duplicate add by _id', () => {
    const store = createStore();
    store.dispatch(wishlistAdded(aProduct()));
    store.dispatch(wishlistAdded(aProduct({ name: 'Same id, new name' })));
    expect(store.getState().wishlist.items).toHaveLength(1);
  });

  it("says 'Added to wishlist' and 'Removed from wishlist' when toggled", () => {
    const store = createStore();
    store.dispatch(toggleWishlist(aProduct()));
    expect(currentToasts()[0].message).toBe('Added to wishlist');
    store.dispatch(toggleWishlist(aProduct()));
    expect(currentToasts()[0].message).toBe('Removed from wishlist');
    expect(store.getState().wishlist.items).toEqual([]);
  });

  it("persists under 'wishlist-storage' and restores at start-up", () => {
    createStore().dispatch(wishlistAdded(aProduct()));
    expect(JSON.parse(localStorage.getItem('wishlist-storage')!).state.items[0]._id).toBe('tee-1');
    expect(
      createStore()
        .getState()
        .wishlist.items.map((item) => item._id),
    ).toEqual(['tee-1']);
  });
});
