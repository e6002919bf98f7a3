import { NotFoundError, ValidationError } from '@store/platform/domain';
import { HeroImageEvent, HeroImageFields, heroImagesDecider } from '../../src/domain/hero-images';
import { givenFor } from '@store/platform/testing';

const given = givenFor(heroImagesDecider);
const now = '2026-11-22T10:00:00.000Z';
const image = (order: number, title = `Hero Image ${order + 1}`): HeroImageFields => ({
  title,
  description: '',
  image: { url: `/img/${order}.jpg`, altText: title },
  link: '',
  buttonText: 'Shop Now',
  isActive: true,
  order,
});
const added = (id: string, order: number): HeroImageEvent => ({
  type: 'HeroImageAdded',
  data: { heroImageId: id, heroImage: image(order), addedAt: now },
});
const three = [added('a', 0), added('b', 1), added('c', 2)];
type ImageOrder = { id: string; order: number };
const reorder = (...imageOrders: ImageOrder[]) => ({ type: 'ReorderHeroImages' as const, imageOrders, now });

describe('hero images decider', () => {
  it("adds an image with the defaults of section 9: 'Hero Image {n}', empty description and link, 'Shop Now', active, last in order", () => {
    given([added('a', 0)])
      .when({ type: 'AddHeroImage', heroImageId: 'b', input: { image: { url: '/img/1.jpg' } }, now })
      .then([{ type: 'HeroImageAdded', data: { heroImageId: 'b', heroImage: image(1), addedAt: now } }]);
  });

  it("refuses an image without a url: 'Please upload an image'", () => {
    given([])
      .when({ type: 'AddHeroImage', heroImageId: 'a', input: { title: 'x' }, now })
      .thenFails('Please upload an image', ValidationError);
  });

  it('reorders atomically: one event with the changed orders', () => {
    given(three)
      .when(reorder({ id: 'a', order: 1 }, { id: 'b', order: 0 }, { id: 'c', order: 2 }))
      .then([
        {
          type: 'HeroImagesReordered',
          data: {
            imageOrders: [
              { id: 'a', order: 1 },
              { id: 'b', order: 0 },
            ],
            reorderedAt: now,
          },
        },
      ]);
  });

  it.each([
    [
      'one id is unknown',
      [
        { id: 'a', order: 1 },
        { id: 'zz', order: 0 },
      ],
      'Hero image not found: zz',
      NotFoundError,
    ],
    [
      'two images get one order',
      [
        { id: 'a', order: 5 },
        { id: 'b', order: 5 },
      ],
      'Two hero images cannot share order 5',
      ValidationError,
    ],
    [
      'an image gets the order of one not listed',
      [{ id: 'a', order: 2 }],
      'Two hero images cannot share order 2',
      ValidationError,
    ],
    [
      'an id is listed twice',
      [
        { id: 'a', order: 3 },
        { id: 'a', order: 4 },
      ],
      'Hero image a is listed more than once',
      ValidationError,
    ],
  ])('rejects the whole reorder when %s', (_case, imageOrders, message, errorType) => {
    given(three)
      .when(reorder(...imageOrders))
      .thenFails(message, errorType);
  });

  it('edits the title, text, link and button text of an image; a cleared title goes back to its placeholder (no headline), a cleared button text to Shop Now', () => {
    given(three)
      .when({
        type: 'UpdateHeroImage',
        heroImageId: 'b',
        input: {
          title: 'Monsoon Drop',
          description: 'Quick-dry tees',
          link: '/collections?category=topwear',
          buttonText: 'Shop Tees',
        },
        now,
      })
      .then([
        {
          type: 'HeroImageUpdated',
          data: {
            heroImageId: 'b',
            heroImage: {
              ...image(1),
              title: 'Monsoon Drop',
              description: 'Quick-dry tees',
              link: '/collections?category=topwear',
              buttonText: 'Shop Tees',
            },
            updatedAt: now,
          },
        },
      ]);
    given([
      ...three,
      {
        type: 'HeroImageUpdated',
        data: {
          heroImageId: 'b',
          heroImage: { ...image(1), title: 'Monsoon Drop', buttonText: 'Shop Tees' },
          updatedAt: now,
        },
      },
    ])
      .when({ type: 'UpdateHeroImage', heroImageId: 'b', input: { title: ' ', buttonText: '' }, now })
      .then([
        {
          type: 'HeroImageUpdated',
          data: { heroImageId: 'b', heroImage: { ...image(1), title: 'Hero Image 2' }, updatedAt: now },
        },
      ]);
  });

  it('removes and updates only known images', () => {
    given(three)
      .when({ type: 'RemoveHeroImage', heroImageId: 'zz', now })
      .thenFails('Hero image not found', NotFoundError);
    given([...three, { type: 'HeroImageRemoved', data: { heroImageId: 'b', removedAt: now } }])
      .when({ type: 'UpdateHeroImage', heroImageId: 'b', input: { title: 'x' }, now })
      .thenFails('Hero image not found', NotFoundError);
  });
});
