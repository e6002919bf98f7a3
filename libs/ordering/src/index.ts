/** What other modules may use from the ordering module. */
export { OrderingModule } from './ordering.module';
export { orderingManifest, orderingProjections } from './ordering-manifest';
export { orderingMigrations } from './ordering-migrations';
export { OrderingCommands, isOrderId } from './commands/ordering.commands';
export { OrderRefunds, type RefundSummary, type RefundToRequest, type RequestedRefund } from './commands/order-refunds';
export { RefundIssuing, type RefundIssuer } from './commands/refund-issuing';
export { OrderViewReadYourWrites } from './commands/order-view-read-your-writes';
export { OrdersQuery } from './queries/orders.query';
export { orderStream } from './streams';
export { toOrderView } from './queries/order-view';
export type { OrderView } from './queries/order-view';
export { orderViewProjection, ORDER_VIEW_PROJECTION } from './projections/order-view.projection';
export { ORDERING_REACTOR } from './jobs/ordering-jobs.service';
export {
  ShippedMailExtrasRegistry,
  SHIPPED_MAIL_RANKS,
  type ShippedMailExtras,
  type MailExtras,
} from './jobs/shipped-mail-extras';
export { OrderVisibility } from './access/order-visibility';
export { ORDER_EVENT_TYPES } from './domain/order-events';
export type { OrderEvent, OrderLine } from './domain/order-events';
export type { OrderState } from './domain/order';
export { canPay } from './domain/order';
export { toPaise } from './domain/pricing';
export { ORDER_MESSAGES } from './domain/messages';
// Refunds are written only through OrderRefunds; these read a ledger it answered.
export {
  refundedTotal,
  isRefundable,
  refundOf,
  isUnsettled,
  REFUND_EVENT_TYPES,
  REFUND_MESSAGES,
} from './domain/refunds';
export type { Refund, RefundEvent, RefundLedger, RefundLine } from './domain/refunds';
// Read only (issue #43): invoicing reads a refund's requested lines from the ledger's events; every write stays OrderRefunds'.
export { orderRefundsStream } from './streams';

export { salesDashboardProjection, SALES_DASHBOARD_PROJECTION } from './projections/sales-dashboard.projection';
export { orderPersonalProjection, ORDER_PERSONAL_PROJECTION } from './projections/order-personal.projection';
export { OrderPersonalData } from './personal/order-personal-data';
export { OrderAccessTokens, orderTokenOf } from './access/order-access-tokens';
export { ReservationSweeper, type SweepResult } from './jobs/reservation-sweeper';
export { UnpaidOrderHolds, type HoldSource } from './access/unpaid-order-holds';
