import { NotFoundError, ValidationError } from '@store/platform/domain';
import { BannerEvent, bannerDecider } from '../../src/domain/collection-banner';
import { givenFor } from '@store/platform/testing';

const given = givenFor(bannerDecider);
const now = '2026-11-22T10:00:00.000Z';
const set = (bannerId: string, category: 'topwear' | 'bottomwear', replaced: string | null = null): BannerEvent => ({
  type: 'CollectionBannerSet',
  data: {
    bannerId,
    replacedBannerId: replaced,
    banner: {
      category,
      imageUrl: '/b.jpg',
      altText: `${category === 'topwear' ? 'Topwear' : 'Bottomwear'} Collection`,
      title: category === 'topwear' ? 'Topwear' : 'Bottomwear',
      isActive: true,
      order: category === 'topwear' ? 0 : 1,
    },
    setAt: now,
  },
});

describe('collection banner decider', () => {
  it("sets a banner with the defaults: alt '{Category} Collection', title capitalised, active, order 0 for topwear", () => {
    given([])
      .when({ type: 'SetBanner', bannerId: 'b1', category: 'topwear', input: { imageUrl: '/b.jpg' }, now })
      .then([set('b1', 'topwear')]);
  });

  it('orders bottomwear 1', () => {
    given([])
      .when({
        type: 'SetBanner',
        bannerId: 'b1',
        category: 'bottomwear',
        input: { imageUrl: '/b.jpg', title: ' ' },
        now,
      })
      .then([set('b1', 'bottomwear')]);
  });

  it("replaces the category's banner", () => {
    given([set('b1', 'topwear')])
      .when({ type: 'SetBanner', bannerId: 'b2', category: 'topwear', input: { imageUrl: '/b.jpg' }, now })
      .then([set('b2', 'topwear', 'b1')]);
  });

  it("refuses a banner without an image: 'Please upload an image'", () => {
    given([])
      .when({ type: 'SetBanner', bannerId: 'b1', category: 'topwear', input: { imageUrl: '' }, now })
      .thenFails('Please upload an image', ValidationError);
  });

  it('answers 404 for a replaced or deleted banner', () => {
    given([set('b1', 'topwear'), set('b2', 'topwear', 'b1')])
      .when({ type: 'UpdateBanner', bannerId: 'b1', input: { title: 'x' }, now })
      .thenFails('Banner not found', NotFoundError);
    given([
      set('b1', 'topwear'),
      { type: 'CollectionBannerDeleted', data: { bannerId: 'b1', category: 'topwear', deletedAt: now } },
    ])
      .when({ type: 'DeleteBanner', bannerId: 'b1', now })
      .thenFails('Banner not found', NotFoundError);
  });
});
