import type {
  AdminReturnResponse,
  AdminReturnRow,
  AdminReturnsPageResponse,
  OrderReturnsResponse,
  ReturnableLine,
  ReturnLine,
  ReturnRequestView,
  ReturnSettingsResponse,
  ReturnsSummaryResponse,
} from '@store/contracts';
import { RETURN_REASON_LABELS, RETURN_STATES, returnReasonsOffered } from '@store/contracts';

// Complete returns shapes (libs/contracts/src/schemas/returns.ts), so a fake answers only what the server can.

export const RETURN_ORDER_ID = '6650a1b2c3d4e5f6a7b8c9d0';
const AT = '2026-11-05T06:00:00.000Z';

/** A tee line delivered twice, nothing requested yet. */
export function aReturnableLine(overrides: Partial<ReturnableLine> = {}): ReturnableLine {
  return {
    line: 0,
    productId: 'tee-1',
    name: 'Aero Dry-Fit Tee',
    size: 'M',
    colorVariantId: null,
    colorName: null,
    image: '/img/tee.jpg',
    unitPrice: 799,
    ordered: 2,
    delivered: 2,
    requested: 0,
    returnable: 2,
    ...overrides,
  };
}

export function aReturnLine(overrides: Partial<ReturnLine> = {}): ReturnLine {
  return {
    line: 0,
    quantity: 1,
    productId: 'tee-1',
    name: 'Aero Dry-Fit Tee',
    size: 'M',
    colorVariantId: null,
    colorName: null,
    image: '/img/tee.jpg',
    unitPrice: 799,
    exchange: null,
    receivedGood: 0,
    receivedDamaged: 0,
    refunded: 0,
    ...overrides,
  };
}

/** One damaged tee, requested with a photo on 5 Nov 2026. */
export function aReturnRequest(overrides: Partial<ReturnRequestView> = {}): ReturnRequestView {
  return {
    returnId: `${RETURN_ORDER_ID}-1`,
    number: 'R-B8C9D0-1',
    orderId: RETURN_ORDER_ID,
    state: 'requested',
    reason: 'damaged',
    comment: 'The seam came apart',
    photos: ['/uploads/returns/seam.jpg'],
    lines: [aReturnLine()],
    requestedAt: AT,
    approvedAt: null,
    rejectedAt: null,
    receivedAt: null,
    refundedAt: null,
    exchangedAt: null,
    cancelledAt: null,
    rejectionReason: null,
    pickup: null,
    customerShips: false,
    refund: null,
    refundFailure: null,
    replacement: null,
    steps: [
      {
        type: 'ReturnRequested',
        state: 'requested',
        at: AT,
        by: 'Customer',
        text: 'Return R-B8C9D0-1 requested: 1 unit, Damaged',
      },
    ],
    version: 1,
    ...overrides,
  };
}

/** GET /orders/:id/returns of a delivered order in its 3-day window (delivered 3 Nov, open through 6 Nov). */
export function anOrderReturns(overrides: Partial<OrderReturnsResponse> = {}): OrderReturnsResponse {
  const exchangesEnabled = overrides.exchangesEnabled ?? false;
  return {
    success: true,
    orderId: RETURN_ORDER_ID,
    returns: [],
    returnable: [aReturnableLine()],
    window: {
      open: true,
      days: 3,
      deliveredAt: '2026-11-03T06:00:00.000Z',
      lastDay: '2026-11-06',
      closesAt: '2026-11-06T18:30:00.000Z',
    },
    reasons: returnReasonsOffered(exchangesEnabled).map((value) => ({ value, label: RETURN_REASON_LABELS[value] })),
    exchangesEnabled,
    canRequest: true,
    ...overrides,
  };
}

export const orderReturnsReply = (overrides: Partial<OrderReturnsResponse> = {}) => ({
  body: anOrderReturns(overrides),
});

export function anAdminReturn(overrides: Partial<ReturnRequestView> = {}): AdminReturnResponse {
  return {
    success: true,
    return: aReturnRequest(overrides),
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.in',
    customerPhone: '9876543210',
  };
}

export function anAdminReturnRow(overrides: Partial<AdminReturnRow> = {}): AdminReturnRow {
  return {
    returnId: `${RETURN_ORDER_ID}-1`,
    number: 'R-B8C9D0-1',
    orderId: RETURN_ORDER_ID,
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.in',
    state: 'requested',
    reason: 'damaged',
    units: 1,
    value: 799,
    requestedAt: AT,
    updatedAt: AT,
    version: 1,
    ...overrides,
  };
}

export function anAdminReturnsPage(rows: AdminReturnRow[], total = rows.length): AdminReturnsPageResponse {
  return {
    success: true,
    returns: rows,
    currentPage: 1,
    totalPages: Math.ceil(total / 20),
    total,
    counts: Object.fromEntries(RETURN_STATES.map((state) => [state, rows.filter((row) => row.state === state).length])),
  };
}

export function aReturnSettings(overrides: Partial<ReturnSettingsResponse> = {}): ReturnSettingsResponse {
  return {
    success: true,
    settings: { windowDays: 3, exchangesEnabled: false, pickupExpiryDays: 14 },
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

export function aReturnsSummary(overrides: Partial<ReturnsSummaryResponse> = {}): ReturnsSummaryResponse {
  return {
    success: true,
    requests: 3,
    units: 4,
    byReason: [
      { reason: 'damaged', requests: 2, units: 3 },
      { reason: 'defective', requests: 1, units: 1 },
    ],
    byProductSize: [
      { productId: 'tee-1', name: 'Aero Dry-Fit Tee', size: 'M', requests: 2, units: 3 },
      { productId: 'tee-2', name: 'Core Jogger', size: 'L', requests: 1, units: 1 },
    ],
    ...overrides,
  };
}
