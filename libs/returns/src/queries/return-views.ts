import { returnNumber, type ReturnRequestView, type ReturnStep } from '@store/contracts';
import { receivedUnits, type ReturnRecord } from '../domain';

/** A return as the shopper and the admin read it (GET /orders/:id/returns, GET /admin/returns/:returnId). */
export function toReturnView(record: ReturnRecord, steps: ReturnStep[]): ReturnRequestView {
  const came = receivedUnits(record);
  const refunded = new Map((record.refund?.lines ?? []).map((line) => [line.line, line.amount]));
  return {
    returnId: record.returnId,
    number: returnNumber(record.orderId, record.sequence),
    orderId: record.orderId,
    state: record.state,
    reason: record.reason,
    comment: record.comment,
    photos: record.photos,
    lines: record.lines.map((line) => ({
      line: line.line,
      quantity: line.quantity,
      productId: line.productId,
      name: line.name,
      size: line.size,
      colorVariantId: line.colorVariantId,
      colorName: line.colorName,
      image: line.image,
      unitPrice: line.unitPrice,
      exchange: line.exchange,
      receivedGood: came.get(line.line)?.good ?? 0,
      receivedDamaged: came.get(line.line)?.damaged ?? 0,
      refunded: refunded.get(line.line) ?? 0,
    })),
    requestedAt: record.requestedAt,
    approvedAt: record.approvedAt,
    rejectedAt: record.rejectedAt,
    receivedAt: record.receivedAt,
    refundedAt: record.refundedAt,
    exchangedAt: record.exchangedAt,
    cancelledAt: record.cancelledAt,
    rejectionReason: record.rejectionReason,
    pickup: record.pickup,
    customerShips: record.customerShips,
    refund: record.refund ? { refundId: record.refund.refundId, amount: record.refund.amount } : null,
    // Rows folded before #43's refund failures have no field: none failed.
    refundFailure: record.refundFailure ?? null,
    replacement: record.replacement
      ? {
          shipmentId: record.replacement.shipmentId,
          carrier: record.replacement.carrier,
          awb: record.replacement.awb,
          trackingUrl: record.replacement.trackingUrl,
          shippedAt: record.replacement.shippedAt,
        }
      : null,
    steps,
    version: record.version,
  };
}
