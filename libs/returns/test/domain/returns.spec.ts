import {
  DEFAULT_RETURN_SETTINGS,
  RETURN_MESSAGES as M,
  type OrderReturnEvent,
  type ReturnSettingsValues,
} from '@store/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { givenFor } from '@store/platform/testing';
import {
  deliveriesOf,
  requestedUnits,
  returnsDecider,
  evolveReturns,
  initialReturnsState,
  type Deliveries,
  type OrderForReturn,
  type ReturnCommand,
} from '../../src/domain';

const ORDER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const R1 = `${ORDER}-1`;
const R2 = `${ORDER}-2`;
const ZONE = 'Asia/Kolkata';
// Day 0: delivered at 23:59 on 1 Dec 2026, India time.
const DELIVERED_AT = '2026-12-01T18:29:00.000Z';
const DAY_3 = '2026-12-04T18:00:00.000Z'; // 23:30 on 4 Dec in India
const DAY_4 = '2026-12-04T18:31:00.000Z'; // 00:01 on 5 Dec in India

const given = givenFor(returnsDecider);

/** Paid and delivered: line 0 is 2 x Black tee M (₹999 each), line 1 is 1 x Olive tee L (₹1,299). */
const order: OrderForReturn = {
  orderId: ORDER,
  isPaid: true,
  status: 'delivered',
  items: [
    {
      productId: 'p1',
      name: 'Tee',
      size: 'M',
      colorVariantId: null,
      colorName: null,
      image: '/i.png',
      price: 999,
      quantity: 2,
    },
    {
      productId: 'p2',
      name: 'Polo',
      size: 'L',
      colorVariantId: 'v1',
      colorName: 'Olive',
      image: '/j.png',
      price: 1299,
      quantity: 1,
    },
  ],
};
const deliveries: Deliveries = { delivered: [2, 1], lastDeliveredAt: DELIVERED_AT };
const settings: ReturnSettingsValues = { ...DEFAULT_RETURN_SETTINGS, windowDays: 3, exchangesEnabled: true };

const request = (fields: Partial<Extract<ReturnCommand, { type: 'RequestReturn' }>> = {}): ReturnCommand => ({
  type: 'RequestReturn',
  order,
  deliveries,
  settings,
  timeZone: ZONE,
  lines: [{ line: 0, quantity: 1 }],
  reason: 'damaged',
  comment: ' torn ',
  photos: ['/uploads/a.png'],
  now: DAY_3,
  ...fields,
});

const requestedEvent = (
  returnId = R1,
  sequence = 1,
  lines = [{ line: 0, quantity: 1 }],
  reason: 'damaged' | 'size_exchange' = 'damaged',
): OrderReturnEvent => ({
  type: 'ReturnRequested',
  data: {
    orderId: ORDER,
    returnId,
    sequence,
    reason,
    comment: 'torn',
    photos: reason === 'damaged' ? ['/uploads/a.png'] : [],
    lines: lines.map(({ line, quantity }) => ({
      line,
      quantity,
      productId: order.items[line].productId,
      name: order.items[line].name,
      size: order.items[line].size,
      colorVariantId: order.items[line].colorVariantId,
      colorName: order.items[line].colorName,
      image: order.items[line].image,
      unitPrice: order.items[line].price,
      exchange: reason === 'size_exchange' ? { size: 'L', colorVariantId: null, colorName: null } : null,
    })),
    at: DAY_3,
  },
});
const approved = (returnId = R1, reservationId: string | null = null): OrderReturnEvent => ({
  type: 'ReturnApproved',
  data: { orderId: ORDER, returnId, pickup: null, reservationId, at: DAY_3 },
});
const received = (returnId = R1, quantity = 1): OrderReturnEvent => ({
  type: 'ReturnReceived',
  data: { orderId: ORDER, returnId, lines: [{ line: 0, quantity, condition: 'good' }], at: DAY_4 },
});

describe('asking for a return (issue #43)', () => {
  it('is accepted on day 3 after a delivery at 23:59 on day 0', () =>
    given([]).when(request()).then([requestedEvent()]));

  it('is refused on day 4 with the last day named', () =>
    given([])
      .when(request({ now: DAY_4 }))
      .thenFails(M.windowClosed('2026-12-04'), ConflictError));

  it('is refused before anything was delivered, and for a line not delivered yet', () => {
    given([])
      .when(request({ deliveries: { delivered: [0, 0], lastDeliveredAt: null } }))
      .thenFails(M.notDelivered, ConflictError);
    given([])
      .when(
        request({
          deliveries: { delivered: [2, 0], lastDeliveredAt: DELIVERED_AT },
          lines: [{ line: 1, quantity: 1 }],
        }),
      )
      .thenFails(M.lineNotDelivered(1), ConflictError);
  });

  it('is refused for an unpaid order and a line the order does not have', () => {
    given([])
      .when(request({ order: { ...order, isPaid: false, status: 'pending' } }))
      .thenFails(M.notPaid, ConflictError);
    given([])
      .when(request({ lines: [{ line: 5, quantity: 1 }] }))
      .thenFails(M.unknownLine(5), ValidationError);
  });

  it('counts partial quantities across two requests: 1 then 1 of 2 units, a third is refused', () => {
    given([requestedEvent()])
      .when(request())
      .then([{ ...requestedEvent(R2, 2) }]);
    given([requestedEvent(), requestedEvent(R2, 2)])
      .when(request())
      .thenFails(M.tooMany(0, 0), ConflictError);
    given([requestedEvent()])
      .when(request({ lines: [{ line: 0, quantity: 2 }] }))
      .thenFails(M.tooMany(0, 1), ConflictError);
  });

  it('gives back the units of a rejected request', () =>
    given([
      requestedEvent(R1, 1, [{ line: 0, quantity: 2 }]),
      { type: 'ReturnRejected', data: { orderId: ORDER, returnId: R1, reason: 'Used', at: DAY_3 } },
    ])
      .when(request({ lines: [{ line: 0, quantity: 2 }] }))
      .then([requestedEvent(R2, 2, [{ line: 0, quantity: 2 }])]));

  it('needs a photo for damaged or defective, and a wanted size only for a size exchange (when enabled)', () => {
    given([])
      .when(request({ photos: [] }))
      .thenFails(M.photosRequired, ValidationError);
    given([])
      .when(request({ reason: 'size_exchange', photos: [], settings: { ...settings, exchangesEnabled: false } }))
      .thenFails(M.exchangesDisabled, ValidationError);
    given([])
      .when(request({ reason: 'size_exchange', photos: [] }))
      .thenFails(M.exchangeRequired(0), ValidationError);
    given([])
      .when(
        request({
          reason: 'size_exchange',
          photos: [],
          lines: [{ line: 0, quantity: 1, exchange: { size: 'M', colorVariantId: null, colorName: null } }],
        }),
      )
      .thenFails(M.exchangeSame(0), ValidationError);
    given([])
      .when(
        request({ lines: [{ line: 0, quantity: 1, exchange: { size: 'L', colorVariantId: null, colorName: null } }] }),
      )
      .thenFails(M.exchangeOnlyForSizeExchange, ValidationError);
  });
});

describe('the state machine', () => {
  it('approves a requested return, then receives it, then refunds the units that came back', () => {
    given([requestedEvent()])
      .when({ type: 'ApproveReturn', returnId: R1, expectedVersion: 1, pickup: null, reservationId: null, now: DAY_3 })
      .then([approved()]);
    given([requestedEvent(), approved()])
      .when({
        type: 'ReceiveReturn',
        returnId: R1,
        expectedVersion: 2,
        lines: [
          { line: 0, quantity: 1, condition: 'good' },
          { line: 0, quantity: 0, condition: 'damaged' },
        ],
        now: DAY_4,
      })
      .then([received()]);
    given([requestedEvent(), approved(), received()])
      .when({
        type: 'RecordReturnRefund',
        returnId: R1,
        expectedVersion: 3,
        refundId: 'rf1',
        lines: [{ line: 0, amount: 999 }],
        now: DAY_4,
      })
      .then([
        {
          type: 'ReturnRefunded',
          data: {
            orderId: ORDER,
            returnId: R1,
            refundId: 'rf1',
            amount: 999,
            lines: [{ line: 0, quantity: 1, amount: 999 }],
            at: DAY_4,
          },
        },
      ]);
  });

  it('refuses steps out of order, more units than asked, and more money than paid for what came back', () => {
    given([requestedEvent()])
      .when({ type: 'ReceiveReturn', returnId: R1, expectedVersion: 1, lines: [], now: DAY_4 })
      .thenFails(M.notInState('R-28950E-1', 'requested', 'marked received'), ConflictError);
    given([requestedEvent(), approved()])
      .when({
        type: 'ReceiveReturn',
        returnId: R1,
        expectedVersion: 2,
        lines: [{ line: 0, quantity: 2, condition: 'good' }],
        now: DAY_4,
      })
      .thenFails(M.receivedTooMany(0, 1), ValidationError);
    given([requestedEvent(), approved(), received()])
      .when({
        type: 'RecordReturnRefund',
        returnId: R1,
        expectedVersion: 3,
        refundId: 'rf1',
        lines: [{ line: 0, amount: 999.01 }],
        now: DAY_4,
      })
      .thenFails(M.refundLineTooMuch(0, '₹999.00'), ValidationError);
    given([requestedEvent(), approved(), received()])
      .when({
        type: 'ShipExchange',
        returnId: R1,
        expectedVersion: 3,
        shipmentId: 's',
        carrier: 'DTDC',
        awb: 'D1234567',
        trackingUrl: 'https://x',
        now: DAY_4,
      })
      .thenFails(M.exchangeOnlyForExchanges, ConflictError);
    given([])
      .when({ type: 'RejectReturn', returnId: R1, expectedVersion: 1, reason: 'x', now: DAY_3 })
      .thenFails(M.returnNotFound, NotFoundError);
  });

  it('tells the second of two admins what the first did (a stale version is 409)', () => {
    given([requestedEvent(), approved()])
      .when({ type: 'RejectReturn', returnId: R1, expectedVersion: 1, reason: 'Worn', now: DAY_3 })
      .thenFails(M.staleVersion('R-28950E-1', 'approved'), ConflictError);
    given([requestedEvent(), approved()])
      .when({ type: 'ApproveReturn', returnId: R1, expectedVersion: 1, pickup: null, reservationId: null, now: DAY_3 })
      .thenFails(/was approved meanwhile by someone else/, ConflictError);
  });

  it('rejects a requested or approved return with the reason the shopper reads', () =>
    given([requestedEvent(), approved()])
      .when({ type: 'RejectReturn', returnId: R1, expectedVersion: 2, reason: '  Tags removed ', now: DAY_3 })
      .then([{ type: 'ReturnRejected', data: { orderId: ORDER, returnId: R1, reason: 'Tags removed', at: DAY_3 } }]));
});

describe('a refund the gateway refused (RefundFailed in the ledger)', () => {
  const refunded = (refundId = 'rf1'): OrderReturnEvent => ({
    type: 'ReturnRefunded',
    data: {
      orderId: ORDER,
      returnId: R1,
      refundId,
      amount: 999,
      lines: [{ line: 0, quantity: 1, amount: 999 }],
      at: DAY_4,
    },
  });
  const failed: OrderReturnEvent = {
    type: 'ReturnRefundFailed',
    data: { orderId: ORDER, returnId: R1, refundId: 'rf1', amount: 999, reason: 'Card closed', at: DAY_4 },
  };
  const told = {
    type: 'RecordReturnRefundFailed',
    returnId: R1,
    refundId: 'rf1',
    reason: ' Card closed ',
    now: DAY_4,
  } as const;

  it('puts a refunded return back to received with the failure, once', () => {
    given([requestedEvent(), approved(), received(), refunded()]).when(told).then([failed]);
    given([requestedEvent(), approved(), received(), refunded(), failed]).when(told).then([]);
  });

  it('changes nothing for another refund than the return’s, or a return not refunded', () => {
    given([requestedEvent(), approved(), received(), refunded('rf2')])
      .when(told)
      .then([]);
    given([requestedEvent(), approved(), received()]).when(told).then([]);
  });

  it('lets the admin refund it again, the failure cleared by the new refund', () => {
    given([requestedEvent(), approved(), received(), refunded(), failed])
      .when({
        type: 'RecordReturnRefund',
        returnId: R1,
        expectedVersion: 5,
        refundId: 'rf2',
        lines: [{ line: 0, amount: 999 }],
        now: DAY_4,
      })
      .then([refunded('rf2')]);
    const state = [requestedEvent(), approved(), received(), refunded(), failed, refunded('rf2')].reduce(
      returnsDecider.evolve,
      returnsDecider.initialState(),
    );
    expect(state.returns[0]).toMatchObject({ state: 'refunded', refundFailure: null, refund: { refundId: 'rf2' } });
  });
});

describe('size exchanges hold stock from approval', () => {
  const reservation = `exchange-${R1}`;
  const exchangeRequested = requestedEvent(R1, 1, [{ line: 0, quantity: 1 }], 'size_exchange');

  it('keeps the reservation on approval and drops it when rejected or never arriving', () => {
    given([exchangeRequested])
      .when({
        type: 'ApproveReturn',
        returnId: R1,
        expectedVersion: 1,
        pickup: null,
        reservationId: reservation,
        now: DAY_3,
      })
      .then([approved(R1, reservation)]);
    const held = [exchangeRequested, approved(R1, reservation)].reduce(evolveReturns, initialReturnsState());
    expect(held.returns[0].reservationId).toBe(reservation);
    const rejected = evolveReturns(held, {
      type: 'ReturnRejected',
      data: { orderId: ORDER, returnId: R1, reason: 'x', at: DAY_4 },
    });
    expect(rejected.returns[0].reservationId).toBeNull();
  });

  it('cancels an approved return that never arrived after the days set, not before', () => {
    const late = '2026-12-18T18:00:00.000Z';
    given([exchangeRequested, approved(R1, reservation)])
      .when({ type: 'CancelNeverArrived', returnId: R1, pickupExpiryDays: 14, now: late })
      .then([{ type: 'ReturnCancelled', data: { orderId: ORDER, returnId: R1, reason: 'never_arrived', at: late } }]);
    given([exchangeRequested, approved(R1, reservation)])
      .when({ type: 'CancelNeverArrived', returnId: R1, pickupExpiryDays: 14, now: DAY_4 })
      .then([]);
    given([exchangeRequested, approved(R1, reservation), received()])
      .when({ type: 'CancelNeverArrived', returnId: R1, pickupExpiryDays: 14, now: late })
      .then([]);
  });

  it('ships the replacement of the units that came back, in the wanted size', () =>
    given([exchangeRequested, approved(R1, reservation), received()])
      .when({
        type: 'ShipExchange',
        returnId: R1,
        expectedVersion: 3,
        shipmentId: 's1',
        carrier: 'DTDC',
        awb: 'D1234567',
        trackingUrl: 'https://t/D1234567',
        now: DAY_4,
      })
      .then([
        {
          type: 'ReturnExchangeShipped',
          data: {
            orderId: ORDER,
            returnId: R1,
            shipmentId: 's1',
            carrier: 'DTDC',
            awb: 'D1234567',
            trackingUrl: 'https://t/D1234567',
            lines: [{ line: 0, quantity: 1, size: 'L', colorVariantId: null, colorName: null }],
            at: DAY_4,
          },
        },
      ]));
});

describe('what was delivered', () => {
  it('counts the units of delivered shipments only, the latest delivery being day 0', () => {
    const result = deliveriesOf(
      [
        {
          type: 'ShipmentDispatched',
          data: {
            orderId: ORDER,
            shipmentId: 's1',
            carrier: 'DTDC',
            awb: 'D1',
            trackingUrl: '',
            lines: [{ line: 0, quantity: 1 }],
            completesOrder: false,
            at: DAY_3,
          },
        },
        {
          type: 'ShipmentDispatched',
          data: {
            orderId: ORDER,
            shipmentId: 's2',
            carrier: 'DTDC',
            awb: 'D2',
            trackingUrl: '',
            lines: [
              { line: 0, quantity: 1 },
              { line: 1, quantity: 1 },
            ],
            completesOrder: true,
            at: DAY_3,
          },
        },
        {
          type: 'ShipmentDelivered',
          data: { orderId: ORDER, shipmentId: 's1', carrier: 'DTDC', awb: 'D1', at: DELIVERED_AT },
        },
      ],
      { status: 'shipped', deliveredAt: null, quantities: [2, 1] },
    );
    expect(result).toEqual({ delivered: [1, 0], lastDeliveredAt: DELIVERED_AT });
  });

  it('counts every unit of an order delivered before shipments existed', () =>
    expect(deliveriesOf([], { status: 'delivered', deliveredAt: DELIVERED_AT, quantities: [2, 1] })).toEqual({
      delivered: [2, 1],
      lastDeliveredAt: DELIVERED_AT,
    }));

  it('counts active requests only', () => {
    const state = [requestedEvent(), requestedEvent(R2, 2)].reduce(evolveReturns, initialReturnsState());
    expect(requestedUnits(state, 2)).toEqual([2, 0]);
  });
});
