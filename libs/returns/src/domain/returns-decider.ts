import {
  AWB_PATTERN,
  formatRupees,
  isWithinReturnWindow,
  RETURN_LIMITS as L,
  RETURN_MESSAGES as M,
  RETURN_REASONS_NEEDING_PHOTOS,
  RETURN_STATE_LABELS,
  RETURN_STEP_PAST,
  returnIdOf,
  returnNumber,
  returnWindow,
  type OrderReturnEvent,
  type OrderStatus,
  type ReturnCondition,
  type ReturnExchangeWish,
  type ReturnPickup,
  type ReturnReason,
  type ReturnSettingsValues,
  type ReturnState,
} from '@store/contracts';
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@store/platform/domain';
import type { Deliveries } from './deliveries';
import {
  evolveReturns,
  findReturn,
  initialReturnsState,
  receivedUnits,
  requestedUnits,
  type ReturnRecord,
  type ReturnsState,
} from './returns-state';

/** An order line as a return reads it. */
export interface OrderLineForReturn {
  productId: string;
  name: string;
  size: string;
  colorVariantId: string | null;
  colorName: string | null;
  image: string;
  price: number;
  quantity: number;
}

export interface OrderForReturn {
  orderId: string;
  isPaid: boolean;
  status: OrderStatus;
  items: OrderLineForReturn[];
}

export interface RequestedLineInput {
  line: number;
  quantity: number;
  /** Resolved by the service from the product (its colour's name), checked to be one the product offers. */
  exchange?: ReturnExchangeWish | null;
}

interface Versioned {
  returnId: string;
  expectedVersion: number;
  now: string;
}

export type ReturnCommand =
  | {
      type: 'RequestReturn';
      order: OrderForReturn;
      deliveries: Deliveries;
      settings: ReturnSettingsValues;
      timeZone: string;
      lines: RequestedLineInput[];
      reason: ReturnReason;
      comment: string;
      photos: string[];
      now: string;
    }
  | (Versioned & { type: 'ApproveReturn'; pickup: ReturnPickup | null; reservationId: string | null })
  | (Versioned & { type: 'RejectReturn'; reason: string })
  | (Versioned & { type: 'ReceiveReturn'; lines: { line: number; quantity: number; condition: ReturnCondition }[] })
  | (Versioned & { type: 'RecordReturnRefund'; refundId: string; lines: { line: number; amount: number }[] })
  | (Versioned & {
      type: 'ShipExchange';
      shipmentId: string;
      carrier: string;
      awb: string;
      trackingUrl: string;
    })
  /** The never-arrived sweep: nothing when the return is not (or no longer) due. */
  | { type: 'CancelNeverArrived'; returnId: string; pickupExpiryDays: number; now: string }
  /**
   * The order's refund ledger says this refund failed (a job, or the refund's own request): nothing
   * unless the return is refunded with this very refund (a repeat, or an older refund, changes nothing).
   */
  | { type: 'RecordReturnRefundFailed'; returnId: string; refundId: string; reason: string; now: string };

const paise = (rupees: number) => Math.round(rupees * 100);
const DAY_MS = 24 * 60 * 60 * 1000;
const CLOSED_ORDER: readonly OrderStatus[] = ['pending', 'cancelled', 'returned'];

const numberOf = (record: ReturnRecord) => returnNumber(record.orderId, record.sequence);

/** The return an admin acts on, at the version the admin saw, in one of the states the action needs. */
function requireAt(
  state: ReturnsState,
  command: Versioned,
  allowed: readonly ReturnState[],
  action: string,
): ReturnRecord {
  const record = findReturn(state, command.returnId);
  if (!record) throw new NotFoundError(M.returnNotFound);
  if (record.version !== command.expectedVersion)
    throw new ConflictError(M.staleVersion(numberOf(record), RETURN_STEP_PAST[record.lastEvent] ?? 'changed'));
  if (!allowed.includes(record.state))
    throw new ConflictError(M.notInState(numberOf(record), RETURN_STATE_LABELS[record.state].toLowerCase(), action));
  return record;
}

function requestedLines(command: Extract<ReturnCommand, { type: 'RequestReturn' }>, state: ReturnsState) {
  const { order, deliveries, lines, reason } = command;
  if (!lines.length) throw new ValidationError(M.linesRequired, 'lines');
  const requested = requestedUnits(state, order.items.length);
  const seen = new Set<number>();
  return lines.map(({ line, quantity, exchange }) => {
    const item = order.items[line];
    if (!Number.isInteger(line) || !item) throw new ValidationError(M.unknownLine(line), 'lines');
    if (seen.has(line)) throw new ValidationError(M.lineTwice(line), 'lines');
    seen.add(line);
    if (!Number.isInteger(quantity) || quantity < 1) throw new ValidationError(M.quantityInvalid, 'lines');
    const delivered = deliveries.delivered[line] ?? 0;
    if (delivered === 0) throw new ConflictError(M.lineNotDelivered(line), 'lines');
    const left = Math.max(0, delivered - requested[line]);
    if (quantity > left) throw new ConflictError(M.tooMany(line, left), 'lines');
    if (reason === 'size_exchange') {
      if (!exchange) throw new ValidationError(M.exchangeRequired(line), 'lines');
      if (exchange.size === item.size && exchange.colorVariantId === item.colorVariantId)
        throw new ValidationError(M.exchangeSame(line), 'lines');
    } else if (exchange) throw new ValidationError(M.exchangeOnlyForSizeExchange, 'lines');
    return {
      line,
      quantity,
      productId: item.productId,
      name: item.name,
      size: item.size,
      colorVariantId: item.colorVariantId,
      colorName: item.colorName,
      image: item.image,
      unitPrice: item.price,
      exchange: reason === 'size_exchange' ? exchange! : null,
    };
  });
}

function decideRequest(command: Extract<ReturnCommand, { type: 'RequestReturn' }>, state: ReturnsState) {
  const { order, deliveries, settings, reason } = command;
  if (reason === 'size_exchange' && !settings.exchangesEnabled)
    throw new ValidationError(M.exchangesDisabled, 'reason');
  const comment = command.comment.trim();
  if (comment.length > L.commentMax) throw new ValidationError(M.commentTooLong, 'comment');
  if (command.photos.length > L.maxPhotos) throw new ValidationError(M.photosTooMany, 'photos');
  if (RETURN_REASONS_NEEDING_PHOTOS.includes(reason) && command.photos.length === 0)
    throw new ValidationError(M.photosRequired, 'photos');
  if (!order.isPaid || order.status === 'pending') throw new ConflictError(M.notPaid);
  if (CLOSED_ORDER.includes(order.status) || !deliveries.lastDeliveredAt) throw new ConflictError(M.notDelivered);
  const window = returnWindow(deliveries.lastDeliveredAt, settings.windowDays, command.timeZone);
  if (!isWithinReturnWindow(window, command.now)) throw new ConflictError(M.windowClosed(window.lastDay));
  const lines = requestedLines(command, state);
  const sequence = state.returns.length + 1;
  return [
    {
      type: 'ReturnRequested' as const,
      data: {
        orderId: order.orderId,
        returnId: returnIdOf(order.orderId, sequence),
        sequence,
        reason,
        comment,
        photos: [...command.photos],
        lines,
        at: command.now,
      },
    },
  ];
}

function receivedLines(record: ReturnRecord, lines: { line: number; quantity: number; condition: ReturnCondition }[]) {
  const asked = new Map(record.lines.map((line) => [line.line, line.quantity]));
  const counted = new Map<number, number>();
  const seen = new Set<string>();
  for (const { line, quantity, condition } of lines) {
    if (!asked.has(line)) throw new ValidationError(M.receivedNotInReturn(line), 'lines');
    if (seen.has(`${line}|${condition}`)) throw new ValidationError(M.lineTwice(line), 'lines');
    seen.add(`${line}|${condition}`);
    if (!Number.isInteger(quantity) || quantity < 0) throw new ValidationError(M.quantityInvalid, 'lines');
    counted.set(line, (counted.get(line) ?? 0) + quantity);
    if (counted.get(line)! > asked.get(line)!)
      throw new ValidationError(M.receivedTooMany(line, asked.get(line)!), 'lines');
  }
  const kept = lines.filter((line) => line.quantity > 0);
  if (!kept.length) throw new ValidationError(M.receivedNothing, 'lines');
  return kept
    .map(({ line, quantity, condition }) => ({ line, quantity, condition }))
    .sort((a, b) => a.line - b.line || a.condition.localeCompare(b.condition));
}

/** The amount per line, each at most what the shopper paid for the units of it that came back. */
function refundLines(record: ReturnRecord, lines: { line: number; amount: number }[]) {
  if (!lines.length) throw new ValidationError(M.refundLinesRequired, 'lines');
  const units = receivedUnits(record);
  const seen = new Set<number>();
  return lines.map(({ line, amount }) => {
    if (seen.has(line)) throw new ValidationError(M.lineTwice(line), 'lines');
    seen.add(line);
    const item = record.lines.find((candidate) => candidate.line === line);
    const came = units.get(line);
    const quantity = (came?.good ?? 0) + (came?.damaged ?? 0);
    if (!item || quantity === 0) throw new ValidationError(M.refundLineNotReceived(line), 'lines');
    if (!Number.isFinite(amount) || amount <= 0 || paise(amount) / 100 !== amount)
      throw new ValidationError(M.refundAmountInvalid, 'lines');
    const most = (paise(item.unitPrice) * quantity) / 100;
    if (paise(amount) > paise(most)) throw new ValidationError(M.refundLineTooMuch(line, formatRupees(most)), 'lines');
    return { line, quantity, amount };
  });
}

export function decideReturns(command: ReturnCommand, state: ReturnsState): OrderReturnEvent[] {
  switch (command.type) {
    case 'RequestReturn':
      return decideRequest(command, state);
    case 'ApproveReturn': {
      const record = requireAt(state, command, ['requested'], 'approved');
      if (command.pickup && !AWB_PATTERN.test(command.pickup.awb))
        throw new ValidationError(M.awbInvalid, 'pickup.awb');
      return [
        {
          type: 'ReturnApproved',
          data: {
            orderId: record.orderId,
            returnId: record.returnId,
            pickup: command.pickup,
            reservationId: record.reason === 'size_exchange' ? command.reservationId : null,
            at: command.now,
          },
        },
      ];
    }
    case 'RejectReturn': {
      const record = requireAt(state, command, ['requested', 'approved'], 'rejected');
      const reason = command.reason.trim();
      if (!reason) throw new ValidationError(M.rejectReasonRequired, 'reason');
      if (reason.length > L.rejectReasonMax) throw new ValidationError(M.rejectReasonTooLong, 'reason');
      return [
        {
          type: 'ReturnRejected',
          data: { orderId: record.orderId, returnId: record.returnId, reason, at: command.now },
        },
      ];
    }
    case 'ReceiveReturn': {
      const record = requireAt(state, command, ['approved'], 'marked received');
      const lines = receivedLines(record, command.lines);
      return [
        {
          type: 'ReturnReceived',
          data: { orderId: record.orderId, returnId: record.returnId, lines, at: command.now },
        },
      ];
    }
    case 'RecordReturnRefund': {
      const record = requireAt(state, command, ['received'], 'refunded');
      if (record.reason === 'size_exchange') throw new ConflictError(M.refundOnlyForRefunds);
      const lines = refundLines(record, command.lines);
      const amount = lines.reduce((sum, line) => sum + paise(line.amount), 0) / 100;
      return [
        {
          type: 'ReturnRefunded',
          data: {
            orderId: record.orderId,
            returnId: record.returnId,
            refundId: command.refundId,
            amount,
            lines,
            at: command.now,
          },
        },
      ];
    }
    case 'ShipExchange': {
      const record = requireAt(state, command, ['received'], 'answered with a replacement');
      if (record.reason !== 'size_exchange') throw new ConflictError(M.exchangeOnlyForExchanges);
      if (!AWB_PATTERN.test(command.awb)) throw new ValidationError(M.awbInvalid, 'awb');
      const units = receivedUnits(record);
      const lines = record.lines.flatMap((line) => {
        const came = units.get(line.line);
        const quantity = (came?.good ?? 0) + (came?.damaged ?? 0);
        return quantity > 0 && line.exchange
          ? [
              {
                line: line.line,
                quantity,
                size: line.exchange.size,
                colorVariantId: line.exchange.colorVariantId,
                colorName: line.exchange.colorName,
              },
            ]
          : [];
      });
      return [
        {
          type: 'ReturnExchangeShipped',
          data: {
            orderId: record.orderId,
            returnId: record.returnId,
            shipmentId: command.shipmentId,
            carrier: command.carrier,
            awb: command.awb,
            trackingUrl: command.trackingUrl,
            lines,
            at: command.now,
          },
        },
      ];
    }
    case 'CancelNeverArrived': {
      const record = findReturn(state, command.returnId);
      if (!record || record.state !== 'approved' || !record.approvedAt) return [];
      const due = Date.parse(record.approvedAt) + command.pickupExpiryDays * DAY_MS;
      if (Date.parse(command.now) < due) return [];
      return [
        {
          type: 'ReturnCancelled',
          data: { orderId: record.orderId, returnId: record.returnId, reason: 'never_arrived', at: command.now },
        },
      ];
    }
    case 'RecordReturnRefundFailed':
      return decideRefundFailed(command, state);
  }
}

function decideRefundFailed(
  command: Extract<ReturnCommand, { type: 'RecordReturnRefundFailed' }>,
  state: ReturnsState,
) {
  const record = findReturn(state, command.returnId);
  if (!record || record.state !== 'refunded' || record.refund?.refundId !== command.refundId) return [];
  const reason = command.reason.trim().slice(0, 200) || 'Refused by the payment provider';
  return [
    {
      type: 'ReturnRefundFailed' as const,
      data: {
        orderId: record.orderId,
        returnId: record.returnId,
        refundId: command.refundId,
        amount: record.refund.amount,
        reason,
        at: command.now,
      },
    },
  ];
}

export const returnsDecider: Decider<ReturnsState, ReturnCommand, OrderReturnEvent> = {
  initialState: initialReturnsState,
  evolve: evolveReturns,
  decide: decideReturns,
};
