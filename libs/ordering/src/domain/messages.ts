import { ORDER_INPUT_MESSAGES as INPUT, TAX_SETTINGS_MESSAGES, VALIDATION_MESSAGES } from '@store/contracts';
import type { OrderStatus } from './order-status';

/** The ordering module's user-facing texts (the spec's where it gives them). */
export const ORDER_MESSAGES = {
  orderNotFound: 'Order not found.',
  invalidOrderData: VALIDATION_MESSAGES.invalidOrderData,
  addressIncomplete: VALIDATION_MESSAGES.addressIncomplete,
  stateInvalid: TAX_SETTINGS_MESSAGES.stateInvalid,
  noItems: INPUT.noItems,
  productNotFound: INPUT.productNotFound,
  productUpcoming: (name: string) => `${name} is not available to order yet`,
  sizeUnavailable: (name: string, size: string) => `${name} is not available in size ${size}`,
  selectColor: VALIDATION_MESSAGES.selectColor,
  colourUnavailable: (name: string) => `This colour of ${name} is no longer available`,
  forbiddenTransition: (from: OrderStatus, to: OrderStatus) => `An order that is ${from} cannot be changed to ${to}`,
  unknownStatus: INPUT.unknownStatus,
  cannotCancel: (status: OrderStatus) => `An order that is ${status} can no longer be cancelled`,
  partlyShipped: 'Part of this order has shipped: it can no longer be cancelled',
  alreadyPaid: 'This order is already paid',
  notPayable: (status: OrderStatus) => `An order that is ${status} cannot be paid`,
  retriesExhausted: 'This order has used all its payment retries. Please place a new order.',
  expired: 'This order expired before it was paid. Please place a new order.',
  paymentMismatch: 'Payment verification failed',
} as const;
