/** What other modules (and tests) may use from the discounts module (issue #44). */
export { DiscountsModule } from './discounts.module';
export { discountsManifest } from './discounts-manifest';
export { DiscountCommands, type AppliedDiscount } from './commands/discount-commands';
export { DiscountsQuery, type DiscountTotals } from './queries/discounts.query';
export { discountDecider, quoteFor, type DiscountState, type UseRequest } from './domain/discount';
export { quoteDiscount, spread, type Quote, type QuoteLine } from './domain/discount-quote';
export { DISCOUNT_EVENT_TYPES, type DiscountEvent, type DiscountRules } from './domain/discount-events';
export { discountStream, discountCodeStream } from './streams';
export { discountProjections } from './projections/discount-admin.projection';
