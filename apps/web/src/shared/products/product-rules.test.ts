import { aProduct, aVariant, aVariantProduct } from '../../testing/fixtures';
import {
  cardSwatches,
  colourOptions,
  defaultColourOption,
  isInStock,
  isStorefrontCategory,
  sortUpcomingLast,
  stockFor,
} from './product-rules';

describe('product rules', () => {
  it('is In Stock when the stock over its active colour variants is above 0', () => {
    expect(isInStock(aVariantProduct())).toBe(true);
    const soldOut = aVariantProduct({
      colorVariants: [
        aVariant({ _id: 'red', colorName: 'Red', stock: { M: 0 } }),
        aVariant({ _id: 'navy', colorName: 'Navy', stock: { M: 9 }, isActive: false }),
      ],
    });
    expect(isInStock(soldOut)).toBe(false);
  });

  it("is In Stock when its own ('Original') stock is above 0, with or without variants", () => {
    expect(isInStock(aProduct({ stock: { S: 0, M: 1 } }))).toBe(true);
    expect(isInStock(aProduct({ stock: { S: 0, M: 0 } }))).toBe(false);
    expect(
      isInStock(
        aVariantProduct({
          stock: { S: 1 },
          colorVariants: [aVariant({ _id: 'red', colorName: 'Red', stock: { M: 0 } })],
        }),
      ),
    ).toBe(true);
  });

  it("takes the 'Original' colour's stock from the product's own stock, a variant's from the variant", () => {
    const product = aVariantProduct({ stock: { S: 7, M: 0, L: 0 } });
    expect(stockFor(product, 'S', null)).toBe(7);
    expect(stockFor(product, 'S', 'red')).toBe(2);
    expect(stockFor(product, 'S', 'navy')).toBe(0); // inactive
    expect(stockFor(product, 'XL', null)).toBe(0); // missing counts as 0
  });

  it("offers a synthetic 'Original' colour (#000000) built from the base images besides the active variants", () => {
    const options = colourOptions(aVariantProduct());
    expect(options.map((option) => [option.name, option.code, option.variantId])).toEqual([
      ['Original', '#000000', null],
      ['Red', '#dc2626', 'red'],
    ]);
    expect(options[0].images).toEqual([{ url: '/img/tee.jpg', altText: 'Aero tee' }]);
  });

  it("leaves out an 'Original' with neither base images nor stock of its own when there are variants", () => {
    const bare = aVariantProduct({ baseImages: [], stock: { S: 0, M: 0 } });
    expect(colourOptions(bare).map((option) => option.name)).toEqual(['Red']);
    expect(colourOptions({ ...bare, stock: { M: 1 } }).map((option) => option.name)).toEqual(['Original', 'Red']);
  });

  it('starts on the default colour variant', () => {
    expect(defaultColourOption(aVariantProduct())?.name).toBe('Red');
    expect(defaultColourOption(aProduct())?.name).toBe('Original');
  });

  it('sorts upcoming products last and keeps the rest in order', () => {
    const list = [
      aProduct({ _id: 'a', isUpcoming: true }),
      aProduct({ _id: 'b' }),
      aProduct({ _id: 'c', isUpcoming: true }),
      aProduct({ _id: 'd' }),
    ];
    expect(sortUpcomingLast(list).map((product) => product._id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it("shows at most 4 colour swatches on a card, plus a '+N' count", () => {
    const colorVariants = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => aVariant({ _id: id, colorName: id }));
    const { shown, more } = cardSwatches(aProduct({ colorVariants }), 4);
    expect(shown).toHaveLength(4);
    expect(more).toBe(2);
  });

  it('lists only topwear and bottomwear on the home page', () => {
    expect(isStorefrontCategory(aProduct({ category: 'topwear' }))).toBe(true);
    expect(isStorefrontCategory(aProduct({ category: 'Bottomwear' as never }))).toBe(true);
    expect(isStorefrontCategory(aProduct({ category: 'shoes' as never }))).toBe(false);
  });
});
