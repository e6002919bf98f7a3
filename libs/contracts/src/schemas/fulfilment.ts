import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, SuccessResponse } from './common';
import { ORDER_STATUSES } from '../orders';

/** Issue #43: a courier and its public tracking page (`{awb}` where the air waybill number goes). */
export const CarrierSchema = Type.Object(
  { name: Type.String(), trackingUrlTemplate: Type.String() },
  { $id: 'Carrier' },
);
export type Carrier = Static<typeof CarrierSchema>;

/** GET/PUT /api/admin/carriers: the list in force; updatedAt/updatedBy null while it is the seeded default. */
export const CarriersResponseSchema = SuccessResponse('CarriersResponse', {
  carriers: Type.Array(CarrierSchema),
  updatedAt: Nullable(IsoTimestamp),
  updatedBy: Nullable(Type.String()),
  message: Type.Optional(Type.String()),
});
export type CarriersResponse = Static<typeof CarriersResponseSchema>;

/** Units of one order line in a shipment, with what the shopper recognises it by. */
export const ShipmentLineSchema = Type.Object(
  {
    /** The line's index in the order's items. */
    line: Type.Integer({ minimum: 0 }),
    quantity: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    size: Type.String(),
    colorName: Nullable(Type.String()),
  },
  { $id: 'ShipmentLine' },
);
export type ShipmentLineView = Static<typeof ShipmentLineSchema>;

export const ShipmentSchema = Type.Object(
  {
    shipmentId: Type.String(),
    carrier: Type.String(),
    awb: Type.String(),
    trackingUrl: Type.String(),
    lines: Type.Array(ShipmentLineSchema),
    shippedAt: IsoTimestamp,
    deliveredAt: Nullable(IsoTimestamp),
  },
  { $id: 'Shipment' },
);
export type Shipment = Static<typeof ShipmentSchema>;

/** Units of one order line still to ship (every line of the order, 0 when all shipped). */
export const RemainingLineSchema = Type.Object(
  { line: Type.Integer({ minimum: 0 }), quantity: Type.Integer({ minimum: 0 }) },
  { $id: 'RemainingLine' },
);
export type RemainingLine = Static<typeof RemainingLineSchema>;

/** GET /api/orders/:id/shipments, and the admin's POSTs (with a message): the order's shipments, what is left to ship and the order's status. */
export const OrderShipmentsResponseSchema = SuccessResponse('OrderShipmentsResponse', {
  shipments: Type.Array(ShipmentSchema),
  remaining: Type.Array(RemainingLineSchema),
  orderStatus: Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status))),
  message: Type.Optional(Type.String()),
});
export type OrderShipmentsResponse = Static<typeof OrderShipmentsResponseSchema>;

/** One row of a bulk shipping or delivered file, as the dry run and the apply read it: ok, or the refusal shipping that one order would give. */
export const BulkShipmentRowSchema = Type.Object(
  {
    /** The row's line in the file (the header is row 1). */
    row: Type.Integer({ minimum: 2 }),
    ok: Type.Boolean(),
    /** The order as the row named it ('#06E1B0' or the full id), cut to 100 characters. */
    order: Type.String(),
    /** The order it resolved to; null when it named none (or more than one). */
    orderId: Nullable(Type.String()),
    carrier: Type.String(),
    awb: Type.String(),
    /** Units the row ships (bulk shipping; 0 when refused or for a delivery). */
    units: Type.Integer({ minimum: 0 }),
    /** What the row does ('Ships 2 units (part of the order)'), or why it cannot. */
    message: Type.String(),
  },
  { $id: 'BulkShipmentRow' },
);
export type BulkShipmentRow = Static<typeof BulkShipmentRowSchema>;

/**
 * POST /api/admin/shipments/import and /api/admin/shipments/delivered/import (?dryRun=false
 * applies): every row fine, checked (dry run) or written (apply, all at once).
 */
export const BulkShipmentsResultSchema = SuccessResponse('BulkShipmentsResult', {
  dryRun: Type.Boolean(),
  rows: Type.Array(BulkShipmentRowSchema),
  /** Orders the file touches. */
  orders: Type.Integer({ minimum: 0 }),
  message: Type.String(),
});
export type BulkShipmentsResult = Static<typeof BulkShipmentsResultSchema>;

/** 422: some row cannot be applied; nothing was written. Every row is listed, refused ones with their reason. */
export const BulkShipmentsRefusedSchema = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    dryRun: Type.Boolean(),
    rows: Type.Array(BulkShipmentRowSchema),
    orders: Type.Integer({ minimum: 0 }),
  },
  { $id: 'BulkShipmentsRefused' },
);
export type BulkShipmentsRefused = Static<typeof BulkShipmentsRefusedSchema>;

/** The fulfilment routes (issue #43), spread into API_RESPONSES. */
export const FULFILMENT_RESPONSES = {
  'GET /admin/carriers': CarriersResponseSchema,
  'PUT /admin/carriers': CarriersResponseSchema,
  'GET /orders/:id/shipments': OrderShipmentsResponseSchema,
  'POST /orders/:id/shipments': OrderShipmentsResponseSchema,
  'POST /orders/:id/shipments/:shipmentId/delivered': OrderShipmentsResponseSchema,
  'POST /admin/shipments/import': BulkShipmentsResultSchema,
  'POST /admin/shipments/delivered/import': BulkShipmentsResultSchema,
} as const;

export const FULFILMENT_ERROR_RESPONSES = {
  'POST /admin/shipments/import': { 422: BulkShipmentsRefusedSchema },
  'POST /admin/shipments/delivered/import': { 422: BulkShipmentsRefusedSchema },
};
