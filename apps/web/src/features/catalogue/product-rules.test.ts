import { aProduct, aVariantProduct } from '../../testing/fixtures';
import { cardSwatches, colourOptions, defaultColourOption, isInStock, isStorefrontCategory, sortUpcomingLast } from './product-rules';

describe('product rules', () => {
  it('is In Stock when the stock over its active colour variants is above 0', () => {
    expect(isInStock(aVariantProduct())).toBe(true);
    const soldOut = aVariantProduct({
      colorVariants: [
        { _id: 'red', colorName: 'Red', stock: { M: 0 } },
        { _id: 'navy', colorName: 'Navy', stock: { M: 9 }, isActive: false },
      ],
    });
    expect(isInStock(soldOut)).toBe(false);
  });

  it('is In Stock without variants when its stock is above 0', () => {
    expect(isInStock(aProduct({ stock: 2 }))).toBe(true);
    expect(isInStock(aProduct({ stock: 0 }))).toBe(false);
    expect(isInStock(aProduct({ stock: { S: 0, M: 1 } }))).toBe(true);
  });

  it("offers a synthetic 'Original' colour (#000000) built from the base images besides the active variants", () => {
    const options = colourOptions(aVariantProduct());
    expect(options.map((option) => [option.name, option.code, option.variantId])).toEqual([
      ['Original', '#000000', null],
      ['Red', '#dc2626', 'red'],
    ]);
    expect(options[0].images).toEqual([{ url: '/img/tee.jpg', altText: 'Aero tee' }]);
  });

  it('starts on the default colour variant', () => {
    expect(defaultColourOption(aVariantProduct())?.name).toBe('Red');
    expect(defaultColourOption(aProduct())?.name).toBe('Original');
  });

  it('sorts upcoming products last and keeps the rest in order', () => {
    const list = [aProduct({ _id: 'a', isUpcoming: true }), aProduct({ _id: 'b' }), aProduct({ _id: 'c', isUpcoming: true }), aProduct({ _id: 'd' })];
    expect(sortUpcomingLast(list).map((product) => product._id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it("shows at most 4 colour swatches on a card, plus a '+N' count", () => {
    const colorVariants = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ _id: id, colorName: id, colorCode: '#111111' }));
    const { shown, more } = cardSwatches(aProduct({ colorVariants }), 4);
    expect(shown).toHaveLength(4);
    expect(more).toBe(2);
  });

  it('lists only topwear and bottomwear on the home page', () => {
    expect(isStorefrontCategory(aProduct({ category: 'topwear' }))).toBe(true);
    expect(isStorefrontCategory(aProduct({ category: 'Bottomwear' }))).toBe(true);
    expect(isStorefrontCategory(aProduct({ category: 'shoes' }))).toBe(false);
  });
});
