import { LIMITS } from '@store/contracts';

/** Account screens: texts and timings of spec sections 2, 4, 8 and 9. */
export const ORDERS_REFRESH_MS = 30_000;
export const PAYMENT_RETRY_LIMIT = LIMITS.paymentRetries;

/** Statuses that offer the WhatsApp Return link; processing is a partly shipped order, whose delivered parcel can be returned (#43). */
export const RETURNABLE_STATUSES = ['confirmed', 'processing', 'shipped', 'delivered'] as const;

export const ACCOUNT_TEXT = {
  noOrders: 'No orders yet',
  ordersLoadFailed: 'Failed to load orders',
  ordersRefreshed: 'Orders refreshed',
  ordersRefreshFailed: 'Failed to refresh orders',
  orderNotFound: 'Order not found.',
  paymentSuccessful: 'Payment Successful',
  paymentFailed: 'Payment Failed',
  paymentPending: 'Pending Payment',
  unknownStatus: 'Unknown',
  profileLoadFailed: 'Failed to load profile',
  marketingConsentFailed: 'Could not save your e-mail preferences',
  marketingConsentHint:
    'At most one reminder for a cart you leave, and our offers. Every such e-mail has an unsubscribe link.',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdated: 'Profile updated successfully!',
  passwordChangeFailed: 'Failed to change password',
  passwordChanged: 'Password changed successfully!',
  updateFailed: 'Failed to update',
  downloadInvoice: 'Download invoice',
  /** One of an order's invoices when it has several (an invoice per dispatch, issue #43). */
  invoiceOf: (number: string, shipment: string | null) => `Invoice ${number}${shipment ? ` (${shipment})` : ''}`,
  creditNote: (number: string) => `Credit note ${number}`,
  documentDownloadFailed: 'Failed to download the document',
} as const;
