import { OfferRequest, ReorderHeroImagesRequest, SetBannerRequest, UpdateBannerRequest } from '../../src/requests';
import { messageOf, problemsOf } from './check';

describe('marketing requests', () => {
  it('leaves the required offer fields to the domain and checks their types', () => {
    expect(problemsOf(OfferRequest, {})).toEqual([]);
    expect(messageOf(OfferRequest, { title: 5 })).toBe('Title must be text');
    expect(messageOf(OfferRequest, { validFrom: 5 })).toBe('Please select both start and end dates.');
    expect(messageOf(OfferRequest, { delay: -1 })).toBe('Display delay must be 0 or more');
    expect(messageOf(OfferRequest, { isActive: 'yes' })).toBe('Active must be true or false');
  });

  it('checks a reorder of the hero images', () => {
    expect(messageOf(ReorderHeroImagesRequest, { imageOrders: [] })).toBe(
      'imageOrders must list at least one { id, order }',
    );
    expect(problemsOf(ReorderHeroImagesRequest, { imageOrders: [{ id: 'h1', order: -1 }] })).toEqual([
      { param: 'imageOrders.0.order', msg: 'Each order must be a whole number from 0' },
    ]);
  });

  it('checks a banner', () => {
    expect(messageOf(SetBannerRequest, { category: 'shoes' })).toBe('Category must be topwear or bottomwear');
    expect(messageOf(UpdateBannerRequest, { imageUrl: 5 })).toBe('Please upload an image');
  });
});
