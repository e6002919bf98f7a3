import { aProduct, aVariantProduct } from '../../testing/fixtures';
import { stockFor } from '../products/product-rules';
import {
  buildLine,
  cartCount,
  cartSubtotal,
  checkStock,
  linePricing,
  mergeLine,
  resultingQuantity,
  stockMessage,
} from './cart-rules';

const offer = { hasOfferPricing: true, isOfferValid: true, offerPrice: 599, displayOriginalPrice: 999, price: 799 };

describe('cart line pricing', () => {
  it('prices a line at the offer price when offer pricing is on and the offer is valid, with the displayed original price as originalPrice', () => {
    expect(linePricing(aProduct(offer))).toEqual({ price: 599, originalPrice: 999 });
  });

  it('prices a line at the regular price with originalPrice null when the offer is not valid', () => {
    expect(linePricing(aProduct({ ...offer, isOfferValid: false }))).toEqual({ price: 799, originalPrice: null });
  });

  it('prices a line at the regular price with originalPrice null when offer pricing is off', () => {
    expect(linePricing(aProduct({ ...offer, hasOfferPricing: false }))).toEqual({ price: 799, originalPrice: null });
  });
});

describe('merging cart lines', () => {
  const product = aVariantProduct();
  const line = (size: string, colorVariantId: string | null, quantity = 1) =>
    buildLine({
      product,
      size,
      colorVariantId,
      colorName: colorVariantId ? 'Red' : 'Original',
      colorCode: '#dc2626',
      quantity,
    });

  it('merges the same product, size and colour variant into one line by summing quantity', () => {
    const merged = mergeLine([line('M', 'red', 1)], line('M', 'red', 2));
    expect(merged).toHaveLength(1);
    expect(merged[0].quantity).toBe(3);
  });

  it('keeps another size or another colour variant as a line of its own', () => {
    const lines = mergeLine(mergeLine([line('M', 'red')], line('S', 'red')), line('M', null));
    expect(lines.map((item) => `${item.size}/${item.colorVariantId}`)).toEqual(['M/red', 'S/red', 'M/null']);
  });

  it('counts items and adds up the subtotal at line prices', () => {
    const lines = [line('M', 'red', 2), line('S', 'red', 1)];
    expect(cartCount(lines)).toBe(3);
    expect(cartSubtotal(lines)).toBe(1299 * 3);
  });
});

describe('stock for the chosen size', () => {
  it('takes variant stock from the active variant with that id', () => {
    expect(stockFor(aVariantProduct(), 'M', 'red')).toBe(4);
  });

  it('counts an inactive variant as having no stock', () => {
    expect(stockFor(aVariantProduct(), 'M', 'navy')).toBe(0);
  });

  it("takes the product's own stock for the size without a colour variant (the 'Original' colour)", () => {
    expect(stockFor(aProduct({ stock: { M: 3 } }), 'M', null)).toBe(3);
    expect(stockFor(aVariantProduct({ stock: { M: 6 } }), 'M', null)).toBe(6);
  });

  it('counts missing stock as 0', () => {
    expect(stockFor(aProduct({ stock: { M: 3 } }), 'XXL', null)).toBe(0);
    expect(stockFor(aProduct({ stock: undefined }), 'M', null)).toBe(0);
  });
});

describe('the stock check', () => {
  it("rejects a resulting quantity above stock with 'Only {n} items available in stock for {product name} ({size} - {colour name})'", () => {
    expect(checkStock(aVariantProduct(), 'M', 'red', 'Red', 5)).toBe(
      'Only 4 items available in stock for Flex Jogger (M - Red)',
    );
  });

  it('names only the size when no colour variant is chosen', () => {
    expect(checkStock(aProduct(), 'M', null, 'Original', 4)).toBe(
      'Only 3 items available in stock for Aero Dry-Fit Tee (M)',
    );
    expect(stockMessage(0, 'Tee', 'XL')).toBe('Only 0 items available in stock for Tee (XL)');
  });

  it("says 'Only 1 item' for a single unit left, not 'Only 1 items'", () => {
    expect(stockMessage(1, 'Tee', 'XL', 'Red')).toBe('Only 1 item available in stock for Tee (XL - Red)');
  });

  it('accepts a resulting quantity equal to the stock', () => {
    expect(checkStock(aVariantProduct(), 'M', 'red', 'Red', 4)).toBeNull();
  });

  it('checks existing plus added quantity', () => {
    const product = aProduct();
    const existing = [
      buildLine({ product, size: 'M', colorVariantId: null, colorName: 'Original', colorCode: '#000000', quantity: 2 }),
    ];
    const addition = {
      product,
      size: 'M',
      colorVariantId: null,
      colorName: 'Original',
      colorCode: '#000000',
      quantity: 2,
    };
    expect(resultingQuantity(existing, addition)).toBe(4);
    expect(checkStock(product, 'M', null, null, resultingQuantity(existing, addition))).toBe(
      'Only 3 items available in stock for Aero Dry-Fit Tee (M)',
    );
  });
});
