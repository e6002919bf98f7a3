import {
  CreateReviewRequest,
  ModeratedReviewsQuery,
  ReviewModerationRequest,
  SizeChartRequest,
} from '../../src/requests';
import { accepted, messageOf, problemsOf } from './check';

const chart = { unit: 'cm', measurements: ['Chest'], rows: [{ size: 'M', values: [99] }] };
const photo = { url: '/uploads/a.png', token: 'abc.def' };

describe('size chart and review photo requests (issue #44)', () => {
  it('reads a size chart', () => expect(accepted(SizeChartRequest, chart)).toMatchObject(chart));

  it.each([
    [{ ...chart, unit: 'mm' }, 'Unit must be cm or in'],
    [{ ...chart, measurements: [] }, 'Add at least one measurement (e.g. Chest)'],
    [{ ...chart, measurements: ['x'.repeat(31)] }, 'Each measurement needs a name of at most 30 characters'],
    [{ ...chart, rows: 'M=99' }, 'Add at least one size'],
    [{ ...chart, rows: [{ size: 'M', values: ['99'] }] }, 'Measurements must be numbers'],
    [{ ...chart, rows: [{ size: 'Q', values: [99] }] }, 'Size must be one of XS, S, M, L, XL, XXL, XXXL'],
    [{ ...chart, howToMeasure: 'x'.repeat(1001) }, 'The how-to-measure note must be at most 1000 characters'],
  ])('refuses the chart %j', (body, message) => expect(messageOf(SizeChartRequest, body)).toBe(message));

  it('takes up to 3 photos with a review, each an address and its token', () => {
    const review = { productId: 'p1', rating: 5, comment: 'Great fit for squats' };
    expect(accepted(CreateReviewRequest, { ...review, photos: [photo] }).photos).toEqual([photo]);
    expect(problemsOf(CreateReviewRequest, { ...review, photos: [photo, photo, photo, photo] })).toContainEqual({
      param: 'photos',
      msg: 'A review may have at most 3 photos',
    });
    expect(messageOf(CreateReviewRequest, { ...review, photos: [{ url: '/uploads/a.png', token: 7 }] })).toBe(
      'This photo upload is not valid or has expired: please upload it again',
    );
  });

  it('requires a trimmed reason of at most 200 characters to hide something', () => {
    expect(accepted(ReviewModerationRequest, { reason: '  Spam ' }).reason).toBe('Spam');
    expect(messageOf(ReviewModerationRequest, { reason: '   ' })).toBe('Give the reason for hiding it');
    expect(messageOf(ReviewModerationRequest, { reason: 'x'.repeat(201) })).toBe(
      'The reason must be at most 200 characters',
    );
  });

  it('reads the moderation list filters', () => {
    expect(accepted(ModeratedReviewsQuery, { status: 'hidden', withPhotos: 'true', page: '2' })).toMatchObject({
      status: 'hidden',
      withPhotos: true,
      page: 2,
    });
    expect(messageOf(ModeratedReviewsQuery, { status: 'gone' })).toBe('Status must be all, visible or hidden');
  });
});
