import { LIMITS, type DeliveryEstimate } from '@store/contracts';
import { Decider, ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { ORDER_MESSAGES as M } from './messages';
import type { Customer, OrderDiscount, OrderEvent, OrderLine, PaymentSource, ShippingAddress } from './order-events';
import { upcastOrderPlaced, type OrderPersonalRef } from './order-personal';
import { ADMIN_TRANSITIONS, CANCELLABLE_BY_OWNER, type OrderStatus, type PaymentStatus } from './order-status';

export interface OrderState {
  exists: boolean;
  orderId: string;
  userId: string | null;
  /** The personal fields as the event carries them (sealed); the domain never opens them. */
  personal: OrderPersonalRef | null;
  /** Opened from `personal` outside the domain (OrderPersonalData.reveal); null until then, or once erased. */
  customer: Customer | null;
  items: OrderLine[];
  shippingAddress: ShippingAddress | null;
  /** The business buyer's GSTIN, opened with the customer (null for a consumer, until opened, or once erased). */
  buyerGstin: string | null;
  itemsPrice: number;
  shippingCost: number;
  totalPrice: number;
  placedAt: string;
  expiresAt: string;
  /** The delivery promised when it was placed (null without a pincode, and for orders placed before issue #43). */
  deliveryEstimate: DeliveryEstimate | null;
  /** The discount code applied (issue #44), or null. */
  discount: OrderDiscount | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  isPaid: boolean;
  paidAt: string | null;
  paymentId: string | null;
  /** Provider orders created for this order, one per payment attempt. */
  providerOrderIds: string[];
  /** Provider orders whose payment failed: each failed attempt counts once. */
  failedAttempts: string[];
  expired: boolean;
  /** Paid but not fulfilled (cancelled after payment, or paid after its stock was sold). */
  refundDue: boolean;
  unfulfillable: boolean;
  deliveredAt: string | null;
  cancelledAt: string | null;
}

export type OrderCommand =
  | { type: 'PlaceOrder'; placed: Extract<OrderEvent, { type: 'OrderPlaced' }>['data'] }
  | { type: 'StartPayment'; providerOrderId: string; amount: number; now: string }
  | {
      type: 'RecordPaymentFailure';
      providerOrderId: string;
      paymentId: string | null;
      reason: string;
      source: PaymentSource;
      now: string;
    }
  /** stockHeld: the order's stock is reserved for it (always, unless it expired and could not be re-reserved). */
  | {
      type: 'RecordPayment';
      providerOrderId: string;
      paymentId: string;
      source: PaymentSource;
      stockHeld: boolean;
      now: string;
    }
  | { type: 'Cancel'; by: 'owner' | 'admin'; now: string }
  | { type: 'Expire'; now: string }
  | { type: 'ChangeStatus'; to: OrderStatus; now: string };

export const initialOrderState = (): OrderState => ({
  exists: false,
  orderId: '',
  userId: null,
  personal: null,
  customer: null,
  items: [],
  shippingAddress: null,
  buyerGstin: null,
  itemsPrice: 0,
  shippingCost: 0,
  totalPrice: 0,
  placedAt: '',
  expiresAt: '',
  deliveryEstimate: null,
  discount: null,
  status: 'pending',
  paymentStatus: 'pending',
  isPaid: false,
  paidAt: null,
  paymentId: null,
  providerOrderIds: [],
  failedAttempts: [],
  expired: false,
  refundDue: false,
  unfulfillable: false,
  deliveredAt: null,
  cancelledAt: null,
});

/** Payment attempts allowed: the first one and the spec's 3 retries. */
export const MAX_PAYMENT_ATTEMPTS = 1 + LIMITS.paymentRetries;

export const paymentRetriesLeft = (state: OrderState) =>
  Math.max(0, Math.min(LIMITS.paymentRetries, MAX_PAYMENT_ATTEMPTS - state.failedAttempts.length));

/** Can the shopper (still) pay for it? */
export const canPay = (state: OrderState) =>
  state.exists && !state.isPaid && state.status === 'pending' && state.failedAttempts.length < MAX_PAYMENT_ATTEMPTS;

/** What should have happened to the order's reserved stock by now. */
export function stockDisposition(state: OrderState): 'hold' | 'commit' | 'release' {
  if (state.status === 'cancelled') return 'release';
  if (state.isPaid && !state.unfulfillable) return 'commit';
  return 'hold';
}

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced': {
      const d = upcastOrderPlaced(event.data);
      return {
        ...state,
        exists: true,
        orderId: d.orderId,
        userId: d.userId,
        personal: d.personal,
        customer: null,
        items: d.items,
        shippingAddress: null,
        buyerGstin: null,
        itemsPrice: d.itemsPrice,
        shippingCost: d.shippingCost,
        totalPrice: d.totalPrice,
        placedAt: d.at,
        expiresAt: d.expiresAt,
        deliveryEstimate: d.deliveryEstimate ?? null,
        discount: d.discount ?? null,
      };
    }
    case 'PaymentStarted':
      return { ...state, providerOrderIds: [...state.providerOrderIds, event.data.providerOrderId] };
    case 'PaymentFailed':
      return {
        ...state,
        paymentStatus: 'failed',
        failedAttempts: [...state.failedAttempts, event.data.providerOrderId],
      };
    case 'OrderPaid':
      return {
        ...state,
        status: 'confirmed',
        paymentStatus: 'completed',
        isPaid: true,
        paidAt: event.data.at,
        paymentId: event.data.paymentId,
        expired: false,
        cancelledAt: null,
      };
    case 'OrderPaidUnfulfillable':
      return {
        ...state,
        paymentStatus: 'completed',
        isPaid: true,
        paidAt: event.data.at,
        paymentId: event.data.paymentId,
        refundDue: true,
        unfulfillable: true,
      };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled', cancelledAt: event.data.at, refundDue: event.data.refundDue };
    case 'OrderExpired':
      return { ...state, status: 'cancelled', expired: true, cancelledAt: event.data.at };
    case 'OrderStatusChanged':
      return {
        ...state,
        status: event.data.to,
        deliveredAt: event.data.to === 'delivered' ? event.data.at : state.deliveredAt,
      };
  }
}

const requireOrder = (state: OrderState) => {
  if (!state.exists) throw new NotFoundError(M.orderNotFound);
};

function cancel(state: OrderState, by: 'owner' | 'admin', now: string): OrderEvent[] {
  if (state.status === 'cancelled') return [];
  const allowed =
    by === 'owner'
      ? CANCELLABLE_BY_OWNER.includes(state.status)
      : ADMIN_TRANSITIONS[state.status].includes('cancelled');
  if (!allowed) throw new ConflictError(M.cannotCancel(state.status), 'status');
  return [
    {
      type: 'OrderCancelled',
      data: { orderId: state.orderId, from: state.status, by, refundDue: state.isPaid, at: now },
    },
  ];
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (command.type === 'PlaceOrder') {
    if (state.exists) throw new ConflictError('This order already exists');
    if (command.placed.items.length === 0) throw new ValidationError(M.noItems, 'orderItems');
    return [{ type: 'OrderPlaced', data: command.placed }];
  }
  requireOrder(state);
  const orderId = state.orderId;
  switch (command.type) {
    case 'StartPayment': {
      if (state.isPaid) throw new ConflictError(M.alreadyPaid);
      if (state.expired) throw new ConflictError(M.expired);
      if (state.status !== 'pending') throw new ConflictError(M.notPayable(state.status));
      if (state.failedAttempts.length >= MAX_PAYMENT_ATTEMPTS) throw new ConflictError(M.retriesExhausted);
      if (state.providerOrderIds.includes(command.providerOrderId)) return [];
      return [
        {
          type: 'PaymentStarted',
          data: {
            orderId,
            providerOrderId: command.providerOrderId,
            amount: command.amount,
            currency: 'INR',
            at: command.now,
          },
        },
      ];
    }
    case 'RecordPaymentFailure': {
      // A late failure never moves a paid (or closed) order back; each attempt fails once.
      if (state.isPaid || state.status !== 'pending') return [];
      if (
        !state.providerOrderIds.includes(command.providerOrderId) ||
        state.failedAttempts.includes(command.providerOrderId)
      )
        return [];
      const { providerOrderId, paymentId, reason, source, now } = command;
      return [
        {
          type: 'PaymentFailed',
          data: { orderId, providerOrderId, paymentId, reason: reason.slice(0, 500), source, at: now },
        },
      ];
    }
    case 'RecordPayment': {
      if (state.isPaid) return []; // verify and webhook both arrive: the first one wins
      if (command.source !== 'admin' && !state.providerOrderIds.includes(command.providerOrderId))
        throw new ValidationError(M.paymentMismatch);
      const { paymentId, providerOrderId, source, now } = command;
      if (state.status === 'pending') {
        return [
          { type: 'OrderPaid', data: { orderId, paymentId, providerOrderId, source, reinstated: false, at: now } },
        ];
      }
      // Only an order that expired unpaid comes back; one an admin or the shopper cancelled
      // stays cancelled, its payment recorded as paid-and-refund-due.
      if (state.status === 'cancelled' && state.expired && command.stockHeld) {
        return [
          { type: 'OrderPaid', data: { orderId, paymentId, providerOrderId, source, reinstated: true, at: now } },
        ];
      }
      return [{ type: 'OrderPaidUnfulfillable', data: { orderId, paymentId, providerOrderId, source, at: now } }];
    }
    case 'Cancel':
      return cancel(state, command.by, command.now);
    case 'Expire':
      if (state.isPaid || state.status !== 'pending') return [];
      return [{ type: 'OrderExpired', data: { orderId, at: command.now } }];
    case 'ChangeStatus': {
      if (command.to === state.status) return [];
      if (command.to === 'cancelled') return cancel(state, 'admin', command.now);
      if (!ADMIN_TRANSITIONS[state.status].includes(command.to)) {
        throw new ConflictError(M.forbiddenTransition(state.status, command.to), 'status');
      }
      return [{ type: 'OrderStatusChanged', data: { orderId, from: state.status, to: command.to, at: command.now } }];
    }
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: initialOrderState,
  evolve: evolveOrder,
  decide: decideOrder,
};
