import { ProductRequest } from '../../src/requests';
import { accepted, problemsOf } from './check';

const form = {
  name: ' Tee ',
  description: 'Soft cotton',
  category: 'TopWear',
  brand: 'ThreadFit',
  material: 'Cotton',
  sizes: ['m', 'L'],
  price: '1399',
  hasOfferPricing: 'false',
  stock: { M: 3 },
  colorVariants: [{ name: 'Black', code: '#000', images: ['/black.png'], stock: { S: '2' } }],
};

describe('product requests', () => {
  it("reads the admin form: trimmed texts, sizes in capitals, a CSV's numbers and flags, image URLs", () => {
    const request = accepted(ProductRequest, form);
    expect(request).toMatchObject({
      name: 'Tee',
      category: 'topwear',
      sizes: ['M', 'L'],
      price: 1399,
      hasOfferPricing: false,
      colorVariants: [{ name: 'Black', images: [{ url: '/black.png' }] }],
    });
  });

  it('leaves the product rules to the domain: an empty name and an unknown category pass', () =>
    expect(problemsOf(ProductRequest, { ...form, name: '', category: 'shoes' })).toEqual([]));

  it.each([
    [{ price: -5 }, 'price', 'Price must be a number from 0 to 1,00,00,000'],
    [{ price: 'abc' }, 'price', 'Price must be a number from 0 to 1,00,00,000'],
    [{ offerPrice: 1e12 }, 'offerPrice', 'Offer price must be a number from 0 to 1,00,00,000'],
    [{ originalPrice: -1 }, 'originalPrice', 'Price must be a number from 0 to 1,00,00,000'],
    [{ offerValidUntil: '2099-02-30' }, 'offerValidUntil', 'Offer dates must be dates like 2025-12-31'],
    [{ offerValidFrom: 'soon' }, 'offerValidFrom', 'Offer dates must be dates like 2025-12-31'],
    [{ stock: { M: 2_000_000 } }, 'stock', 'Stock must be a whole number from 0 to 10,00,000'],
    [{ stock: { XXXXL: 1 } }, 'stock', 'Sizes must be chosen from XS, S, M, L, XL, XXL, XXXL'],
    [{ sizes: ['M', 'XXXXL'] }, 'sizes', 'Sizes must be chosen from XS, S, M, L, XL, XXL, XXXL'],
    [{ name: 'x'.repeat(201) }, 'name', 'Text fields must be at most 200 characters'],
    [{ tags: Array.from({ length: 51 }, () => 'tag') }, 'tags', 'Lists must hold at most 50 entries'],
    [{ specifications: { Fit: 'x'.repeat(5001) } }, 'specifications', 'Text fields must be at most 5000 characters'],
    [{ isFeatured: 'yes' }, 'isFeatured', 'isFeatured must be true or false'],
    [
      { colorVariants: [{ colorName: 'Red', stock: { M: -1 } }] },
      'colorVariants.0.stock',
      'Stock must be a whole number from 0 to 10,00,000',
    ],
  ])('refuses %j at %s with %p', (change, param, msg) => {
    expect(problemsOf(ProductRequest, { ...form, ...change })).toEqual([{ param, msg }]);
  });

  it('takes none (null or empty) for a price or an offer day, and keeps an omitted one omitted', () => {
    const request = accepted(ProductRequest, { ...form, offerPrice: '', offerValidFrom: null, offerValidUntil: '' });
    expect(request).toMatchObject({ offerPrice: null, offerValidFrom: null, offerValidUntil: null });
    expect(request.originalPrice).toBeUndefined();
  });
});
