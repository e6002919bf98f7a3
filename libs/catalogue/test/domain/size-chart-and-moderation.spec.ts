import { ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import { reviewDecider, type ReviewEvent } from '../../src/domain/review';
import { sizeChartDecider, type SizeChartEvent } from '../../src/domain/size-chart';

const now = '2026-11-29T10:00:00.000Z';

describe('size chart decider (issue #44)', () => {
  const given = givenFor(sizeChartDecider);
  const input = {
    unit: 'in' as const,
    measurements: ['Chest'],
    rows: [{ size: 'M', values: [39] }],
    howToMeasure: 'Tape',
  };
  const saved: SizeChartEvent = {
    type: 'SizeChartSaved',
    data: {
      scope: 'category',
      target: 'topwear',
      chart: { measurements: ['Chest'], rows: [{ size: 'M', valuesCm: [99.1] }], howToMeasure: 'Tape' },
      at: now,
    },
  };
  const save = { type: 'SaveSizeChart' as const, scope: 'category' as const, target: 'topwear', input, now };

  it('saves a chart in centimetres, converted from the inches entered', () => given().when(save).then([saved]));

  it('records nothing when the same chart is saved again', () => given([saved]).when(save).then([]));

  it("refuses a category chart for a category the store does not have with 'Category must be one of topwear, bottomwear'", () =>
    given()
      .when({ ...save, target: 'shoes' })
      .thenFails('Category must be one of topwear, bottomwear', ValidationError));

  it('refuses a faulty chart at its field', () => {
    const error = given()
      .when({ ...save, input: { ...input, rows: [{ size: 'M', values: [39, 40] }] } })
      .error();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'Size M needs a value for every measurement', field: 'rows.0.values' });
  });

  it('removes a chart, and answers 404 for one that is not there', () => {
    const remove = { type: 'RemoveSizeChart' as const, scope: 'category' as const, target: 'topwear', now };
    given([saved])
      .when(remove)
      .then([{ type: 'SizeChartRemoved', data: { scope: 'category', target: 'topwear', at: now } }]);
    given().when(remove).thenFails('Size chart not found', NotFoundError);
  });
});

describe('review photos and moderation (issue #44)', () => {
  const given = givenFor(reviewDecider);
  const photo = (n: number) => ({ photoId: `ph${n}`, url: `/uploads/${n}.jpg` });
  const create = (photos = [photo(1)]) => ({
    type: 'CreateReview' as const,
    reviewId: 'r1',
    productId: 'p1',
    userId: 'u1',
    sealedUserName: 'v2.name',
    rating: 5,
    comment: 'Great fit for squats',
    sealedComment: 'v2.text',
    photos,
    now,
  });
  const created: ReviewEvent = {
    type: 'ReviewCreated',
    data: {
      reviewId: 'r1',
      productId: 'p1',
      userId: 'u1',
      sealedUserName: 'v2.name',
      rating: 5,
      sealedComment: 'v2.text',
      photos: [photo(1), photo(2)],
      createdAt: now,
    },
  };
  const hide = { type: 'HideReview' as const, productId: 'p1', userId: 'u1', reason: ' Abusive language ', now };
  const hidePhoto = { ...hide, type: 'HideReviewPhoto' as const, photoId: 'ph2', reason: 'Not the product' };

  it('records up to 3 photos with the review', () =>
    given()
      .when(create([photo(1), photo(2), photo(3)]))
      .then([{ ...created, data: { ...created.data, photos: [photo(1), photo(2), photo(3)] } }]));

  it("refuses a fourth photo with 'A review may have at most 3 photos'", () =>
    given()
      .when(create([photo(1), photo(2), photo(3), photo(4)]))
      .thenFails('A review may have at most 3 photos', ValidationError));

  it('refuses the same photo twice', () =>
    given()
      .when(create([photo(1), { ...photo(1), photoId: 'other' }]))
      .thenFails('The same photo is added twice', ValidationError));

  it('hides a review with the reason (trimmed) recorded', () =>
    given([created])
      .when(hide)
      .then([
        {
          type: 'ReviewHidden',
          data: { reviewId: 'r1', productId: 'p1', userId: 'u1', reason: 'Abusive language', at: now },
        },
      ]));

  it('requires a reason of at most 200 characters', () => {
    given([created])
      .when({ ...hide, reason: '  ' })
      .thenFails('Give the reason for hiding it', ValidationError);
    given([created])
      .when({ ...hide, reason: 'x'.repeat(201) })
      .thenFails('The reason must be at most 200 characters', ValidationError);
  });

  it('refuses to hide a review twice, or one that was deleted', () => {
    const hidden: ReviewEvent = {
      type: 'ReviewHidden',
      data: { reviewId: 'r1', productId: 'p1', userId: 'u1', reason: 'x', at: now },
    };
    given([created, hidden]).when(hide).thenFails('This review is already hidden', ConflictError);
    given([created, { type: 'ReviewDeleted', data: { reviewId: 'r1', productId: 'p1', userId: 'u1', deletedAt: now } }])
      .when(hide)
      .thenFails('Review not found', NotFoundError);
  });

  it('hides one photo of a review, once; an unknown photo is 404', () => {
    const hiddenPhoto: ReviewEvent = {
      type: 'ReviewPhotoHidden',
      data: { reviewId: 'r1', productId: 'p1', userId: 'u1', photoId: 'ph2', reason: 'Not the product', at: now },
    };
    given([created]).when(hidePhoto).then([hiddenPhoto]);
    given([created, hiddenPhoto]).when(hidePhoto).thenFails('This photo is already hidden', ConflictError);
    given([created])
      .when({ ...hidePhoto, photoId: 'nope' })
      .thenFails('Photo not found', NotFoundError);
  });

  it('starts a new review after a deletion unhidden, with its own photos', () => {
    const hidden: ReviewEvent = {
      type: 'ReviewHidden',
      data: { reviewId: 'r1', productId: 'p1', userId: 'u1', reason: 'x', at: now },
    };
    const deleted: ReviewEvent = {
      type: 'ReviewDeleted',
      data: { reviewId: 'r1', productId: 'p1', userId: 'u1', deletedAt: now },
    };
    const again = { ...create([photo(5)]), reviewId: 'r2' };
    const [event] = reviewDecider.decide(
      again,
      [created, hidden, deleted].reduce(reviewDecider.evolve, reviewDecider.initialState()),
    );
    const state = reviewDecider.evolve(reviewDecider.initialState(), event);
    expect(state).toMatchObject({ hidden: false, photos: [{ photoId: 'ph5', hidden: false }] });
  });
});
