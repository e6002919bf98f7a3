import { formatRupees, refundTooMuchMessage } from '@store/contracts';
import { type Decider, ConflictError, ValidationError } from '@store/platform/domain';
import type { OrderState } from './order';

/**
 * An order's refunds: a ledger stream per order (`refund-{orderId}`), beside the order's own
 * stream, so the order aggregate and the shopper's views are untouched. A refund is requested
 * (the amount is held against what was paid), then issued through the payment gateway (pending
 * or processed), then processed or failed as Razorpay's refund webhooks report. A failed refund
 * frees its amount again. Never more than was paid is requested; a request id chosen by the
 * client makes a double click or a retry one refund.
 */
export const REFUND_MESSAGES = {
  notRefundable: 'Only a paid order that was cancelled, returned or could not be fulfilled can be refunded',
  amountInvalid: 'Refund amount must be more than 0 with at most 2 decimals',
  tooMuch: refundTooMuchMessage,
  reasonTooLong: 'Reason must be at most 200 characters',
  returnNotRefundable: 'Only a paid order whose units were delivered can refund a return',
  returnAlreadyRefunded: 'This return has already been refunded',
  returnLinesInvalid: 'The refund of a return must list its lines, their amounts adding up to the refund',
  returnLineTooMuch: (line: number, most: number) =>
    `Line ${line + 1}: at most ${formatRupees(most)} of it can still be refunded`,
} as const;

/** Units of one order line refunded with a return, and the rupees refunded for them (issue #43). */
export interface RefundLine {
  line: number;
  quantity: number;
  amount: number;
}

export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';

export type RefundEvent =
  | {
      type: 'RefundRequested';
      data: {
        orderId: string;
        refundId: string;
        amount: number;
        reason: string;
        restock: boolean;
        paymentId: string;
        /** The return this refund pays back (issue #43), absent for a refund of the whole order. */
        returnId?: string;
        /** A return's refund per order line (rupees; their sum is `amount`), absent for a refund of the whole order. */
        lines?: RefundLine[];
      };
    }
  | {
      type: 'RefundIssued';
      data: { orderId: string; refundId: string; providerRefundId: string; status: 'pending' | 'processed' };
    }
  | { type: 'RefundProcessed'; data: { orderId: string; refundId: string; providerRefundId: string } }
  | {
      type: 'RefundFailed';
      data: { orderId: string; refundId: string; providerRefundId: string | null; reason: string };
    };

export const REFUND_EVENT_TYPES = ['RefundRequested', 'RefundIssued', 'RefundProcessed', 'RefundFailed'] as const;

export interface Refund {
  refundId: string;
  amount: number;
  reason: string;
  restock: boolean;
  status: RefundStatus;
  providerRefundId: string | null;
  failureReason: string | null;
  /** A return's refund (issue #43): the return and the lines it pays back. */
  returnId?: string;
  lines?: RefundLine[];
}

export interface RefundLedger {
  refunds: Refund[];
}

export type RefundCommand =
  | {
      type: 'RequestRefund';
      order: Pick<OrderState, 'orderId' | 'isPaid' | 'paymentId' | 'totalPrice' | 'status' | 'refundDue'> &
        Partial<Pick<OrderState, 'items'>>;
      refundId: string;
      amount: number;
      reason: string;
      restock: boolean;
      /** A return's refund (issue #43): allowed while the order is delivered, up to the paid value of its lines. */
      returnId?: string;
      lines?: RefundLine[];
    }
  | {
      type: 'RecordIssued';
      orderId: string;
      refundId: string;
      providerRefundId: string;
      status: 'pending' | 'processed';
    }
  /** refundId: a refund whose issue was never recorded (the gateway's answer was lost) is found by our id, Razorpay's receipt. */
  | { type: 'RecordProcessed'; orderId: string; providerRefundId: string; refundId?: string }
  | { type: 'RecordFailed'; orderId: string; refundId?: string; providerRefundId: string | null; reason: string };

const paise = (rupees: number) => Math.round(rupees * 100);

/** Rupees held or paid back: every refund that has not failed. */
export const refundedTotal = (ledger: RefundLedger) =>
  ledger.refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + paise(refund.amount), 0) /
  100;

/** A paid order that was cancelled, returned, or paid when it could no longer be fulfilled. */
export const isRefundable = (order: Pick<OrderState, 'isPaid' | 'status' | 'refundDue'>) =>
  order.isPaid && (order.status === 'cancelled' || order.status === 'returned' || order.refundDue);

/** A return's refund needs a paid order whose units left (processing, shipped or delivered: returns take delivered lines only). */
const RETURN_REFUND_STATUSES: readonly string[] = ['processing', 'shipped', 'delivered'];

/**
 * The checks of a return's refund (issue #43): one refund per return (a failed one frees it), its
 * lines adding up to the amount, each line at most what was paid for its units and, with the
 * lines refunded by other returns, never more than the line's paid value.
 */
function checkReturnRefund(command: Extract<RefundCommand, { type: 'RequestRefund' }>, ledger: RefundLedger) {
  const { order, lines } = command;
  if (!order.isPaid || !order.paymentId || !RETURN_REFUND_STATUSES.includes(order.status))
    throw new ConflictError(REFUND_MESSAGES.returnNotRefundable);
  const live = ledger.refunds.filter((refund) => refund.status !== 'failed');
  if (live.some((refund) => refund.returnId === command.returnId))
    throw new ConflictError(REFUND_MESSAGES.returnAlreadyRefunded);
  const items = order.items ?? [];
  if (!lines?.length || lines.reduce((sum, line) => sum + paise(line.amount), 0) !== paise(command.amount))
    throw new ValidationError(REFUND_MESSAGES.returnLinesInvalid, 'lines');
  for (const { line, quantity, amount } of lines) {
    const item = items[line];
    if (!item || !Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity || amount <= 0)
      throw new ValidationError(REFUND_MESSAGES.returnLinesInvalid, 'lines');
    const before = live
      .flatMap((refund) => refund.lines ?? [])
      .filter((refunded) => refunded.line === line)
      .reduce((sum, refunded) => sum + paise(refunded.amount), 0);
    const most = Math.min(paise(item.price) * quantity, paise(item.price) * item.quantity - before);
    if (paise(amount) > most) throw new ConflictError(REFUND_MESSAGES.returnLineTooMuch(line, Math.max(0, most) / 100));
  }
}

const patch = (ledger: RefundLedger, refundId: string, change: Partial<Refund>): RefundLedger => ({
  refunds: ledger.refunds.map((refund) => (refund.refundId === refundId ? { ...refund, ...change } : refund)),
});

export const refundsDecider: Decider<RefundLedger, RefundCommand, RefundEvent> = {
  initialState: () => ({ refunds: [] }),
  evolve: (ledger, event) => {
    switch (event.type) {
      case 'RefundRequested':
        return {
          refunds: [
            ...ledger.refunds,
            {
              refundId: event.data.refundId,
              amount: event.data.amount,
              reason: event.data.reason,
              restock: event.data.restock,
              status: 'requested',
              providerRefundId: null,
              failureReason: null,
              ...(event.data.returnId !== undefined ? { returnId: event.data.returnId, lines: event.data.lines } : {}),
            },
          ],
        };
      case 'RefundIssued':
        return patch(ledger, event.data.refundId, {
          status: event.data.status,
          providerRefundId: event.data.providerRefundId,
        });
      case 'RefundProcessed':
        return patch(ledger, event.data.refundId, {
          status: 'processed',
          providerRefundId: event.data.providerRefundId,
        });
      case 'RefundFailed':
        return patch(ledger, event.data.refundId, { status: 'failed', failureReason: event.data.reason });
    }
  },
  decide: (command, ledger) => {
    switch (command.type) {
      case 'RequestRefund': {
        if (ledger.refunds.some((refund) => refund.refundId === command.refundId)) return [];
        const { order } = command;
        if (command.returnId !== undefined) checkReturnRefund(command, ledger);
        else if (!isRefundable(order) || !order.paymentId) throw new ConflictError(REFUND_MESSAGES.notRefundable);
        if (!Number.isFinite(command.amount) || command.amount <= 0 || paise(command.amount) / 100 !== command.amount)
          throw new ValidationError(REFUND_MESSAGES.amountInvalid, 'amount');
        const left = (paise(order.totalPrice) - paise(refundedTotal(ledger))) / 100;
        if (paise(command.amount) > paise(left)) throw new ConflictError(REFUND_MESSAGES.tooMuch(left), 'amount');
        const reason = command.reason.trim();
        if (reason.length > 200) throw new ValidationError(REFUND_MESSAGES.reasonTooLong, 'reason');
        return [
          {
            type: 'RefundRequested',
            data: {
              orderId: order.orderId,
              refundId: command.refundId,
              amount: command.amount,
              reason,
              restock: command.restock && order.status === 'returned',
              paymentId: order.paymentId!,
              ...(command.returnId !== undefined
                ? {
                    returnId: command.returnId,
                    lines: command.lines!.map(({ line, quantity, amount }) => ({ line, quantity, amount })),
                  }
                : {}),
            },
          },
        ];
      }
      case 'RecordIssued': {
        const refund = ledger.refunds.find((item) => item.refundId === command.refundId);
        if (!refund || refund.status !== 'requested') return [];
        return [
          {
            type: 'RefundIssued',
            data: {
              orderId: command.orderId,
              refundId: command.refundId,
              providerRefundId: command.providerRefundId,
              status: command.status,
            },
          },
        ];
      }
      case 'RecordProcessed': {
        const refund =
          ledger.refunds.find((item) => item.providerRefundId === command.providerRefundId) ??
          ledger.refunds.find((item) => item.refundId === command.refundId && item.providerRefundId === null);
        if (!refund || refund.status === 'processed' || refund.status === 'failed') return [];
        return [
          {
            type: 'RefundProcessed',
            data: { orderId: command.orderId, refundId: refund.refundId, providerRefundId: command.providerRefundId },
          },
        ];
      }
      case 'RecordFailed': {
        const refund = ledger.refunds.find((item) =>
          command.refundId ? item.refundId === command.refundId : item.providerRefundId === command.providerRefundId,
        );
        // A failure Razorpay reports for another refund than the one the ledger issued changes nothing.
        if (
          refund &&
          command.providerRefundId &&
          refund.providerRefundId &&
          refund.providerRefundId !== command.providerRefundId
        )
          return [];
        if (!refund || refund.status === 'processed' || refund.status === 'failed') return [];
        return [
          {
            type: 'RefundFailed',
            data: {
              orderId: command.orderId,
              refundId: refund.refundId,
              providerRefundId: command.providerRefundId ?? refund.providerRefundId,
              reason: command.reason,
            },
          },
        ];
      }
    }
  },
};

/** The refund the gateway still has to be asked for (requested, never issued): a retry finishes it. */
export const refundOf = (ledger: RefundLedger, refundId: string) =>
  ledger.refunds.find((refund) => refund.refundId === refundId) ?? null;

/** Requested (the gateway's answer not recorded) or pending (issued, its outcome not reported yet). */
export const isUnsettled = (refund: Refund) => refund.status === 'requested' || refund.status === 'pending';

export const unissued = (ledger: RefundLedger, refundId: string) =>
  ledger.refunds.find((refund) => refund.refundId === refundId && refund.status === 'requested') ?? null;
