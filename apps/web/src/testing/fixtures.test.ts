import {
  CartLineSchema,
  CollectionBannerSchema,
  HeroImageSchema,
  OfferSchema,
  OrderSchema,
  ProductSchema,
  ProductsPageResponseSchema,
  ReviewSchema,
  UserSchema,
} from '@store/contracts/schemas';
import {
  CorrelationChainResponseSchema,
  EventsPageResponseSchema,
  ProjectionsResponseSchema,
  QueuesResponseSchema,
  RebuildResponseSchema,
  TimeTravelResponseSchema,
} from '@store/contracts/schemas';
import {
  AdminReturnResponseSchema,
  AdminReturnsPageResponseSchema,
  OrderReturnsResponseSchema,
  ReturnSettingsResponseSchema,
  ReturnsSummaryResponseSchema,
} from '@store/contracts/schemas';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {
  aBanner,
  aCartLine,
  aHeroImage,
  anAdmin,
  anOffer,
  anOfferProduct,
  anOrder,
  aProduct,
  aProductsPage,
  aReview,
  aUser,
  aVariantProduct,
} from './fixtures';
import {
  aCorrelationChain,
  aLoggedEvent,
  aProjection,
  aProjectionsPage,
  aQueuesPage,
  aReactor,
  aRebuild,
  anEventsPage,
  aTimeTravel,
} from './operations-fixtures';
import {
  aReturnRequest,
  aReturnSettings,
  aReturnsSummary,
  anAdminReturn,
  anAdminReturnRow,
  anAdminReturnsPage,
  anOrderReturns,
} from './returns-fixtures';

const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const problems = (schema: object, value: unknown) => {
  // Named sub-schemas appear more than once (an image in a product and in its variants): drop their ids.
  const validate = ajv.compile(JSON.parse(JSON.stringify(schema, (key, value) => (key === '$id' ? undefined : value))));
  return validate(value) ? [] : ajv.errorsText(validate.errors).split(', ');
};

// The fakes answer what the server answers: every fixture passes the schema the server's answers are checked against.
describe('test fixtures keep the API contract', () => {
  it.each([
    ['a product', ProductSchema, aProduct()],
    ['a product on offer', ProductSchema, anOfferProduct()],
    ['a product with colour variants', ProductSchema, aVariantProduct()],
    ['a products page', ProductsPageResponseSchema, aProductsPage([aProduct(), aVariantProduct()])],
    ['a cart line', CartLineSchema, aCartLine()],
    ['an order', OrderSchema, anOrder()],
    ['a user', UserSchema, aUser()],
    ['an admin', UserSchema, anAdmin()],
    ['an offer', OfferSchema, anOffer()],
    ['a hero image', HeroImageSchema, aHeroImage()],
    ['a banner', CollectionBannerSchema, aBanner()],
    ['a review', ReviewSchema, aReview()],
    [
      'the projections and reactors',
      ProjectionsResponseSchema,
      aProjectionsPage([
        aProjection({ rebuild: aRebuild() }),
        aReactor({
          state: 'failed',
          canResume: true,
          lastError: {
            message: 'boom',
            eventId: 'e-9',
            eventType: 'OrderPaid',
            streamId: 'order-1',
            position: { commit: '9', prepare: '9' },
            failedAt: '2026-11-23T10:00:00.000Z',
          },
        }),
      ]),
    ],
    ['a rebuild', RebuildResponseSchema, { success: true, rebuild: aRebuild() }],
    ['the queues', QueuesResponseSchema, aQueuesPage()],
    ['a page of events', EventsPageResponseSchema, anEventsPage([aLoggedEvent()], '1200/1200')],
    ['a correlation chain', CorrelationChainResponseSchema, aCorrelationChain([aLoggedEvent()])],
    ['a time travel', TimeTravelResponseSchema, aTimeTravel()],
    [
      "an order's returns",
      OrderReturnsResponseSchema,
      anOrderReturns({ exchangesEnabled: true, returns: [aReturnRequest()] }),
    ],
    ['a return for the admin', AdminReturnResponseSchema, anAdminReturn({ state: 'approved', customerShips: true })],
    ['a page of returns', AdminReturnsPageResponseSchema, anAdminReturnsPage([anAdminReturnRow()])],
    ['the return settings', ReturnSettingsResponseSchema, aReturnSettings()],
    ['the returns summary', ReturnsSummaryResponseSchema, aReturnsSummary()],
  ])('%s', (_name, schema, value) => {
    expect(problems(schema, value)).toEqual([]);
  });
});
