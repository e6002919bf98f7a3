/**
 * The returns module's events (issue #43), in the order's stream of returns
 * (`orderReturnsStream(orderId)`): every return request of one order, so the quantities across
 * requests are checked on one aggregate. The ordering module shows them in the order's timeline;
 * the actor of each step is in the event's metadata.
 */
import { formatRupees } from '../format/rupees';
import { RETURN_REASON_LABELS, returnNumber, type ReturnCondition, type ReturnReason } from './rules';

/** The wanted size and colour of a size exchange (colorVariantId null: the product's Original colour). */
export interface ReturnExchangeWish {
  size: string;
  colorVariantId: string | null;
  colorName: string | null;
}

/** Units of one order line (its index in the order) asked back, as the order sold them. */
export interface ReturnRequestedLine {
  line: number;
  quantity: number;
  productId: string;
  name: string;
  size: string;
  colorVariantId: string | null;
  colorName: string | null;
  image: string;
  /** What the shopper paid for one unit of the line (rupees). */
  unitPrice: number;
  exchange: ReturnExchangeWish | null;
}

export interface ReturnPickup {
  carrier: string;
  awb: string;
  trackingUrl: string;
}

export interface ReturnReceivedLine {
  line: number;
  quantity: number;
  condition: ReturnCondition;
}

/** Same shape as ordering's RefundRequested `lines` (amount in rupees; their sum is the refund). */
export interface ReturnRefundLine {
  line: number;
  quantity: number;
  amount: number;
}

export type OrderReturnEvent =
  | {
      type: 'ReturnRequested';
      data: {
        orderId: string;
        returnId: string;
        sequence: number;
        reason: ReturnReason;
        comment: string;
        photos: string[];
        lines: ReturnRequestedLine[];
        at: string;
      };
    }
  | {
      type: 'ReturnApproved';
      data: {
        orderId: string;
        returnId: string;
        /** Null: the customer ships it back. */
        pickup: ReturnPickup | null;
        /** The stock reservation of an exchange's replacement units, else null. */
        reservationId: string | null;
        at: string;
      };
    }
  | { type: 'ReturnRejected'; data: { orderId: string; returnId: string; reason: string; at: string } }
  | { type: 'ReturnReceived'; data: { orderId: string; returnId: string; lines: ReturnReceivedLine[]; at: string } }
  | {
      type: 'ReturnRefunded';
      data: {
        orderId: string;
        returnId: string;
        refundId: string;
        amount: number;
        lines: ReturnRefundLine[];
        at: string;
      };
    }
  | {
      type: 'ReturnExchangeShipped';
      data: {
        orderId: string;
        returnId: string;
        shipmentId: string;
        carrier: string;
        awb: string;
        trackingUrl: string;
        lines: {
          line: number;
          quantity: number;
          size: string;
          colorVariantId: string | null;
          colorName: string | null;
        }[];
        at: string;
      };
    }
  | {
      type: 'ReturnCancelled';
      data: { orderId: string; returnId: string; reason: 'never_arrived'; at: string };
    }
  /**
   * The gateway refused the return's refund (RefundFailed in the order's refund ledger): the return
   * is received again, its refund gone, and the admin may refund it anew.
   */
  | {
      type: 'ReturnRefundFailed';
      data: { orderId: string; returnId: string; refundId: string; amount: number; reason: string; at: string };
    };

export type OrderReturnEventType = OrderReturnEvent['type'];

export const ORDER_RETURN_EVENT_TYPES = [
  'ReturnRequested',
  'ReturnApproved',
  'ReturnRejected',
  'ReturnReceived',
  'ReturnRefunded',
  'ReturnExchangeShipped',
  'ReturnCancelled',
  'ReturnRefundFailed',
] as const satisfies readonly OrderReturnEventType[];

export const isOrderReturnEvent = (event: { type: string }): event is OrderReturnEvent =>
  (ORDER_RETURN_EVENT_TYPES as readonly string[]).includes(event.type);

const units = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
const unitsText = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;
const sequenceOf = (returnId: string) => Number(returnId.slice(returnId.lastIndexOf('-') + 1));
const numberOf = (data: { orderId: string; returnId: string }) => returnNumber(data.orderId, sequenceOf(data.returnId));

/** The order timeline's line for one of them (the actor is shown beside it). */
export function returnEventSummary(event: OrderReturnEvent): string {
  const number = numberOf(event.data);
  switch (event.type) {
    case 'ReturnRequested':
      return `Return ${number} requested: ${unitsText(units(event.data.lines))}, ${RETURN_REASON_LABELS[event.data.reason].toLowerCase()}`;
    case 'ReturnApproved':
      return event.data.pickup
        ? `Return ${number} approved: pickup by ${event.data.pickup.carrier}, AWB ${event.data.pickup.awb}`
        : `Return ${number} approved: the customer ships it back`;
    case 'ReturnRejected':
      return `Return ${number} rejected: ${event.data.reason}`;
    case 'ReturnReceived': {
      const good = units(event.data.lines.filter((line) => line.condition === 'good'));
      const damaged = units(event.data.lines) - good;
      return `Return ${number} received: ${unitsText(good)} in good condition${damaged ? `, ${damaged} damaged` : ''}`;
    }
    case 'ReturnRefunded':
      return `Return ${number} refunded: ${formatRupees(event.data.amount)}`;
    case 'ReturnExchangeShipped':
      return `Return ${number}: replacement shipped with ${event.data.carrier}, AWB ${event.data.awb}`;
    case 'ReturnCancelled':
      return `Return ${number} cancelled: the parcel never arrived`;
    case 'ReturnRefundFailed':
      return `Return ${number}: the refund of ${formatRupees(event.data.amount)} failed (${event.data.reason})`;
  }
}
