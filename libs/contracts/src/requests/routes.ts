import {
  ChangePasswordRequest,
  EmailChangeRequest,
  EmailRequest,
  LoginRequest,
  MarketingConsentRequest,
  PhoneChangeRequest,
  RegistrationEmailCodeRequest,
  RegistrationRequest,
  ResetPasswordRequest,
  UnsubscribeRequest,
  UpdateProfileRequest,
  VerificationCodeRequest,
} from './auth';
import { CartItemsRequest } from './cart';
import {
  DeliveryEstimateQuery,
  PincodeRulesImportQuery,
  PincodeRulesImportRequest,
  PincodeRulesRequest,
} from './delivery';
import { SizeChartRequest } from './size-guide';
import { ModeratedReviewsQuery, ReviewModerationRequest } from './review-photos';
import { DiscountRequest, ValidateDiscountRequest } from './discounts';
import { GstRatesRequest, GstSummariesQuery, TaxDocumentQuery, TaxSettingsRequest } from './tax';
import { BulkShipmentsQuery, BulkShipmentsRequest, CarriersRequest, ShipmentRequest } from './fulfilment';
import {
  AdminReturnsQuery,
  ApproveReturnRequest,
  CreateReturnRequest,
  ExchangeReturnRequest,
  ReceiveReturnRequest,
  RefundReturnRequest,
  RejectReturnRequest,
  ReturnSettingsRequest,
} from './returns';
import {
  CatalogueImportPartRequest,
  CatalogueImportQuery,
  CatalogueImportRequest,
  CreateReviewRequest,
  NotifyConfirmRequest,
  NotifyMeRequest,
  ProductListQuery,
  ReviewRequest,
  StockAdjustmentRequest,
  StockTimelineQuery,
  UpcomingRequest,
} from './catalogue';
import {
  HeroImageRequest,
  OfferRequest,
  ReorderHeroImagesRequest,
  SetBannerRequest,
  UpdateBannerRequest,
} from './marketing';
import { EventsQuery, PauseProjectionRequest, TimeTravelQuery } from './operations';
import {
  CreateOrderRequest,
  GuestOrderRequest,
  ManualPaymentRequest,
  OrderNoteRequest,
  AdminOrdersExportQuery,
  AdminOrdersQuery,
  OrderStatusRequest,
  RefundRequest,
} from './orders';
import { PageQuery } from './paging';
import { CreatePaymentOrderRequest, PaymentFailedRequest, SimulatorRequest, VerifyPaymentRequest } from './payments';
import { EraseGuestRequest } from './personal-data';
import { ProductRequest } from './products';
import { UpdateUserRequest, UsersQuery } from './users';

/** A request contract: the class of a route's JSON body and/or of its query string. */
export type RequestClass = new () => object;
export interface RouteRequest {
  body?: RequestClass;
  query?: RequestClass;
}

/**
 * What every route takes, by method and path under /api (the keys of API_RESPONSES): its body's
 * class and its query's class. The validation pipe checks requests against the same classes the
 * controllers declare, and the OpenAPI document describes each operation's requestBody and query
 * parameters from here. A route that takes neither is not listed.
 */
export const API_REQUESTS = {
  'POST /auth/register': { body: RegistrationRequest },
  'POST /auth/login': { body: LoginRequest },
  'PUT /auth/profile': { body: UpdateProfileRequest },
  'PUT /auth/change-password': { body: ChangePasswordRequest },
  'POST /auth/forgot-password': { body: EmailRequest },
  'POST /auth/reset-password': { body: ResetPasswordRequest },
  'POST /auth/verify-email': { body: VerificationCodeRequest },
  'POST /auth/send-registration-email-verification': { body: EmailRequest },
  'POST /auth/verify-registration-email': { body: RegistrationEmailCodeRequest },
  'POST /auth/verify-phone': { body: VerificationCodeRequest },
  'POST /auth/request-email-change': { body: EmailChangeRequest },
  'POST /auth/confirm-email-change': { body: VerificationCodeRequest },
  'POST /auth/request-phone-change': { body: PhoneChangeRequest },
  'POST /auth/confirm-phone-change': { body: VerificationCodeRequest },
  'PUT /auth/marketing-consent': { body: MarketingConsentRequest },
  'POST /auth/unsubscribe': { body: UnsubscribeRequest },

  'GET /users': { query: UsersQuery },
  'PUT /users/:id': { body: UpdateUserRequest },
  'POST /personal-data/erase-guest': { body: EraseGuestRequest },

  'GET /products': { query: ProductListQuery },
  'POST /products': { body: ProductRequest },
  'PUT /products/:id': { body: ProductRequest },
  'PUT /products/:id/upcoming': { body: UpcomingRequest },
  'POST /products/:id/stock-adjustments': { body: StockAdjustmentRequest },
  'GET /products/:id/stock-history': { query: PageQuery },
  'GET /products/:id/stock-timeline': { query: StockTimelineQuery },
  'POST /products/:id/notify': { body: NotifyMeRequest },
  'POST /notify-me/confirm': { body: NotifyConfirmRequest },
  'POST /products/:id/reviews': { body: ReviewRequest },
  'POST /admin/catalogue/import': { query: CatalogueImportQuery, body: CatalogueImportRequest },
  'POST /admin/catalogue/imports/:importId/parts': { body: CatalogueImportPartRequest },
  'GET /admin/catalogue/imports': { query: PageQuery },

  'GET /reviews/:productId': { query: PageQuery },
  'POST /reviews': { body: CreateReviewRequest },
  'PUT /reviews/:id': { body: ReviewRequest },

  'PUT /cart': { body: CartItemsRequest },
  'POST /cart/merge': { body: CartItemsRequest },

  'POST /orders': { body: CreateOrderRequest },
  'POST /orders/guest': { body: GuestOrderRequest },
  'GET /orders': { query: AdminOrdersQuery },
  'GET /orders/export': { query: AdminOrdersExportQuery },
  'PUT /orders/:id/status': { body: OrderStatusRequest },
  'PUT /orders/:id/pay': { body: ManualPaymentRequest },
  'POST /orders/:id/notes': { body: OrderNoteRequest },
  'POST /orders/:id/refunds': { body: RefundRequest },
  'GET /orders/:id/invoice': { query: TaxDocumentQuery },
  'GET /orders/:id/tax-documents/:number': { query: TaxDocumentQuery },
  'GET /orders/:id/credit-notes/:refundId': { query: TaxDocumentQuery },
  'PUT /admin/settings/tax': { body: TaxSettingsRequest },
  'PUT /admin/tax/rates': { body: GstRatesRequest },
  'GET /admin/tax/summaries': { query: GstSummariesQuery },
  'GET /admin/tax/summaries/:file': { query: GstSummariesQuery },
  'PUT /admin/size-charts/:scope/:target': { body: SizeChartRequest },
  'GET /admin/reviews': { query: ModeratedReviewsQuery },
  'POST /admin/reviews/:id/hide': { body: ReviewModerationRequest },
  'POST /admin/reviews/:id/photos/:photoId/hide': { body: ReviewModerationRequest },
  'GET /delivery/estimate': { query: DeliveryEstimateQuery },
  'PUT /admin/delivery/pincode-rules': { body: PincodeRulesRequest },
  'POST /admin/delivery/pincode-rules/import': { body: PincodeRulesImportRequest, query: PincodeRulesImportQuery },
  'PUT /admin/carriers': { body: CarriersRequest },
  'POST /admin/discounts': { body: DiscountRequest },
  'PUT /admin/discounts/:id': { body: DiscountRequest },
  'POST /discounts/validate': { body: ValidateDiscountRequest },
  'POST /orders/:id/shipments': { body: ShipmentRequest },
  'POST /admin/shipments/import': { body: BulkShipmentsRequest, query: BulkShipmentsQuery },
  'POST /admin/shipments/delivered/import': { body: BulkShipmentsRequest, query: BulkShipmentsQuery },
  'POST /orders/:id/returns': { body: CreateReturnRequest },
  'GET /admin/returns': { query: AdminReturnsQuery },
  'POST /admin/returns/:returnId/approve': { body: ApproveReturnRequest },
  'POST /admin/returns/:returnId/reject': { body: RejectReturnRequest },
  'POST /admin/returns/:returnId/receive': { body: ReceiveReturnRequest },
  'POST /admin/returns/:returnId/refund': { body: RefundReturnRequest },
  'POST /admin/returns/:returnId/exchange': { body: ExchangeReturnRequest },
  'PUT /admin/settings/returns': { body: ReturnSettingsRequest },

  'POST /payments/create-order': { body: CreatePaymentOrderRequest },
  'POST /payments/create-order-guest': { body: CreatePaymentOrderRequest },
  'POST /payments/verify': { body: VerifyPaymentRequest },
  'POST /payments/verify-guest': { body: VerifyPaymentRequest },
  'POST /payments/payment-failed': { body: PaymentFailedRequest },
  'POST /payments/simulator/pay': { body: SimulatorRequest },
  'POST /payments/simulator/fail': { body: SimulatorRequest },

  'POST /offers': { body: OfferRequest },
  'PUT /offers/:id': { body: OfferRequest },
  'PUT /hero-images/reorder': { body: ReorderHeroImagesRequest },
  'POST /hero-images': { body: HeroImageRequest },
  'PUT /hero-images/:id': { body: HeroImageRequest },
  'POST /collection-banners': { body: SetBannerRequest },
  'PUT /collection-banners/:id': { body: UpdateBannerRequest },

  'POST /admin/system/projections/:name/pause': { body: PauseProjectionRequest },
  'GET /admin/system/events': { query: EventsQuery },
  'GET /admin/system/time-travel/:kind/:id': { query: TimeTravelQuery },
} satisfies Record<string, RouteRequest>;

export type RequestRoute = keyof typeof API_REQUESTS;

type ContractOf<R, Part extends keyof RouteRequest> = R extends RequestRoute
  ? (typeof API_REQUESTS)[R] extends { [K in Part]: infer Contract extends RequestClass }
    ? InstanceType<Contract>
    : never
  : never;
/** The body one route takes, e.g. RequestBody<'POST /orders'> (never for a route that takes none). */
export type RequestBody<R> = ContractOf<R, 'body'>;
/** The query one route takes, e.g. RequestQuery<'GET /products'>. */
export type RequestQuery<R> = ContractOf<R, 'query'>;
