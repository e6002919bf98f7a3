import type {
  OrderReturnEvent,
  ReturnPickup,
  ReturnReason,
  ReturnReceivedLine,
  ReturnRefundLine,
  ReturnRequestedLine,
  ReturnState,
} from '@store/contracts';

/** A replacement parcel of a size exchange. */
export interface ReplacementRecord {
  shipmentId: string;
  carrier: string;
  awb: string;
  trackingUrl: string;
  lines: { line: number; quantity: number; size: string; colorVariantId: string | null; colorName: string | null }[];
  shippedAt: string;
}

/** One return request as its events made it. */
export interface ReturnRecord {
  returnId: string;
  sequence: number;
  orderId: string;
  state: ReturnState;
  reason: ReturnReason;
  comment: string;
  photos: string[];
  lines: ReturnRequestedLine[];
  requestedAt: string;
  approvedAt: string | null;
  rejectedAt: string | null;
  receivedAt: string | null;
  refundedAt: string | null;
  exchangedAt: string | null;
  cancelledAt: string | null;
  rejectionReason: string | null;
  pickup: ReturnPickup | null;
  /** Approved without a pickup: the customer ships it. */
  customerShips: boolean;
  /** The stock reservation of an exchange's replacement while it is held, else null. */
  reservationId: string | null;
  received: ReturnReceivedLine[];
  refund: { refundId: string; amount: number; lines: ReturnRefundLine[] } | null;
  /** The latest refund the gateway refused (the return is received again), until a refund is recorded. */
  refundFailure: { refundId: string; amount: number; reason: string; at: string } | null;
  replacement: ReplacementRecord | null;
  /** Events of this return so far: what an admin's expectedVersion is compared with. */
  version: number;
  /** The type of its latest event (what a stale admin action is told happened). */
  lastEvent: OrderReturnEvent['type'];
}

/** Every return request of one order (stream `order-returns-{orderId}`), in the order asked. */
export interface ReturnsState {
  orderId: string;
  returns: ReturnRecord[];
}

export const initialReturnsState = (): ReturnsState => ({ orderId: '', returns: [] });

const patch = (state: ReturnsState, returnId: string, change: (record: ReturnRecord) => Partial<ReturnRecord>) => ({
  ...state,
  returns: state.returns.map((record) => (record.returnId === returnId ? { ...record, ...change(record) } : record)),
});

export function evolveReturns(state: ReturnsState, event: OrderReturnEvent): ReturnsState {
  const step = (change: (record: ReturnRecord) => Partial<ReturnRecord>) =>
    patch(state, event.data.returnId, (record) => ({
      ...change(record),
      version: record.version + 1,
      lastEvent: event.type,
    }));
  switch (event.type) {
    case 'ReturnRequested': {
      const { data } = event;
      const record: ReturnRecord = {
        returnId: data.returnId,
        sequence: data.sequence,
        orderId: data.orderId,
        state: 'requested',
        reason: data.reason,
        comment: data.comment,
        photos: data.photos,
        lines: data.lines,
        requestedAt: data.at,
        approvedAt: null,
        rejectedAt: null,
        receivedAt: null,
        refundedAt: null,
        exchangedAt: null,
        cancelledAt: null,
        rejectionReason: null,
        pickup: null,
        customerShips: false,
        reservationId: null,
        received: [],
        refund: null,
        refundFailure: null,
        replacement: null,
        version: 1,
        lastEvent: event.type,
      };
      return { orderId: data.orderId, returns: [...state.returns, record] };
    }
    case 'ReturnApproved':
      return step(() => ({
        state: 'approved',
        approvedAt: event.data.at,
        pickup: event.data.pickup,
        customerShips: event.data.pickup === null,
        reservationId: event.data.reservationId,
      }));
    case 'ReturnRejected':
      return step(() => ({
        state: 'rejected',
        rejectedAt: event.data.at,
        rejectionReason: event.data.reason,
        reservationId: null,
      }));
    case 'ReturnReceived':
      return step(() => ({ state: 'received', receivedAt: event.data.at, received: event.data.lines }));
    case 'ReturnRefunded':
      return step(() => ({
        state: 'refunded',
        refundedAt: event.data.at,
        refund: { refundId: event.data.refundId, amount: event.data.amount, lines: event.data.lines },
        refundFailure: null,
      }));
    case 'ReturnRefundFailed': {
      const { refundId, amount, reason, at } = event.data;
      return step(() => ({
        state: 'received',
        refundedAt: null,
        refund: null,
        refundFailure: { refundId, amount, reason, at },
      }));
    }
    case 'ReturnExchangeShipped': {
      const { shipmentId, carrier, awb, trackingUrl, lines, at } = event.data;
      return step(() => ({
        state: 'exchanged',
        exchangedAt: at,
        reservationId: null,
        replacement: { shipmentId, carrier, awb, trackingUrl, lines, shippedAt: at },
      }));
    }
    case 'ReturnCancelled':
      return step(() => ({ state: 'cancelled', cancelledAt: event.data.at, reservationId: null }));
  }
}

/** Units of one return still counted against what can be returned (every state but rejected and cancelled). */
export const isActive = (record: ReturnRecord) => record.state !== 'rejected' && record.state !== 'cancelled';

/** Units asked back in active requests, per line of an order of `lineCount` lines. */
export function requestedUnits(state: ReturnsState, lineCount: number): number[] {
  const requested = Array.from({ length: lineCount }, () => 0);
  for (const record of state.returns.filter(isActive))
    for (const { line, quantity } of record.lines) if (line < lineCount) requested[line] += quantity;
  return requested;
}

/** Units that came back, per line of the return (good and damaged). */
export function receivedUnits(record: ReturnRecord): Map<number, { good: number; damaged: number }> {
  const units = new Map<number, { good: number; damaged: number }>();
  for (const { line, quantity, condition } of record.received) {
    const counted = units.get(line) ?? { good: 0, damaged: 0 };
    counted[condition] += quantity;
    units.set(line, counted);
  }
  return units;
}

export const findReturn = (state: ReturnsState, returnId: string) =>
  state.returns.find((record) => record.returnId === returnId) ?? null;
