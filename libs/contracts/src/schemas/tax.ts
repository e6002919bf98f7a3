import { Type, type Static } from '@sinclair/typebox';
import { IsoTimestamp, Nullable, SuccessResponse } from './common';

/** Issue #42: the seller's business and tax settings (GET/PUT /api/admin/settings/tax). */
export const TaxSettingsSchema = Type.Object(
  {
    legalName: Type.String(),
    tradeName: Type.String(),
    address: Type.String(),
    /** A name of GST_STATES. */
    state: Type.String(),
    stateCode: Type.String(),
    gstin: Type.String(),
    invoiceSeries: Type.String(),
    creditNoteSeries: Type.String(),
    hsnDigits: Type.Union([Type.Literal(4), Type.Literal(6)]),
    /** When and by whom they were last changed; null while the store runs on the .env defaults. */
    updatedAt: Nullable(IsoTimestamp),
    updatedBy: Nullable(Type.String()),
  },
  { $id: 'TaxSettings' },
);
export type TaxSettings = Static<typeof TaxSettingsSchema>;

export const TaxSettingsResponseSchema = SuccessResponse('TaxSettingsResponse', {
  settings: TaxSettingsSchema,
  message: Type.Optional(Type.String()),
});
export type TaxSettingsResponse = Static<typeof TaxSettingsResponseSchema>;

/**
 * A GST rate band: from `validFrom` (YYYY-MM-DD), pieces of HSN chapter `chapter` whose taxable
 * value per piece is at most `upTo` rupees (null: no limit) are taxed at `rate` percent.
 */
export const GstRateBandSchema = Type.Object(
  {
    chapter: Type.String(),
    validFrom: Type.String(),
    upTo: Nullable(Type.Number({ minimum: 0 })),
    rate: Type.Number({ minimum: 0, maximum: 40 }),
  },
  { $id: 'GstRateBand' },
);
export type GstRateBand = Static<typeof GstRateBandSchema>;

export const GstRatesResponseSchema = SuccessResponse('GstRatesResponse', {
  bands: Type.Array(GstRateBandSchema),
  updatedAt: Nullable(IsoTimestamp),
  updatedBy: Nullable(Type.String()),
  message: Type.Optional(Type.String()),
});
export type GstRatesResponse = Static<typeof GstRatesResponseSchema>;

const Paise = Type.Integer();

/** One line of a tax document; amounts in paise. A credit note's lines are the amounts reversed (positive). */
export const TaxDocumentLineSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('goods'), Type.Literal('shipping')]),
    /** HSN as printed (the settings' 4 or 6 digits). */
    hsn: Type.String(),
    /** Name, colour and size: 'Compression Tights (Black, M)'; 'Shipping' for the shipping line. */
    description: Type.String(),
    quantity: Type.Integer({ minimum: 0 }),
    unit: Type.String(),
    /** The price charged per piece, tax included. */
    unitPricePaise: Paise,
    /** unitPricePaise x quantity. */
    valuePaise: Paise,
    discountPaise: Paise,
    taxablePaise: Paise,
    ratePercent: Type.Number(),
    cgstPaise: Paise,
    /** SGST, or UTGST in a union territory without a legislature (see the document's taxKind). */
    sgstPaise: Paise,
    igstPaise: Paise,
    totalPaise: Paise,
    /** A goods line: the index of the order line it invoices (issue #43); absent on documents issued before (their goods lines follow the order's). */
    orderLine: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'TaxDocumentLine' },
);
export type TaxDocumentLine = Static<typeof TaxDocumentLineSchema>;

/** The shipment a dispatch's invoice is for, as printed: its carrier and air waybill number. */
const ShipmentNamed = Type.Object({ shipmentId: Type.String(), carrier: Type.String(), awb: Type.String() });

const Party = {
  name: Type.String(),
  address: Type.String(),
  state: Type.String(),
  stateCode: Type.String(),
};

/** A tax invoice or credit note as issued (GET /api/orders/{id}/invoice?format=json, and credit notes). */
export const TaxDocumentSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('invoice'), Type.Literal('credit-note')]),
    /** At most 16 characters: 'INV/2627/000001'. */
    number: Type.String(),
    issuedAt: IsoTimestamp,
    /** The date printed, in the store's time zone: YYYY-MM-DD. */
    issueDate: Type.String(),
    /** '2026-27'. */
    financialYear: Type.String(),
    orderId: Type.String(),
    seller: Type.Object({ ...Party, tradeName: Type.String(), gstin: Type.String() }),
    buyer: Type.Object({ ...Party, gstin: Nullable(Type.String()) }),
    placeOfSupply: Type.Object({ state: Type.String(), stateCode: Type.String() }),
    taxKind: Type.Union([Type.Literal('CGST+SGST'), Type.Literal('CGST+UTGST'), Type.Literal('IGST')]),
    /** A business buyer gave a GSTIN. */
    b2b: Type.Boolean(),
    reverseCharge: Type.Literal(false),
    lines: Type.Array(TaxDocumentLineSchema),
    totals: Type.Object({
      taxablePaise: Paise,
      cgstPaise: Paise,
      sgstPaise: Paise,
      igstPaise: Paise,
      totalPaise: Paise,
    }),
    amountInWords: Type.String(),
    /** A credit note: the invoice it corrects, the refund it records and why. */
    correctsInvoice: Nullable(Type.Object({ number: Type.String(), issueDate: Type.String() })),
    refundId: Nullable(Type.String()),
    reason: Nullable(Type.String()),
    /** Issue #43: an invoice of one dispatch names its shipment; absent or null for goods that left without one. */
    shipment: Type.Optional(Nullable(ShipmentNamed)),
  },
  { $id: 'TaxDocument' },
);
export type TaxDocument = Static<typeof TaxDocumentSchema>;

export const TaxDocumentResponseSchema = SuccessResponse('TaxDocumentResponse', { document: TaxDocumentSchema });
export type TaxDocumentResponse = Static<typeof TaxDocumentResponseSchema>;

/** An order's issued documents, for the download links (GET /api/orders/{id}/tax-documents). */
export const TaxDocumentSummarySchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('invoice'), Type.Literal('credit-note')]),
    number: Type.String(),
    issueDate: Type.String(),
    totalPaise: Paise,
    /** The PDF's path under the site: '/api/orders/{id}/tax-documents/INV-2627-000001' (the number, '/' as '-'). */
    downloadPath: Type.String(),
    /** An invoice of one dispatch: its shipment's carrier and AWB (issue #43); null otherwise. */
    shipment: Nullable(ShipmentNamed),
    /** A credit note: the number of the invoice it corrects; null for an invoice. */
    correctsInvoice: Nullable(Type.String()),
  },
  { $id: 'TaxDocumentSummary' },
);
export type TaxDocumentSummary = Static<typeof TaxDocumentSummarySchema>;

export const OrderTaxDocumentsResponseSchema = SuccessResponse('OrderTaxDocumentsResponse', {
  documents: Type.Array(TaxDocumentSummarySchema),
});
export type OrderTaxDocumentsResponse = Static<typeof OrderTaxDocumentsResponseSchema>;

const TaxAmounts = {
  taxablePaise: Paise,
  cgstPaise: Paise,
  sgstPaise: Paise,
  igstPaise: Paise,
};

/**
 * The monthly return's summaries (GET /api/admin/tax/summaries?month=YYYY-MM), folded over the
 * month's invoices and credit notes (by issue date in the store's time zone). B2CS and HSN rows
 * are net of the credit notes issued in the month; B2B rows are invoice by invoice.
 */
export const GstSummariesSchema = Type.Object(
  {
    month: Type.String(),
    b2cs: Type.Array(Type.Object({ placeOfSupply: Type.String(), ratePercent: Type.Number(), ...TaxAmounts })),
    b2b: Type.Array(
      Type.Object({
        buyerGstin: Type.String(),
        buyerName: Type.String(),
        invoiceNumber: Type.String(),
        invoiceDate: Type.String(),
        invoiceValuePaise: Paise,
        placeOfSupply: Type.String(),
        ratePercent: Type.Number(),
        ...TaxAmounts,
      }),
    ),
    creditNotes: Type.Array(
      Type.Object({
        number: Type.String(),
        issueDate: Type.String(),
        invoiceNumber: Type.String(),
        invoiceDate: Type.String(),
        buyerGstin: Nullable(Type.String()),
        placeOfSupply: Type.String(),
        ratePercent: Type.Number(),
        valuePaise: Paise,
        ...TaxAmounts,
      }),
    ),
    hsn: Type.Array(
      Type.Object({
        hsn: Type.String(),
        ratePercent: Type.Number(),
        quantity: Type.Integer(),
        ...TaxAmounts,
        totalPaise: Paise,
      }),
    ),
    totals: Type.Object({
      invoicesPaise: Paise,
      creditNotesPaise: Paise,
      netPaise: Paise,
      invoiceCount: Type.Integer({ minimum: 0 }),
      creditNoteCount: Type.Integer({ minimum: 0 }),
    }),
  },
  { $id: 'GstSummaries' },
);
export type GstSummaries = Static<typeof GstSummariesSchema>;

export const GstSummariesResponseSchema = SuccessResponse('GstSummariesResponse', { summaries: GstSummariesSchema });
export type GstSummariesResponse = Static<typeof GstSummariesResponseSchema>;

/** The invoicing routes (issue #42), spread into API_RESPONSES; the PDF and CSV answers are not JSON shapes. */
export const TAX_RESPONSES = {
  'GET /admin/settings/tax': TaxSettingsResponseSchema,
  'PUT /admin/settings/tax': TaxSettingsResponseSchema,
  'GET /admin/tax/rates': GstRatesResponseSchema,
  'PUT /admin/tax/rates': GstRatesResponseSchema,
  'GET /admin/tax/summaries': GstSummariesResponseSchema,
  'GET /orders/:id/tax-documents': OrderTaxDocumentsResponseSchema,
  'POST /orders/:id/invoice': TaxDocumentResponseSchema,
} as const;
