import {
  ADMIN_TRANSITIONS,
  ORDER_STATUSES,
  shortOrderId,
  type Order,
  type OrderStatus,
  type User,
} from '@store/contracts';
import { formatPrice } from '../../../shared/format-price';
import { statusLabel } from '../orders/constants';

/**
 * What an admin confirms before an irreversible or money-moving action (issue #38): the title
 * names the action and its object ('Refund ₹399.00 to the customer?'), the message what follows,
 * the button the action itself. One shape for every such question, shown by ConfirmDialog.
 */
export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  /** 'danger' for what cannot be undone or moves money, 'primary' for the rest. */
  tone: 'danger' | 'primary';
}

/** The order id as people read it ('#06E1B0'), the short form My Orders shows. */
const orderRef = (orderId: string) => `#${shortOrderId(orderId)}`;

const isFinal = (status: OrderStatus) => ADMIN_TRANSITIONS[status].length === 0;
const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** Changing an order's status from the 'Update Status' dropdown. */
export function statusChangeConfirmation(
  order: Pick<Order, '_id' | 'isPaid' | 'totalPrice' | 'refunded'>,
  to: OrderStatus,
): Confirmation {
  const label = statusLabel(to);
  const id = orderRef(order._id);
  const consequences: Record<OrderStatus, string> = {
    pending: 'The order waits for payment again.',
    confirmed: 'The order is confirmed.',
    processing: 'The customer sees the order as processing.',
    shipped: 'The customer is e-mailed that the order has shipped.',
    delivered: 'The customer is e-mailed that the order was delivered, and the return window starts.',
    cancelled: `Its stock goes back on sale and the customer is e-mailed.${order.isPaid ? ` The ${formatPrice(order.totalPrice - (order.refunded ?? 0))} paid becomes a refund due.` : ''}`,
    returned: 'Refunds and restocking are done from the Refunds panel.',
  };
  const final = isStatus(to) && isFinal(to) ? ` A ${label.toLowerCase()} order cannot change status again.` : '';
  return {
    title: to === 'cancelled' ? `Cancel order ${id}?` : `Mark order ${id} as ${label}?`,
    message: `${consequences[to]}${final}`,
    confirmLabel: to === 'cancelled' ? 'Cancel order' : `Mark as ${label}`,
    busyLabel: 'Updating...',
    tone: to === 'cancelled' || to === 'returned' ? 'danger' : 'primary',
  };
}

/** A refund through the payment gateway: money leaves the store and cannot be recalled. */
export function refundConfirmation(orderId: string, amount: number, restock: boolean): Confirmation {
  const money = formatPrice(amount);
  return {
    title: `Refund ${money} to the customer?`,
    message: `${money} of order ${orderRef(orderId)} goes back to the customer's card, UPI or bank through the payment gateway. Money refunded cannot be taken back.${restock ? ' The returned units go back in stock.' : ''}`,
    confirmLabel: `Refund ${money}`,
    busyLabel: 'Refunding...',
    tone: 'danger',
  };
}

const who = (user: Pick<User, 'name' | 'email'>) => user.email || user.name;

/** The role dropdown: granting or taking away the admin area. */
export function roleChangeConfirmation(user: Pick<User, 'name' | 'email'>, role: 'user' | 'admin'): Confirmation {
  return role === 'admin'
    ? {
        title: `Make ${who(user)} an Admin?`,
        message: 'They can then change products, orders, refunds and users, including other admins.',
        confirmLabel: 'Make Admin',
        busyLabel: 'Saving...',
        tone: 'danger',
      }
    : {
        title: `Make ${who(user)} a User?`,
        message: 'They lose access to the admin area at their next request.',
        confirmLabel: 'Make User',
        busyLabel: 'Saving...',
        tone: 'danger',
      };
}

/** Blocking signs the account out at once (unblocking needs no question). */
export function blockConfirmation(user: Pick<User, 'name' | 'email'>): Confirmation {
  return {
    title: `Block ${who(user)}?`,
    message: 'They are signed out at their next request and cannot sign in until unblocked.',
    confirmLabel: 'Block',
    busyLabel: 'Blocking...',
    tone: 'danger',
  };
}
