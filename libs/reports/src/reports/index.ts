import type { Report } from '../report';
import { cartAbandonment } from './cart-abandonment';
import { cartRecovery } from './cart-recovery';
import { gst } from './gst';
import { paymentFailuresByReason } from './payment-failures-by-reason';
import { refunds } from './refunds';
import { salesByCategory } from './sales-by-category';
import { salesByDay } from './sales-by-day';
import { salesBySizeColour } from './sales-by-size-colour';
import { stockMovementsByReason } from './stock-movements-by-reason';

/** Every report `npm run report` knows: add a new one here after copying an existing file. */
export const builtInReports: readonly Report[] = [
  salesByDay,
  salesByCategory,
  salesBySizeColour,
  stockMovementsByReason,
  paymentFailuresByReason,
  refunds,
  cartAbandonment,
  cartRecovery,
  gst,
];

export {
  cartAbandonment,
  cartRecovery,
  gst,
  paymentFailuresByReason,
  refunds,
  salesByCategory,
  salesByDay,
  salesBySizeColour,
  stockMovementsByReason,
};
export { ABANDONED_AFTER_HOURS } from './cart-abandonment';
