import { createStore } from '../../testing/store';
import { aProduct, aVariantProduct } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { buildLine } from './cart-rules';
import { cartCleared, drawerToggled, lineAdded, lineRemoved, quantitySet, selectCartCount } from './cart-slice';
import { addToCart, changeQuantity } from './cart-thunks';

const jogger = aVariantProduct();
const redM = { product: jogger, size: 'M', colorVariantId: 'red', colorName: 'Red', colorCode: '#dc2626', quantity: 1 };
const ref = { productId: jogger._id, size: 'M', colorVariantId: 'red' };

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('cart state', () => {
  it('floors a quantity at 0 in the store', () => {
    const store = createStore();
    store.dispatch(lineAdded(buildLine(redM)));
    store.dispatch(quantitySet({ ...ref, quantity: -3 }));
    expect(store.getState().cart.items[0].quantity).toBe(0);
  });

  it('removes the matching line and clears the cart', () => {
    const store = createStore();
    store.dispatch(lineAdded(buildLine(redM)));
    store.dispatch(lineAdded(buildLine({ ...redM, size: 'S' })));
    store.dispatch(lineRemoved(ref));
    expect(store.getState().cart.items.map((line) => line.size)).toEqual(['S']);
    store.dispatch(cartCleared());
    expect(store.getState().cart.items).toEqual([]);
  });

  it('opens and closes the drawer with a toggle', () => {
    const store = createStore();
    store.dispatch(drawerToggled());
    expect(store.getState().cart.isOpen).toBe(true);
    store.dispatch(drawerToggled());
    expect(store.getState().cart.isOpen).toBe(false);
  });

  it("persists the lines under 'cart-storage' and restores them at start-up", () => {
    const store = createStore();
    store.dispatch(lineAdded(buildLine({ ...redM, quantity: 2 })));
    expect(JSON.parse(localStorage.getItem('cart-storage')!).state.items).toHaveLength(1);
    const restored = createStore();
    expect(selectCartCount(restored.getState())).toBe(2);
    expect(restored.getState().cart.isOpen).toBe(false);
  });
});

describe('adding to the cart', () => {
  it('applies an addition after the 300 ms cart write delay', async () => {
    jest.useFakeTimers();
    const store = createStore();
    const pending = store.dispatch(addToCart(redM));
    await jest.advanceTimersByTimeAsync(299);
    expect(store.getState().cart.items).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('merges a second addition of the same product, size and colour by summing quantity', async () => {
    const store = createStore();
    await store.dispatch(addToCart(redM)).unwrap();
    await store.dispatch(addToCart({ ...redM, quantity: 2 })).unwrap();
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.items[0].quantity).toBe(3);
  });

  it('refuses an addition whose resulting quantity exceeds the stock, with the stock message', async () => {
    const store = createStore();
    await store.dispatch(addToCart({ ...redM, quantity: 3 })).unwrap();
    await expect(store.dispatch(addToCart({ ...redM, quantity: 2 })).unwrap()).rejects.toBe(
      'Only 4 items available in stock for Flex Jogger (M - Red)',
    );
    expect(store.getState().cart.items[0].quantity).toBe(3);
  });

  it('stores the line price from the offer when the offer applies', async () => {
    const store = createStore();
    const onOffer = aProduct({ hasOfferPricing: true, isOfferValid: true, offerPrice: 499, displayOriginalPrice: 799 });
    await store
      .dispatch(
        addToCart({
          product: onOffer,
          size: 'S',
          colorVariantId: null,
          colorName: 'Original',
          colorCode: '#000000',
          quantity: 1,
        }),
      )
      .unwrap();
    expect(store.getState().cart.items[0]).toMatchObject({ price: 499, originalPrice: 799, image: '/img/tee.jpg' });
  });
});

describe('changing a quantity', () => {
  it('refetches the product first to refresh the line, then checks the stock', async () => {
    const api = fakeApi({ 'GET /api/products/:id': { body: { success: true, product: { ...jogger, price: 1199 } } } });
    const store = createStore();
    store.dispatch(lineAdded(buildLine(redM)));
    await store.dispatch(changeQuantity({ ...ref, quantity: 3 })).unwrap();
    expect(api.calls('GET', '/api/products/jogger-1')).toHaveLength(1);
    expect(store.getState().cart.items[0]).toMatchObject({ quantity: 3, price: 1199 });
  });

  it('ignores a failed refresh', async () => {
    fakeApi({ 'GET /api/products/:id': { status: 500, body: { success: false, message: 'down' } } });
    const store = createStore();
    store.dispatch(lineAdded(buildLine(redM)));
    await store.dispatch(changeQuantity({ ...ref, quantity: 2 })).unwrap();
    expect(store.getState().cart.items[0].quantity).toBe(2);
  });

  it('applies the same stock rule when setting a quantity', async () => {
    fakeApi({ 'GET /api/products/:id': { body: { success: true, product: jogger } } });
    const store = createStore();
    store.dispatch(lineAdded(buildLine(redM)));
    await expect(store.dispatch(changeQuantity({ ...ref, quantity: 5 })).unwrap()).rejects.toBe(
      'Only 4 items available in stock for Flex Jogger (M - Red)',
    );
  });

  it('removes the line when the quantity goes to 0 or less', async () => {
    const store = createStore();
    store.dispatch(lineAdded(buildLine(redM)));
    await store.dispatch(changeQuantity({ ...ref, quantity: 0 })).unwrap();
    expect(store.getState().cart.items).toEqual([]);
  });
});
