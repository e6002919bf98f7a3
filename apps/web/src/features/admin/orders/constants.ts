import { LIMITS } from '@store/contracts';
import { formatStoreDate } from '../../../shared/format-date';

/** The admin orders screen's texts: spec sections 2 (Admin orders), 4 and 8, and a few plain ones. */
export const ORDERS_TEXT = {
  title: 'Orders',
  loading: 'Loading orders...',
  empty: 'No orders found.',
  loadFailed: 'Failed to load orders',
  updateFailed: 'Failed to update order status',
  updated: 'Order status updated successfully',
  exportFailed: 'Failed to export orders',
  exported: 'Orders exported',
  searchPlaceholder: 'Search by order id, name, e-mail or phone...',
  paymentConfirmed: 'Payment Confirmed',
  paymentFailed: 'Payment Failed',
  paymentFailedHint: 'Customer needs to retry payment',
  paymentPending: 'Payment Pending',
  paymentPendingHint: 'Waiting for customer to complete payment',
  historyFailed: 'Failed to load the order history',
  historyEmpty: 'No events yet.',
  noteLabel: 'Internal note',
  noteHint: 'Only admins see notes; the customer never does.',
  noteAdded: 'Note added',
  noteFailed: 'Failed to add note',
  noteRequired: 'Note is required',
  noteTooLong: 'Note must be at most 1000 characters',
  /** What the customer's name, contact and address read once their personal data was erased. */
  erased: 'Erased',
  /** Issue #43: once an order has shipments, its status follows them. */
  followsShipments:
    'Shipped and Delivered follow the Shipments panel below: ship every unit, then mark each shipment delivered.',
} as const;

/** Spec section 9: admin orders page size 10. */
export const ADMIN_ORDERS_PAGE_SIZE = LIMITS.adminOrdersPageSize;

export const ORDER_STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
};

/** Spec section 4: an unknown status is shown as it is, or 'Unknown'. */
export const statusLabel = (status: string | null | undefined, labels: Record<string, string> = ORDER_STATUS_LABEL) =>
  status ? (labels[status] ?? status) : 'Unknown';

/** A date as the admin tables show it (the store's time zone, like every screen), or 'N/A'. */
export const formatDay = (iso: string | null | undefined) => formatStoreDate(iso) || 'N/A';
