import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { MessageResponseSchema, SuccessResponse, type ErrorResponse } from './common';
import { CartConversionResponseSchema, CartRecoveryResponseSchema, CartResponseSchema } from './cart';
import {
  MyReviewResponseSchema,
  NotifyConfirmResponseSchema,
  NotifyCountResponseSchema,
  ProductFacetsResponseSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductsPageResponseSchema,
  ReviewResponseSchema,
  ReviewsPageResponseSchema,
  StockHistoryPageResponseSchema,
} from './catalogue';
import {
  LoginResponseSchema,
  PasswordChangedResponseSchema,
  UserResponseSchema,
  UsersPageResponseSchema,
  VerificationResponseSchema,
} from './identity';
import {
  BannerResponseSchema,
  BannersResponseSchema,
  HeroImageResponseSchema,
  HeroImagesResponseSchema,
  OfferResponseSchema,
  OffersResponseSchema,
  UploadResponseSchema,
} from './marketing';
import { OrderResponseSchema, OrdersResponseSchema } from './orders';
import { ADMIN_CATALOGUE_ERROR_RESPONSES, ADMIN_CATALOGUE_RESPONSES } from './admin-catalogue';
import { ADMIN_ORDERS_RESPONSES } from './admin-orders';
import { ADMIN_USERS_RESPONSES } from './admin-users';
import { TAX_RESPONSES } from './tax';
import { DELIVERY_ERROR_RESPONSES, DELIVERY_RESPONSES } from './delivery';
import { FULFILMENT_ERROR_RESPONSES, FULFILMENT_RESPONSES } from './fulfilment';
import { SIZE_GUIDE_RESPONSES } from './size-guide';
import { REVIEW_PHOTO_RESPONSES } from './review-photos';
import { DISCOUNT_RESPONSES } from './discounts';
import { PERSONAL_DATA_RESPONSES } from './personal-data';
import { OPERATIONS_RESPONSES } from './operations';
import { OrderHistoryResponseSchema, OrdersPageResponseSchema } from './orders-admin';
import {
  GatewayFailureSchema,
  GatewayPaymentSchema,
  PaymentConfigResponseSchema,
  PaymentResultResponseSchema,
  ProviderOrderResponseSchema,
} from './payments';

/** A user as the registration answers it: the new account, not yet signed in. */
const RegisteredResponseSchema = SuccessResponse('RegisteredResponse', {
  message: Type.String(),
  user: UserResponseSchema.properties.user,
});

/**
 * The success answer of every endpoint, by method and path under /api (Nest's ':param' form).
 * The OpenAPI document describes each operation's response from it, the integration tests check
 * every real answer against it, and the web app's test fakes are typed by it.
 */
export const API_RESPONSES = {
  'POST /auth/register': RegisteredResponseSchema,
  'POST /auth/login': LoginResponseSchema,
  'POST /auth/logout': MessageResponseSchema,
  'GET /auth/me': UserResponseSchema,
  'GET /auth/verify': UserResponseSchema,
  'PUT /auth/profile': UserResponseSchema,
  'PUT /auth/change-password': PasswordChangedResponseSchema,
  'POST /auth/forgot-password': MessageResponseSchema,
  'POST /auth/reset-password': MessageResponseSchema,
  'POST /auth/send-email-verification': MessageResponseSchema,
  'POST /auth/verify-email': UserResponseSchema,
  'POST /auth/send-registration-email-verification': MessageResponseSchema,
  'POST /auth/verify-registration-email': VerificationResponseSchema,
  'POST /auth/send-phone-verification': MessageResponseSchema,
  'POST /auth/verify-phone': UserResponseSchema,
  'POST /auth/request-email-change': MessageResponseSchema,
  'POST /auth/confirm-email-change': UserResponseSchema,
  'POST /auth/request-phone-change': MessageResponseSchema,
  'POST /auth/confirm-phone-change': UserResponseSchema,
  'PUT /auth/marketing-consent': UserResponseSchema,
  'POST /auth/unsubscribe': MessageResponseSchema,

  'GET /users': UsersPageResponseSchema,
  'GET /users/:id': UserResponseSchema,
  'PUT /users/:id': UserResponseSchema,
  'DELETE /users/:id': MessageResponseSchema,
  ...ADMIN_USERS_RESPONSES,
  ...PERSONAL_DATA_RESPONSES,

  'GET /products': ProductsPageResponseSchema,
  'GET /products/facets': ProductFacetsResponseSchema,
  'GET /products/featured': ProductListResponseSchema,
  'GET /products/new-arrivals': ProductListResponseSchema,
  'GET /products/best-sellers': ProductListResponseSchema,
  'GET /products/:id': ProductResponseSchema,
  'POST /products': ProductResponseSchema,
  'PUT /products/:id': ProductResponseSchema,
  'DELETE /products/:id': MessageResponseSchema,
  'PUT /products/:id/upcoming': ProductResponseSchema,
  'POST /products/:id/stock-adjustments': ProductResponseSchema,
  'POST /products/:id/notify': MessageResponseSchema,
  'GET /products/:id/notify/count': NotifyCountResponseSchema,
  'POST /notify-me/confirm': NotifyConfirmResponseSchema,
  'POST /products/:id/reviews': ReviewResponseSchema,
  'GET /products/:id/stock-history': StockHistoryPageResponseSchema,
  ...ADMIN_CATALOGUE_RESPONSES,

  'GET /reviews/user/:productId': MyReviewResponseSchema,
  'GET /reviews/:productId': ReviewsPageResponseSchema,
  'POST /reviews': ReviewResponseSchema,
  'PUT /reviews/:id': ReviewResponseSchema,
  'DELETE /reviews/:id': MessageResponseSchema,

  'POST /uploads': UploadResponseSchema,

  'GET /cart': CartResponseSchema,
  'PUT /cart': CartResponseSchema,
  'POST /cart/merge': CartResponseSchema,
  'GET /reports/cart-conversion': CartConversionResponseSchema,
  'GET /reports/cart-recovery': CartRecoveryResponseSchema,

  'POST /orders': OrderResponseSchema,
  'POST /orders/guest': OrderResponseSchema,
  'GET /orders/myorders': OrdersResponseSchema,
  'GET /orders': OrdersPageResponseSchema,
  'GET /orders/:id': OrderResponseSchema,
  'GET /orders/:id/history': OrderHistoryResponseSchema,
  'PUT /orders/:id/status': OrderResponseSchema,
  'PUT /orders/:id/deliver': OrderResponseSchema,
  'PUT /orders/:id/cancel': OrderResponseSchema,
  'PUT /orders/:id/pay': OrderResponseSchema,
  ...ADMIN_ORDERS_RESPONSES,
  ...TAX_RESPONSES,
  ...FULFILMENT_RESPONSES,

  'GET /payments/config': PaymentConfigResponseSchema,
  'POST /payments/create-order': ProviderOrderResponseSchema,
  'POST /payments/create-order-guest': ProviderOrderResponseSchema,
  'POST /payments/verify': PaymentResultResponseSchema,
  'POST /payments/verify-guest': PaymentResultResponseSchema,
  'POST /payments/payment-failed': PaymentResultResponseSchema,
  'POST /payments/simulator/pay': GatewayPaymentSchema,
  'POST /payments/simulator/fail': GatewayFailureSchema,

  'GET /offers/current': OfferResponseSchema,
  'GET /offers': OffersResponseSchema,
  'GET /offers/:id': OfferResponseSchema,
  'POST /offers': OfferResponseSchema,
  'PUT /offers/:id': OfferResponseSchema,
  'DELETE /offers/:id': MessageResponseSchema,

  'GET /hero-images': HeroImagesResponseSchema,
  'GET /hero-images/active': HeroImagesResponseSchema,
  'PUT /hero-images/reorder': HeroImagesResponseSchema,
  'POST /hero-images': HeroImageResponseSchema,
  'PUT /hero-images/:id': HeroImageResponseSchema,
  'DELETE /hero-images/:id': MessageResponseSchema,

  'GET /collection-banners': BannersResponseSchema,
  'GET /collection-banners/:category': BannerResponseSchema,
  'POST /collection-banners': BannerResponseSchema,
  'PUT /collection-banners/:id': BannerResponseSchema,
  'DELETE /collection-banners/:id': MessageResponseSchema,

  ...DELIVERY_RESPONSES,
  ...DISCOUNT_RESPONSES,

  ...SIZE_GUIDE_RESPONSES,
  ...REVIEW_PHOTO_RESPONSES,

  ...OPERATIONS_RESPONSES,
} satisfies Record<string, TSchema>;

/**
 * The few refusals that carry more than the one error shape (ErrorResponse), by route and status.
 * They are error answers too (success false, a message); the OpenAPI document describes them
 * beside the routes' 4XX, and the contract test checks a refusal with that status against them.
 */
export const API_ERROR_RESPONSES = {
  ...ADMIN_CATALOGUE_ERROR_RESPONSES,
  ...DELIVERY_ERROR_RESPONSES,
  ...FULFILMENT_ERROR_RESPONSES,
} satisfies Partial<Record<keyof typeof API_RESPONSES, Record<number, TSchema>>>;

export type ApiRoute = keyof typeof API_RESPONSES;
/** The success body of one route, e.g. ApiResponse<'GET /products'>. */
export type ApiResponse<R extends ApiRoute> = Static<(typeof API_RESPONSES)[R]>;
type RefusalRoutes = typeof API_ERROR_RESPONSES;
type BodiesOf<ByStatus> = {
  [Status in keyof ByStatus]: ByStatus[Status] extends TSchema ? Static<ByStatus[Status]> : never;
}[keyof ByStatus];
/** A refusal body of one route: the one error shape, or one of the route's own (API_ERROR_RESPONSES). */
export type ApiRefusal<R extends ApiRoute> =
  ErrorResponse | (R extends keyof RefusalRoutes ? BodiesOf<RefusalRoutes[R]> : never);
